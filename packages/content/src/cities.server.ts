import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
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

/** `Number('')` is 0; an empty field must fail validation instead. */
function toNumber(field: string | undefined): number {
  return field === undefined || field.trim() === '' ? Number.NaN : Number(field);
}

/** Parses the data set's CSV (`csv-parse`, as the CLI's import); every problem names its line. */
export function parseCities(csv: string): City[] {
  const rows: { line: number; fields: string[] }[] = [];
  parse(csv, {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    // No field of the data set spans lines, so csv-parse's line counter is the record's line.
    on_record: (fields: string[], { lines }) => {
      rows.push({ line: lines, fields });
      return null;
    },
  });
  const [header, ...records] = rows;
  if (header?.fields.join(',') !== COLUMNS.join(',')) {
    throw new Error(`unexpected cities CSV header: ${header?.fields.join(',')}`);
  }
  return records.map(({ line, fields }) => {
    const [name, nameAscii, code, , lat, lng, population, timezone] = fields;
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
      fields.length === COLUMNS.length &&
      province !== undefined &&
      city.name !== '' &&
      Number.isFinite(city.lat) &&
      Number.isFinite(city.lng) &&
      Number.isInteger(city.population) &&
      city.timezone !== '';
    if (!valid) throw new Error(`invalid cities CSV record on line ${line}: ${fields.join(',')}`);
    return city;
  });
}
