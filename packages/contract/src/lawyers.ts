import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { REGULATOR_SLUGS } from '@cld/validation/licence';
import { errorSchema } from './errors.ts';
import { optionalQueryText, queryInt, queryList } from './query-params.ts';

const c = initContract();

export const PROVINCE_CODES = [
  'ON',
  'QC',
  'BC',
  'AB',
  'MB',
  'SK',
  'NS',
  'NB',
  'NL',
  'PE',
  'NT',
  'YT',
  'NU',
] as const;
export const provinceCodeSchema = z.enum(PROVINCE_CODES);
export type ProvinceCode = z.infer<typeof provinceCodeSchema>;

export const LAWYER_SORTS = ['relevance', 'rating', 'experience', 'name'] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;

/** A lawyer as the public sees it. `email` is present only for signed-in viewers. */
export const lawyerSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  firmName: z.string().nullable(),
  photo: z.string().nullable(),
  /** Primary practice area (display name from the taxonomy). */
  practiceArea: z.string(),
  /** Every practice area of the lawyer, the primary first (display names). */
  practiceAreas: z.array(z.string()),
  /** "City, PROVINCE" as shown on cards. */
  location: z.string(),
  city: z.string(),
  province: provinceCodeSchema,
  address: z.string(),
  phone: z.string(),
  email: z.string().optional(),
  website: z.string().nullable(),
  linkedin: z.string().nullable(),
  experience: z.number().int().min(0),
  hourlyRate: z.number().int().min(0),
  feeStructure: z.string(),
  bio: z.string(),
  specializations: z.array(z.string()),
  languages: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number().int().min(0),
  isVerified: z.boolean(),
  /**
   * Who checked the licence and when (DESIGN §5.2): present exactly when `isVerified`. The
   * regulator is a law society's slug (`@cld/content/law-societies` has its name and lookup page).
   */
  verification: z
    .object({
      regulator: z.enum(REGULATOR_SLUGS),
      verifiedAt: z.string(),
      /** The licence number the administrator checked (null on profiles verified before it was kept). */
      licenceNumber: z.string().nullable(),
      /** A fictional lawyer of the demo directory, "verified" by the demo's administrator (decision 019). */
      demo: z.boolean(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lawyer = z.infer<typeof lawyerSchema>;

export const lawyerSearchQuerySchema = z.object({
  /** Practice-area names or slugs; a lawyer matches when they practise any of them. */
  practiceAreas: queryList(z.string().max(100), 20).optional(),
  /** Free-text place: matches a city or a province (code or name), accents and case ignored. */
  location: optionalQueryText(100),
  city: optionalQueryText(100),
  province: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toUpperCase()) : v),
    provinceCodeSchema.optional(),
  ),
  search: optionalQueryText(200),
  /** Languages the lawyer speaks (any of them), case ignored: `languages=French`. */
  languages: queryList(z.string().max(50), 10).optional(),
  /** Minimum years of experience. */
  experience: queryInt(0, 80).optional(),
  /** `true`: only lawyers whose licence an administrator verified. */
  verified: z
    .enum(['true', 'false'], { error: 'Must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  page: queryInt(1, 100_000).optional(),
  pageSize: queryInt(1, MAX_PAGE_SIZE).optional(),
  sort: z.enum(LAWYER_SORTS).optional(),
});
export type LawyerSearchQuery = z.infer<typeof lawyerSearchQuerySchema>;

export const lawyerSearchResultSchema = z.object({
  lawyers: z.array(lawyerSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type LawyerSearchResult = z.infer<typeof lawyerSearchResultSchema>;

export const lawyersContract = c.router({
  search: {
    method: 'GET',
    path: '/api/lawyers',
    query: lawyerSearchQuerySchema,
    responses: { 200: lawyerSearchResultSchema, 400: errorSchema },
    summary: 'Search the directory: filters, full-text search, sort and paging on the server',
  },
  getById: {
    method: 'GET',
    path: '/api/lawyers/:id',
    // Any text: the API answers 404 for ids that are not positive 32-bit integers.
    pathParams: z.object({ id: z.string() }),
    responses: { 200: lawyerSchema, 404: errorSchema },
    summary: 'One lawyer; 404 for an unknown or malformed id',
  },
});
