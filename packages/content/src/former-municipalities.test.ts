import { describe, expect, it } from 'vitest';
import { loadCities } from './cities.server.ts';
import { FORMER_MUNICIPALITIES } from './former-municipalities.ts';

const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-‐‑–—.’']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('FORMER_MUNICIPALITIES', () => {
  const cities = loadCities();

  it.each(FORMER_MUNICIPALITIES.map((entry) => [`${entry.name}, ${entry.province}`, entry]))(
    '%s is part of a city of the data set, in the same province',
    (_, entry) => {
      expect(
        cities.some((city) => city.name === entry.city && city.province === entry.province),
      ).toBe(true);
    },
  );

  it('never hides a city of the data set: no former name is a city of its province today', () => {
    const clashes = FORMER_MUNICIPALITIES.filter((entry) =>
      cities.some(
        (city) => city.province === entry.province && fold(city.name) === fold(entry.name),
      ),
    );
    expect(clashes).toEqual([]);
  });

  it('names each place once per province', () => {
    const keys = FORMER_MUNICIPALITIES.map((entry) => `${fold(entry.name)}|${entry.province}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cites an official https page and the day it was checked for every entry', () => {
    for (const entry of FORMER_MUNICIPALITIES) {
      const url = new URL(entry.source);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toMatch(
        /(\.gov\.on\.ca|ontario\.ca|ola\.org|legisquebec\.gouv\.qc\.ca|\.gouv\.qc\.ca|nslegislature\.ca|novascotia\.ca|canada\.ca|statcan\.gc\.ca|toronto\.ca|ottawa\.ca|greatersudbury\.ca|hamilton\.ca|halifax\.ca|gatineau\.ca|montreal\.ca|quebec\.qc\.ca)$/,
      );
      expect(entry.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.since < entry.asOf).toBe(true);
    }
  });
});
