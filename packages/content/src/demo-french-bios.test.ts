import { describe, expect, it } from 'vitest';
import { cityNameFr } from './city-names.fr.ts';
import {
  drawBioFr,
  inCity,
  joinListFr,
  ofCity,
  type FrenchBioDetails,
} from './demo-french-bios.ts';
import { createRandom } from './random.ts';

const details: FrenchBioDetails = {
  name: 'Marie Tremblay',
  last: 'Tremblay',
  female: true,
  city: 'Laval',
  province: 'QC',
  practiceAreas: ['family-law', 'wills-estates'],
  experience: 14,
  specializations: ['Divorce', 'Family Mediation'],
  languages: ['French', 'English'],
};

/** Many bios of one lawyer, each from its own seed: every template gets drawn. */
const bios = (overrides: Partial<FrenchBioDetails>) =>
  Array.from({ length: 200 }, (_, seed) =>
    drawBioFr(createRandom(seed), { ...details, ...overrides }),
  );

describe('drawBioFr', () => {
  it('agrees with the lawyer: avocate, établie, forte, admise for a woman', () => {
    const text = bios({}).join(' ') + bios({ experience: 1 }).join(' ');
    expect(text).toMatch(/Établie à Laval|Forte de 14 ans|Avocate depuis 14 ans|Récemment admise/);
    expect(text).not.toMatch(/Établi à|Fort de|Avocat depuis|admis au|reconnu /);
  });

  it('agrees with the lawyer: avocat, établi, fort, admis for a man', () => {
    const text = bios({ female: false, name: 'Luc Gagnon', last: 'Gagnon' }).join(' ');
    expect(text).toMatch(/Établi à Laval|Fort de 14 ans|Avocat depuis 14 ans/);
    expect(text).not.toMatch(/Établie|Forte|Avocate|reconnue/);
  });

  it('speaks of the areas, specializations and languages in French', () => {
    const text = bios({}).join(' ');
    expect(text).toContain('en droit de la famille et en matière de testaments et de successions');
    expect(text).toContain('divorce et médiation familiale');
    expect(text).toContain('Ses services sont offerts en français et en anglais.');
    expect(text).toContain('au Québec');
    expect(bios({ experience: 1 }).join(' ')).toContain('Récemment admise au Barreau du Québec,');
  });

  it('writes a recently called lawyer’s bar outside Quebec generically', () => {
    const text = bios({ province: 'NB', city: 'Moncton', experience: 0 }).join(' ');
    expect(text).toContain('Récemment admise au barreau,');
    expect(text).toContain('au Nouveau-Brunswick');
  });
});

describe('French place and list phrasing', () => {
  it('puts the right preposition before a city', () => {
    expect(inCity('Montréal')).toBe('à Montréal');
    expect(inCity('Les Coteaux')).toBe('aux Coteaux');
    expect(ofCity('Ottawa')).toBe('d’Ottawa');
    expect(ofCity('Laval')).toBe('de Laval');
    expect(ofCity('Le Bic')).toBe('du Bic');
    expect(ofCity('Yellowknife')).toBe('de Yellowknife');
  });

  it('names a city by its French name where it has one', () => {
    expect(cityNameFr('Quebec City')).toBe('Québec');
    expect(cityNameFr('The Nation / La Nation')).toBe('La Nation');
    expect(cityNameFr('Montréal')).toBe('Montréal');
    expect(cityNameFr('Laval')).toBe('Laval');
  });

  it('joins lists without a comma before « et »', () => {
    expect(joinListFr(['a'])).toBe('a');
    expect(joinListFr(['a', 'b'])).toBe('a et b');
    expect(joinListFr(['a', 'b', 'c'])).toBe('a, b et c');
  });
});
