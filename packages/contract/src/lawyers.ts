import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  LAWYER_SORTS,
  MAX_COMPARED_LAWYERS,
  MAX_EXPERIENCE_FILTER,
  MAX_FILTER_LENGTH,
  MAX_LANGUAGE_FILTERS,
  MAX_LANGUAGE_LENGTH,
  MAX_LAWYER_PAGE_SIZE,
  MAX_PRACTICE_AREA_FILTERS,
  MAX_SEARCH_LENGTH,
} from '@cld/reference/lawyer-search';
import { MAX_PAGE } from '@cld/reference/paging';
import {
  FEE_OFFERS,
  FUNDING_OPTIONS,
  MAX_RADIUS_KM,
  MEETING_MODES,
  WEEKDAYS,
} from '@cld/reference/practice-details';
import { PROVINCE_CODES } from '@cld/reference/provinces';
import {
  SEARCH_FILTERS,
  type FlagFilterParam,
  type ListFilterParam,
  type ListFilterValues,
} from '@cld/reference/search-filters';
import { REGULATOR_SLUGS } from '@cld/reference/regulators';
import { msg } from '@cld/validation/messages';
import { errorSchema } from './errors.ts';
import { pageShape } from './paging.ts';
import { optionalQueryText, queryDecimal, queryInt, queryList } from './query-params.ts';

const c = initContract();

/** A yes/no filter: `true` keeps the lawyers for whom it holds; `false` is the unticked box. */
const flagParam = z
  .enum(['true', 'false'], { error: msg('boolean.text') })
  .transform((value) => value === 'true')
  .optional();

/** A list filter: the values it ticks, every one of which a lawyer must state. */
const listParam = <V extends string>(values: readonly V[]) =>
  queryList(z.enum(values as [V, ...V[]]), values.length).optional();

/**
 * The practice-detail filters' parameters, one per entry of `@cld/reference/search-filters` (issue
 * 35): `offers=free-consultation,sliding-scale`, `funding=legal-aid`, `meeting=video`,
 * `eveningsWeekends=true`, `stepFree=true`, `acceptingClients=true` (confirmed within 90 days).
 */
const searchFilterShape = Object.fromEntries(
  SEARCH_FILTERS.map((filter) => [
    filter.param,
    filter.kind === 'flag' ? flagParam : listParam(filter.options.map((o) => o.value)),
  ]),
) as unknown as { [P in ListFilterParam]: ReturnType<typeof listParam<ListFilterValues[P]>> } & {
  [P in FlagFilterParam]: typeof flagParam;
};

/** Extra counts a search may ask for (`facets=languages,practiceAreas`). */
export const LAWYER_FACETS = ['languages', 'practiceAreas'] as const;

export const provinceCodeSchema = z.enum(PROVINCE_CODES);

/** Where a lawyer practises: the public profile's and the administrators' fields. */
export const lawyerPlaceShape = {
  /** The location as the lawyer typed it; "City, PROVINCE" for profiles from before it was kept. */
  location: z.string(),
  city: z.string(),
  province: provinceCodeSchema,
  address: z.string(),
  /** The office's postal code as Canada Post writes it ("H2Y 1C6"); null when not given. */
  postalCode: z.string().nullable(),
};

/** A lawyer's experience, fees, bios and lists: the public profile's and the administrators'. */
export const lawyerPracticeShape = {
  experience: z.number().int().min(0),
  hourlyRate: z.number().int().min(0),
  feeStructure: z.string(),
  /**
   * The bio in English and in French, as the lawyer wrote them: at least one is present; a page
   * shows its own language's and says when it shows the other (DESIGN §7.6).
   */
  bio: z.string().nullable(),
  bioFr: z.string().nullable(),
  specializations: z.array(z.string()),
  languages: z.array(z.string()),
};

const openingsSchema = z.array(z.object({ opens: z.string(), closes: z.string() }));

/**
 * What a lawyer states about cost, funding and how and when they meet (issue 20): the public
 * profile's, the owner's and the administrators' fields. Each is the lawyer's own statement.
 */
export const lawyerTermsShape = {
  /** Minutes of a free first consultation; null: none offered. */
  freeConsultationMinutes: z.number().int().positive().nullable(),
  /** Flat-fee services, each a price or a range (`maxPrice`), in whole dollars. */
  flatFees: z.array(
    z.object({
      service: z.string(),
      minPrice: z.number().int().min(0),
      maxPrice: z.number().int().min(0).nullable(),
    }),
  ),
  /** Every offer that applies, `free-consultation` and `flat-fees` included when they do. */
  feeOffers: z.array(z.enum(FEE_OFFERS)),
  /** Funding accepted; `legal-aid` is the plan of the lawyer's province (`@cld/content/legal-aid`). */
  funding: z.array(z.enum(FUNDING_OPTIONS)),
  meetingModes: z.array(z.enum(MEETING_MODES)),
  /** Step-free entrance to the office; null: not stated. */
  stepFreeAccess: z.boolean().nullable(),
  /** Each weekday's openings ("HH:MM", 24-hour, the office's local time); none: closed. */
  officeHours: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, openingsSchema])) as Record<
      (typeof WEEKDAYS)[number],
      typeof openingsSchema
    >,
  ),
  /**
   * Whether the lawyer takes new clients and when they last confirmed it; null when not stated or
   * last confirmed more than `ACCEPTING_CLIENTS_VALID_DAYS` ago (it lapses to "not stated").
   */
  acceptingClients: z.object({ accepting: z.boolean(), confirmedAt: z.string() }).nullable(),
};

/** A register listing's provenance (issue 39, DESIGN §8.6). */
export const registerListingSchema = z.object({
  source: z.literal('register'),
  /** The regulator whose register it came from (`@cld/reference/regulators` has its lookup page). */
  regulator: z.enum(REGULATOR_SLUGS),
  /** The register's date the listing was last read from (`YYYY-MM-DD`). */
  registerDate: z.string(),
  /** The licence or member number the register gives. */
  licenceNumber: z.string(),
  /** The lawyer proved it is theirs and it is now their own profile. */
  claimed: z.boolean(),
  /** When the claim was approved (null while unclaimed). */
  claimedAt: z.string().nullable(),
  /**
   * The lawyer claimed it and wrote their profile (a bio): until then the page shows only the
   * register's data, claimed or not.
   */
  completed: z.boolean(),
  /**
   * A fictional entry of the demo directory, imported from the demo's own register file in the
   * regulator's format (decision 019): the page says it is fictional, not the regulator's.
   */
  demo: z.boolean(),
});
export type RegisterListing = z.infer<typeof registerListingSchema>;

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
  ...lawyerPlaceShape,
  phone: z.string(),
  email: z.string().optional(),
  website: z.string().nullable(),
  linkedin: z.string().nullable(),
  ...lawyerPracticeShape,
  ...lawyerTermsShape,
  /**
   * Kilometres from the search's centre to the lawyer's city (great-circle distance between the
   * reference coordinates): present on search results when the search has a centre.
   */
  distanceKm: z.number().min(0).optional(),
  /**
   * The next time the lawyer can be booked online (issue 37), as the profile's slot picker offers
   * it: present on search results, on the profile and in a comparison; null when they take no
   * bookings online or
   * have no open time within their horizon. `text` is the office's day and time with its zone named
   * as people say it ("Tue, Dec 8, 9:00 a.m. Central Time (Winnipeg)"), in each language.
   */
  nextSlot: z
    .object({ startsAt: z.string(), text: z.object({ en: z.string(), fr: z.string() }) })
    .nullable()
    .optional(),
  /** The mean of the published reviews (0 without any); shown only from MIN_REVIEWS_FOR_RATING. */
  rating: z.number(),
  /** How many published reviews there are. */
  reviewCount: z.number().int().min(0),
  /** Measured from request and answer timestamps; null below MIN_REQUESTS_FOR_RESPONSIVENESS. */
  responsiveness: z
    .object({
      medianReplySeconds: z.number().int().min(0).nullable(),
      withinDayShare: z.number().min(0).max(1),
      requestCount: z.number().int().min(0),
    })
    .nullable(),
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
  /**
   * Where the listing comes from when a regulator's public register made it (issue 39): absent on
   * profiles lawyers created. Until `completed`, it holds only the register's data: the experience,
   * fees, hours, reviews, responsiveness and meeting modes above are empty and must not be shown; an
   * unclaimed one is contacted only as the register allows and offers "Is this you?".
   */
  listing: registerListingSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lawyer = z.infer<typeof lawyerSchema>;

export const lawyerSearchQuerySchema = z.object({
  /** Practice-area names or slugs; a lawyer matches when they practise any of them. */
  practiceAreas: queryList(z.string().max(MAX_FILTER_LENGTH), MAX_PRACTICE_AREA_FILTERS).optional(),
  /** Free-text place: matches a city or a province (code or name), accents and case ignored. */
  location: optionalQueryText(MAX_FILTER_LENGTH),
  city: optionalQueryText(MAX_FILTER_LENGTH),
  province: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toUpperCase()) : v),
    provinceCodeSchema.optional(),
  ),
  search: optionalQueryText(MAX_SEARCH_LENGTH),
  /** Languages the lawyer speaks (any of them), case ignored: `languages=French`. */
  languages: queryList(z.string().max(MAX_LANGUAGE_LENGTH), MAX_LANGUAGE_FILTERS).optional(),
  /** Minimum years of experience. */
  experience: queryInt(0, MAX_EXPERIENCE_FILTER).optional(),
  /** `true`: only lawyers whose licence an administrator verified. */
  verified: z
    .enum(['true', 'false'], { error: msg('boolean.text') })
    .transform((value) => value === 'true')
    .optional(),
  /**
   * The centre of a distance search: a city ("Laval", "Laval, QC", accents and case ignored), or
   * `lat` and `lng` (a "near me" position, rounded by the page; never stored or logged). With a
   * centre, the search keeps lawyers within `radius` km and each result says its `distanceKm`.
   * `near` and `lat`/`lng` together, one of `lat`/`lng` alone, an unknown city, and `radius` or
   * `sort=distance` without a centre answer 400 naming the parameter. An explicit `near` wins over
   * a place read from the `search` text.
   */
  near: optionalQueryText(MAX_FILTER_LENGTH),
  lat: queryDecimal(-90, 90).optional(),
  lng: queryDecimal(-180, 180).optional(),
  /** Kilometres from the centre (default `DEFAULT_RADIUS_KM`); needs `near` or `lat`/`lng`. */
  radius: queryInt(1, MAX_RADIUS_KM).optional(),
  ...searchFilterShape,
  page: queryInt(1, MAX_PAGE).optional(),
  pageSize: queryInt(1, MAX_LAWYER_PAGE_SIZE).optional(),
  sort: z.enum(LAWYER_SORTS).optional(),
  /**
   * Extra counts to return with the page: `facets=languages` adds `facets.languages`, the number of
   * lawyers speaking each language under the other active filters, and `facets=practiceAreas` adds
   * `facets.practiceAreas`, the number practising each area under them (the browse page's checkboxes).
   */
  facets: queryList(
    z.enum(LAWYER_FACETS, { error: 'Must be languages or practiceAreas' }),
    LAWYER_FACETS.length,
  ).optional(),
});
export type LawyerSearchQuery = z.infer<typeof lawyerSearchQuerySchema>;

/** The words of the query that produced a part of the interpretation (drop them to "remove" it). */
const matchedWords = z.array(z.string());

/**
 * How the API read the `search` text: the practice areas, place and languages it understood (each
 * with the query words that produced it), the remaining free text and the filler words it dropped.
 * Parts the request already set explicitly (`practiceAreas=`, `city=`, `province=`, `languages=`)
 * win over words in the query and are not repeated here.
 */
export const searchInterpretationSchema = z.object({
  /** The text as received (trimmed). */
  query: z.string(),
  practiceAreas: z.array(z.object({ slug: z.string(), name: z.string(), matched: matchedWords })),
  city: z
    .object({ name: z.string(), province: provinceCodeSchema, matched: matchedWords })
    .nullable(),
  province: z
    .object({ code: provinceCodeSchema, name: z.string(), matched: matchedWords })
    .nullable(),
  languages: z.array(z.object({ name: z.string(), matched: matchedWords })),
  /**
   * Practice details the words named (`@cld/reference/search-filters`): "free consultation" is
   * `{ param: 'offers', value: 'free-consultation' }`, « en soirée » `{ param: 'eveningsWeekends',
   * value: 'true' }`. Each became the filter of that parameter, as if the request had set it.
   */
  details: z.array(
    z.object({
      param: z.enum(
        SEARCH_FILTERS.map((filter) => filter.param) as [FlagFilterParam | ListFilterParam],
      ),
      value: z.string(),
      matched: matchedWords,
    }),
  ),
  /** What is left after the understood parts and filler: searched over names, firms and bios. */
  freeText: z.string().nullable(),
  /** Filler words that were dropped ("lawyer", "in", "avocat", "à"…). */
  ignored: z.array(z.string()),
});
export type SearchInterpretation = z.infer<typeof searchInterpretationSchema>;

export const SEARCH_SUGGESTION_KINDS = [
  /** The same practice area (and language) in the whole province of the requested city. */
  'province',
  /** The same search in a nearby city, nearest first (distance from the reference coordinates). */
  'nearby-city',
  /** The search without its free text (only the understood practice area, place and language). */
  'without-text',
  /** The search without the language. */
  'without-language',
  /** The search without the place (the whole country). */
  'without-place',
  /** The search without the practice area. */
  'without-practice-area',
  /** The same search within twice the radius (`label.radiusKm`) of the same centre. */
  'wider-radius',
  /** The search without its fee, funding, meeting, accepting-clients and step-free filters. */
  'without-details',
] as const;
export type SearchSuggestionKind = (typeof SEARCH_SUGGESTION_KINDS)[number];

/** A nearby search that has results, offered when a search finds nothing (never a dead end). */
export const searchSuggestionSchema = z.object({
  kind: z.enum(SEARCH_SUGGESTION_KINDS),
  /**
   * What the suggestion changes, for the web's message catalogue: the city or province name, the
   * distance in km for a nearby city, the dropped text or language.
   */
  label: z.object({
    city: z.string().optional(),
    province: z.string().optional(),
    distanceKm: z.number().int().min(0).optional(),
    /** The wider radius a `wider-radius` suggestion searches, in km. */
    radiusKm: z.number().int().positive().optional(),
    practiceArea: z.string().optional(),
    language: z.string().optional(),
    text: z.string().optional(),
  }),
  /** The query parameters of the suggested search (`GET /api/lawyers` and the browse page's URL). */
  params: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  /** How many lawyers that search finds (always > 0). */
  total: z.number().int().min(1),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const lawyerSearchResultSchema = z.object({
  lawyers: z.array(lawyerSchema),
  ...pageShape,
  /** How the `search` text was understood; null when there was no `search` text. */
  interpretation: searchInterpretationSchema.nullable().optional(),
  /** Searches that do find lawyers, with their counts: non-empty only when `total` is 0. */
  suggestions: z.array(searchSuggestionSchema).optional(),
  /**
   * Where distances are measured from, when the search has a centre: a city of the reference data,
   * or the visitor's rounded position (`name` null), with the radius used.
   */
  centre: z
    .object({
      name: z.string().nullable(),
      province: provinceCodeSchema.nullable(),
      lat: z.number(),
      lng: z.number(),
      radiusKm: z.number().int().positive(),
    })
    .nullable()
    .optional(),
  /** Present when the request asked for facets: each one asked for, by name. */
  facets: z
    .object({
      languages: z.array(z.object({ name: z.string(), count: z.number().int().min(0) })).optional(),
      practiceAreas: z
        .array(z.object({ name: z.string(), count: z.number().int().min(0) }))
        .optional(),
    })
    .optional(),
});
export type LawyerSearchResult = z.infer<typeof lawyerSearchResultSchema>;

/**
 * `GET /api/lawyers/compare`: up to three lawyers by id, with the place distances are measured from
 * (`near`, or `lat` and `lng`, as a search takes them).
 */
export const compareLawyersQuerySchema = z.object({
  ids: queryList(
    z.string().regex(/^[1-9]\d{0,9}$/, msg('number.whole')),
    MAX_COMPARED_LAWYERS,
  ).pipe(z.array(z.string()).min(1)),
  near: optionalQueryText(MAX_FILTER_LENGTH),
  lat: queryDecimal(-90, 90).optional(),
  lng: queryDecimal(-180, 180).optional(),
});
export type CompareLawyersQuery = z.infer<typeof compareLawyersQuerySchema>;

export const compareLawyersResultSchema = z.object({
  /** In the order asked; unknown and hidden lawyers left out. Each has its `nextSlot`. */
  lawyers: z.array(lawyerSchema),
  /** Where `distanceKm` is measured from, when a place was given. */
  centre: lawyerSearchResultSchema.shape.centre,
});
export type CompareLawyersResult = z.infer<typeof compareLawyersResultSchema>;

/** The most nearby cities `GET /api/lawyers/nearby-cities` lists. */
export const MAX_NEARBY_CITIES = 12;

/** Another reference city near a landing page's city, with its visible lawyers. */
export const nearbyCitySchema = z.object({
  name: z.string(),
  province: provinceCodeSchema,
  /** Great-circle km between the two cities' reference coordinates, one decimal. */
  distanceKm: z.number().min(0),
  lawyerCount: z.number().int().positive(),
});
export type NearbyCity = z.infer<typeof nearbyCitySchema>;

export const nearbyCitiesQuerySchema = z.object({
  /** A city of the reference data, accents and case ignored. */
  city: z.string().trim().min(1).max(MAX_FILTER_LENGTH),
  /** Its province, when the name is shared (several provinces have a Richmond). */
  province: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toUpperCase()) : v),
    provinceCodeSchema.optional(),
  ),
  /** How many cities (default 6). */
  limit: queryInt(1, MAX_NEARBY_CITIES).optional(),
});
export type NearbyCitiesQuery = z.infer<typeof nearbyCitiesQuerySchema>;

export const lawyersContract = c.router({
  search: {
    method: 'GET',
    path: '/api/lawyers',
    query: lawyerSearchQuerySchema,
    responses: { 200: lawyerSearchResultSchema, 400: errorSchema },
    summary: 'Search the directory: filters, full-text search, sort and paging on the server',
  },
  nearbyCities: {
    method: 'GET',
    path: '/api/lawyers/nearby-cities',
    query: nearbyCitiesQuerySchema,
    responses: { 200: z.array(nearbyCitySchema), 400: errorSchema, 404: errorSchema },
    summary:
      'The nearest other reference cities with visible lawyers (within 150 km), nearest first; 404 naming `city` for an unknown city',
  },
  compare: {
    method: 'GET',
    path: '/api/lawyers/compare',
    query: compareLawyersQuerySchema,
    responses: { 200: compareLawyersResultSchema, 400: errorSchema },
    summary:
      'Up to three lawyers side by side (the compare view), each with its next open slot and, with `near` or `lat`/`lng`, its distance; unknown or hidden ids are left out',
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
