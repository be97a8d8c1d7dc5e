import type { DemoLawyer } from '@cld/content/demo-directory.types';
import { PRACTICE_AREAS } from '@cld/content/practice-areas';
import { PROVINCES } from '@cld/content/provinces';
import { DEFAULT_MAIL_CONFIG, DEFAULT_REVIEWS_CONFIG, type Config } from '../config.ts';
import type { DirectoryData, SeedCity } from '../db/seed.ts';

export function buildConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: '/nonexistent',
    pgliteDir: '/nonexistent/pglite',
    logLevel: 'silent',
    demoLawyers: 0,
    demoSeed: 1,
    seedOnEmpty: false,
    trustProxy: false,
    nodeEnv: 'test',
    directoryResponseValidation: true,
    preparedStatements: true,
    sessionSecret: 'test-session-secret-of-at-least-32-characters',
    publicOrigin: 'http://localhost:3000',
    google: undefined,
    mail: DEFAULT_MAIL_CONFIG,
    retentionWorker: false,
    reviews: DEFAULT_REVIEWS_CONFIG,
    ...overrides,
  };
}

export function buildCity(
  overrides: Partial<SeedCity> & Pick<SeedCity, 'name' | 'province'>,
): SeedCity {
  return {
    nameAscii: overrides.name.normalize('NFD').replace(/\p{M}/gu, ''),
    lat: 45,
    lng: -75,
    population: 1000,
    ...overrides,
  };
}

let sequence = 0;

export function buildLawyer(overrides: Partial<DemoLawyer> = {}): DemoLawyer {
  sequence += 1;
  return {
    name: `Test Lawyer ${sequence}`,
    firmName: null,
    practiceAreas: ['civil-litigation'],
    city: 'Toronto',
    province: 'ON',
    address: `${sequence} Example Street`,
    postalCode: 'M5V 2T6',
    phone: '4165550100',
    email: `lawyer${sequence}@example.com`,
    website: null,
    linkedin: null,
    experience: 3,
    hourlyRate: 250,
    feeStructure: 'Hourly',
    bio: 'Represents clients in court and at mediation.',
    bioFr: null,
    specializations: ['Mediation'],
    languages: ['English'],
    rating: 0,
    reviewCount: 0,
    isVerified: false,
    ...overrides,
  };
}

export const TEST_CITIES: SeedCity[] = [
  buildCity({ name: 'Toronto', province: 'ON' }),
  buildCity({ name: 'Ottawa', province: 'ON' }),
  buildCity({ name: 'Montréal', province: 'QC' }),
  buildCity({ name: 'Québec', province: 'QC' }),
  buildCity({ name: 'Vancouver', province: 'BC' }),
  buildCity({ name: 'Calgary', province: 'AB' }),
];

/** The real provinces and taxonomy with a few cities and the given lawyers. */
export function buildDirectoryData(
  lawyers: DemoLawyer[],
  cities: SeedCity[] = TEST_CITIES,
): DirectoryData {
  return { provinces: PROVINCES, practiceAreas: PRACTICE_AREAS, cities, lawyers };
}
