import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { City } from './city.types.ts';
import { findProvince } from './provinces.ts';

const CSV_PATH = join(import.meta.dirname, '..', 'data', 'canada-cities.csv');
const COLUMNS = [
  'city',
  'city_ascii',
  'province_code',
  'province_name',
  'lat',
  'lng',
  'population',
  'timezone',
] as const;

let cache: City[] | undefined;

/** The cities data set, parsed once per process. Callers must not mutate the result. */
export function loadCities(): City[] {
  cache ??= parseCities(readFileSync(CSV_PATH, 'utf8'));
  return cache;
}

/** Splits one CSV record; the data set quotes names that contain commas, never newlines. */
function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** `Number('')` is 0; an empty field must fail validation instead. */
function toNumber(field: string | undefined): number {
  return field === undefined || field.trim() === '' ? Number.NaN : Number(field);
}

export function parseCities(csv: string): City[] {
  const [header, ...lines] = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (header !== COLUMNS.join(',')) throw new Error(`unexpected cities CSV header: ${header}`);
  return lines.map((line, index) => {
    const row = splitCsvLine(line);
    const [name, nameAscii, code, , lat, lng, population, timezone] = row;
    const province = findProvince(code ?? '');
    const city: City = {
      name: name ?? '',
      nameAscii: nameAscii ?? '',
      province: province?.code ?? 'ON',
      lat: toNumber(lat),
      lng: toNumber(lng),
      population: toNumber(population),
      timezone: timezone ?? '',
    };
    const valid =
      row.length === COLUMNS.length &&
      province !== undefined &&
      city.name !== '' &&
      Number.isFinite(city.lat) &&
      Number.isFinite(city.lng) &&
      Number.isInteger(city.population) &&
      city.timezone !== '';
    if (!valid) throw new Error(`invalid cities CSV record on line ${index + 2}: ${line}`);
    return city;
  });
}
