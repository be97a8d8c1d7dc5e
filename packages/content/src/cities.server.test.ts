import { describe, expect, it } from 'vitest';
import { loadCities, parseCities } from './cities.server.ts';
import { PROVINCES } from './provinces.ts';

const HEADER = 'city,city_ascii,province_code,province_name,lat,lng,population,timezone';

describe('loadCities', () => {
  it('parses every municipality of the data set once', () => {
    const cities = loadCities();
    expect(cities).toHaveLength(1738);
    expect(loadCities()).toBe(cities);
  });

  it('covers the 13 provinces and territories', () => {
    const provinces = new Set(loadCities().map((c) => c.province));
    expect([...provinces].sort()).toEqual(PROVINCES.map((p) => p.code).sort());
  });

  it('keeps accents, ASCII names, coordinates and numbers', () => {
    const montreal = loadCities().find((c) => c.name === 'Montréal');
    expect(montreal).toMatchObject({
      nameAscii: 'Montreal',
      province: 'QC',
      timezone: 'America/Montreal',
    });
    expect(montreal?.lat).toBeCloseTo(45.5089);
    expect(montreal?.population).toBeGreaterThan(1_000_000);
  });

  it('reads quoted names that contain commas', () => {
    const names = loadCities().map((c) => c.name);
    expect(names).toContain('Killaloe, Hagarty and Richards');
  });
});

describe('parseCities', () => {
  it('refuses an unexpected header', () => {
    expect(() => parseCities('name,province\nToronto,ON\n')).toThrow(/header/);
  });

  it('refuses a record with an unknown province or a missing number', () => {
    const bad = (row: string) => () => parseCities(`${HEADER}\n${row}\n`);
    expect(bad('Nowhere,Nowhere,ZZ,Nowhere,1,2,3,America/Toronto')).toThrow(/line 2/);
    expect(bad('Town,Town,ON,Ontario,1,2,,America/Toronto')).toThrow(/line 2/);
  });

  it('names the line of a bad record after blank lines and a byte-order mark', () => {
    const csv = `\uFEFF${HEADER}\n\nToronto,Toronto,ON,Ontario,43.7,-79.4,100,America/Toronto\n\nBad,Bad,ON,Ontario,x,1,2,America/Toronto\n`;
    expect(() => parseCities(csv)).toThrow(/line 5: Bad,Bad,ON/);
  });

  it('refuses a record with too many fields and an unclosed quote', () => {
    const bad = (row: string) => () => parseCities(`${HEADER}\n${row}\n`);
    expect(bad('T,T,ON,Ontario,1,2,3,America/Toronto,extra')).toThrow(/line 2/);
    expect(bad('"T,T,ON,Ontario,1,2,3,America/Toronto')).toThrow(/Quote Not Closed/);
  });

  it('accepts Windows line endings and an escaped quote', () => {
    const [city] = parseCities(
      `${HEADER}\r\n"A ""B"" C",A B C,NU,Nunavut,63.7,-68.5,10,America/Iqaluit\r\n`,
    );
    expect(city).toMatchObject({ name: 'A "B" C', province: 'NU', population: 10 });
  });
});
