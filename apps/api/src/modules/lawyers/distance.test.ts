import { describe, expect, it } from 'vitest';
import type { DirectoryReference, ReferenceCity } from './directory-reference.ts';
import {
  chooseNearbyCities,
  citiesWithin,
  distanceKm,
  findCityNamed,
  roundKm,
} from './distance.ts';

/** Reference coordinates as packages/content/data/canada-cities.csv has them. */
const CITIES: ReferenceCity[] = [
  ['Toronto', 'ON', 43.7417, -79.3733, 5429524],
  ['Montréal', 'QC', 45.5089, -73.5617, 3519595],
  ['Ottawa', 'ON', 45.4247, -75.695, 989567],
  ['Laval', 'QC', 45.5833, -73.75, 422993],
  ['Vancouver', 'BC', 49.25, -123.1, 2264823],
  ['Trois-Rivières', 'QC', 46.35, -72.55, 134413],
  ['Richmond', 'BC', 49.1667, -123.1333, 198309],
  ['Richmond', 'QC', 45.6667, -72.15, 3232],
  ['Saint-Jérôme', 'QC', 45.7833, -74, 69598],
  ['Sault Ste. Marie', 'ON', 46.5333, -84.35, 73368],
  ["St. John's", 'NL', 47.4817, -52.7971, 108860],
  ['Saint John', 'NB', 45.2806, -66.0761, 69895],
  ['Halifax', 'NS', 44.6475, -63.5906, 403131],
  ['Bedford', 'QC', 45.1167, -72.9833, 2540],
  ['Quebec City', 'QC', 46.8139, -71.2081, 705103],
].map(([name, province, lat, lng, population], i) => ({
  id: i + 1,
  name: name as string,
  name_folded: (name as string).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
  province: province as string,
  lat: lat as number,
  lng: lng as number,
  population: population as number,
}));
const city = (name: string, province?: string) =>
  CITIES.find((c) => c.name === name && (!province || c.province === province))!;

const PROVINCE_NAMES: Record<string, string> = {
  QC: 'quebec',
  ON: 'ontario',
  BC: 'british columbia',
  NS: 'nova scotia',
};
/** As `@cld/content/former-municipalities` gives them, folded. */
const FORMER: [string, string, string][] = [
  ['north york', 'Toronto', 'ON'],
  ['bedford', 'Halifax', 'NS'],
  ['dartmouth', 'Halifax', 'NS'],
  ['richmond', 'Ottawa', 'ON'],
];
const reference = {
  cities: CITIES,
  cityAliases: [
    ...FORMER.map(([name_folded, name, province]) => ({
      name_folded,
      city: city(name, province),
      former: true,
    })),
    // As `@cld/content/city-names.fr` gives them, folded.
    { name_folded: 'quebec', city: city('Quebec City'), former: false },
  ],
  provinceCodes: (value: string, folded: string) =>
    Object.entries(PROVINCE_NAMES)
      .filter(([code, name]) => code === value.toUpperCase() || name === folded)
      .map(([code]) => code),
} as unknown as DirectoryReference;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const named = (text: string, province?: string) =>
  findCityNamed({ reference, text, folded: fold(text), province })?.name;

describe('distanceKm', () => {
  it('gives the known distances between Canadian cities', () => {
    // Montréal–Laval ≈ 15 km, Toronto–Ottawa ≈ 350 km (issue 20's pairs), by air.
    const montrealLaval = distanceKm(city('Montréal'), city('Laval'));
    expect(montrealLaval).toBeGreaterThanOrEqual(8);
    expect(montrealLaval).toBeLessThanOrEqual(20);
    const torontoOttawa = distanceKm(city('Toronto'), city('Ottawa'));
    expect(torontoOttawa).toBeGreaterThanOrEqual(340);
    expect(torontoOttawa).toBeLessThanOrEqual(365);
    expect(distanceKm(city('Toronto'), city('Montréal'))).toBeGreaterThan(480);
    expect(distanceKm(city('Toronto'), city('Montréal'))).toBeLessThan(520);
    expect(distanceKm(city('Toronto'), city('Vancouver'))).toBeGreaterThan(3300);
  });

  it('is zero for one point and symmetric', () => {
    expect(distanceKm(city('Toronto'), city('Toronto'))).toBe(0);
    expect(distanceKm(city('Laval'), city('Ottawa'))).toBeCloseTo(
      distanceKm(city('Ottawa'), city('Laval')),
      9,
    );
  });

  it('stays finite at the poles and across the antimeridian', () => {
    expect(distanceKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(20015, -1);
    expect(distanceKm({ lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 })).toBeLessThan(23);
  });
});

describe('roundKm', () => {
  it('keeps one decimal', () => {
    expect(roundKm(16.849)).toBe(16.8);
    expect(roundKm(0.04)).toBe(0);
  });
});

describe('citiesWithin', () => {
  it('finds the cities within the radius, nearest first, the centre city first', () => {
    const within = citiesWithin(CITIES, city('Montréal'), 25);
    expect(within.map((c) => CITIES[c.id - 1]!.name)).toEqual(['Montréal', 'Laval']);
    expect(within[0]!.km).toBe(0);
  });

  it('keeps the edge of the great circle, not the bounding box', () => {
    const km = distanceKm(city('Montréal'), city('Ottawa'));
    expect(citiesWithin(CITIES, city('Montréal'), Math.floor(km)).map((c) => c.id)).not.toContain(
      city('Ottawa').id,
    );
    expect(citiesWithin(CITIES, city('Montréal'), Math.ceil(km)).map((c) => c.id)).toContain(
      city('Ottawa').id,
    );
  });

  it('takes a position between cities and far from any', () => {
    expect(citiesWithin(CITIES, { lat: 45.55, lng: -73.7 }, 15).map((c) => c.id)).toEqual([
      city('Laval').id,
      city('Montréal').id,
    ]);
    expect(citiesWithin(CITIES, { lat: 89.9, lng: 10 }, 100)).toEqual([]);
  });
});

describe('findCityNamed', () => {
  it('reads a city however it is typed', () => {
    expect(named('Laval')).toBe('Laval');
    expect(named('laval')).toBe('Laval');
    expect(named('Laval, QC')).toBe('Laval');
    expect(named('laval qc')).toBe('Laval');
    expect(named('Laval, Québec')).toBe('Laval');
    expect(named('MONTREAL')).toBe('Montréal');
    expect(named('trois rivieres')).toBe('Trois-Rivières');
    expect(named('Trois-Rivières, Quebec')).toBe('Trois-Rivières');
  });

  it('reads "St" and "Ste" as "Saint" and "Sainte", as registers and people write them', () => {
    expect(named('St-Jérôme')).toBe('Saint-Jérôme');
    expect(named('st jerome, qc')).toBe('Saint-Jérôme');
    expect(named('Sault Sainte Marie')).toBe('Sault Ste. Marie');
    expect(named('sault ste-marie')).toBe('Sault Ste. Marie');
    expect(named("Saint John's")).toBe("St. John's");
    expect(named('St John')).toBe('Saint John');
    // "St" only as a word: no city is made of it inside another.
    expect(named('Stjerome')).toBeUndefined();
  });

  it('picks the province named, else the most populous', () => {
    expect(findCityNamed({ reference, text: 'Richmond', folded: 'richmond' })?.province).toBe('BC');
    expect(
      findCityNamed({ reference, text: 'Richmond, QC', folded: 'richmond, qc' })?.province,
    ).toBe('QC');
    expect(
      findCityNamed({ reference, text: 'Richmond', folded: 'richmond', province: 'QC' })?.province,
    ).toBe('QC');
  });

  it('reads a city by its French name, as a French register writes it', () => {
    expect(named('Québec', 'QC')).toBe('Quebec City');
    expect(named('Québec, QC')).toBe('Quebec City');
    expect(named('Quebec City')).toBe('Quebec City');
    expect(named('Québec', 'ON')).toBeUndefined();
  });

  it('reads a former municipality as the city it is part of today', () => {
    expect(named('North York')).toBe('Toronto');
    expect(named('north-york, ON')).toBe('Toronto');
    expect(named('Dartmouth, Nova Scotia')).toBe('Halifax');
    expect(named('Dartmouth', 'NS')).toBe('Halifax');
    expect(named('North York', 'QC')).toBeUndefined();
    expect(named('North York, QC')).toBeUndefined();
  });

  it('tries the cities of today first: a former name never hides a city of its province', () => {
    // Bedford is a town in Québec and a former town of Halifax: each in its own province.
    expect(
      findCityNamed({ reference, text: 'Bedford', folded: 'bedford', province: 'QC' })?.name,
    ).toBe('Bedford');
    expect(
      findCityNamed({ reference, text: 'Bedford', folded: 'bedford', province: 'NS' })?.name,
    ).toBe('Halifax');
    expect(named('Bedford, NS')).toBe('Halifax');
    // Without a province, a city of that name today wins over a former one elsewhere.
    expect(named('Bedford')).toBe('Bedford');
    expect(named('Richmond', 'ON')).toBe('Ottawa');
    expect(named('Richmond')).toBe('Richmond');
  });

  it('finds nothing for a place that is not a reference city', () => {
    expect(named('Atlantis')).toBeUndefined();
    expect(named('Laval, ON')).toBeUndefined();
    expect(named('Laval', 'ON')).toBeUndefined();
    expect(named('qc')).toBeUndefined();
  });
});

describe('chooseNearbyCities', () => {
  it('lists a big city a little further before villages next door, nearest first', () => {
    const candidates = [
      { id: 1, km: 7.1 }, // Rosemère, 3 lawyers
      { id: 2, km: 9.3 }, // Bois-des-Filion, 5
      { id: 3, km: 16.8 }, // Montréal, 900
      { id: 4, km: 12 }, // nobody
      { id: 5, km: 20 }, // Longueuil, 120
    ];
    const lawyers = new Map([
      [1, 3],
      [2, 5],
      [3, 900],
      [5, 120],
    ]);
    expect(chooseNearbyCities(candidates, lawyers, 2).map(({ id }) => id)).toEqual([3, 5]);
    expect(chooseNearbyCities(candidates, lawyers, 3).map(({ id }) => id)).toEqual([1, 3, 5]);
    expect(chooseNearbyCities(candidates, lawyers, 10).map(({ id }) => id)).toEqual([1, 2, 3, 5]);
  });
});
