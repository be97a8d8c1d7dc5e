import { describe, expect, it } from 'vitest';
import { AREA_CODES, areaCodesForPlace } from './area-codes.ts';
import { loadCities } from './cities.server.ts';

const codesFor = (name: string, province: string) => {
  const city = loadCities().find((c) => c.name === name && c.province === province);
  if (!city) throw new Error(`no ${name} in the data set`);
  return areaCodesForPlace(city);
};

describe('areaCodesForPlace', () => {
  it.each([
    ['Toronto', 'ON', '416'],
    ['Mississauga', 'ON', '905'],
    ['Ottawa', 'ON', '613'],
    ['London', 'ON', '519'],
    ['Barrie', 'ON', '705'],
    ['Thunder Bay', 'ON', '807'],
    ['Montréal', 'QC', '514'],
    ['Laval', 'QC', '450'],
    ['Gatineau', 'QC', '819'],
    ['Sherbrooke', 'QC', '819'],
    ['Quebec City', 'QC', '418'],
    ['Vancouver', 'BC', '604'],
    ['Victoria', 'BC', '250'],
    ['Calgary', 'AB', '403'],
    ['Edmonton', 'AB', '780'],
    ['Halifax', 'NS', '902'],
    ['Iqaluit', 'NU', '867'],
  ])('gives %s (%s) the %s area', (name, province, code) => {
    expect(codesFor(name, province)).toContain(code);
  });

  it('only ever gives a code of the place’s own province', () => {
    for (const city of loadCities()) {
      for (const code of areaCodesForPlace(city)) {
        expect(AREA_CODES[city.province]).toContain(code);
      }
    }
  });
});
