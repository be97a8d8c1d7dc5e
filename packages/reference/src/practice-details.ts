/**
 * What a lawyer states about cost, funding and how and when they meet (issue 20), as fixed
 * vocabularies: the database's checks, the contract, the profile form, the browse filters and the
 * CSV import all use these slugs; the words people read are in each app's message catalogue, in
 * English and in French.
 */

/**
 * Ways of paying a lawyer states, each a filter on browse (a lawyer matches when they offer every
 * ticked one). `free-consultation` and `flat-fees` follow from the details (a length, a price list);
 * the other three are stated as they are.
 */
export const FEE_OFFERS = [
  'free-consultation',
  'flat-fees',
  'limited-scope',
  'sliding-scale',
  'payment-plans',
] as const;
export type FeeOffer = (typeof FEE_OFFERS)[number];

/** The offers a lawyer ticks as they are (the other two follow from their details). */
export const STATED_FEE_OFFERS = ['limited-scope', 'sliding-scale', 'payment-plans'] as const;
export type StatedFeeOffer = (typeof STATED_FEE_OFFERS)[number];

/**
 * Funding a lawyer accepts. `legal-aid` is the legal-aid plan of the lawyer's province (its name per
 * province is in `@cld/content/legal-aid`: Legal Aid Ontario certificates, Quebec's aide juridique
 * mandates…); `pro-bono` a pro bono program; `contingency` a fee paid from what the case wins.
 */
export const FUNDING_OPTIONS = ['legal-aid', 'pro-bono', 'contingency'] as const;
export type FundingOption = (typeof FUNDING_OPTIONS)[number];

/** How a lawyer meets clients. */
export const MEETING_MODES = ['in-person', 'video', 'phone'] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];

/** The week as office hours list it, Monday first (Canadian usage in both languages). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening of a day, 24-hour "HH:MM" local time of the office; `opens` before `closes`. */
export interface OpeningHours {
  opens: string;
  closes: string;
}

/** A week of office hours: each day's openings (none: closed that day). */
export type OfficeHours = Record<Weekday, OpeningHours[]>;

/** The spec's hours (§2), the default of a new profile: weekdays 9–18, Saturday 9–17, Sunday closed. */
export const DEFAULT_OFFICE_HOURS: OfficeHours = {
  mon: [{ opens: '09:00', closes: '18:00' }],
  tue: [{ opens: '09:00', closes: '18:00' }],
  wed: [{ opens: '09:00', closes: '18:00' }],
  thu: [{ opens: '09:00', closes: '18:00' }],
  fri: [{ opens: '09:00', closes: '18:00' }],
  sat: [{ opens: '09:00', closes: '17:00' }],
  sun: [],
};

/** Openings per day a profile may list (a lunch break makes two). */
export const MAX_OPENINGS_PER_DAY = 2;

/** The radii the browse and landing pages offer, in km. */
export const DISTANCE_RADII_KM = [10, 25, 50, 100] as const;
/** The largest radius a search may ask for, in km. */
export const MAX_RADIUS_KM = 500;
/** The radius when a search gives a centre but no radius, in km. */
export const DEFAULT_RADIUS_KM = 25;
/** Decimals a "near me" position keeps (2: about 1 km), so no exact position is ever sent. */
export const NEAR_ME_DECIMALS = 2;

/** A free first consultation's length, in minutes. */
export const MIN_FREE_CONSULTATION_MINUTES = 10;
export const MAX_FREE_CONSULTATION_MINUTES = 240;

/** Flat-fee services a profile may list, and the highest price of one, in dollars. */
export const MAX_FLAT_FEES = 12;
export const MAX_FLAT_FEE_PRICE = 1_000_000;
export const MAX_FLAT_FEE_SERVICE_LENGTH = 120;

/** Practice areas a profile may have besides its primary one. */
export const MAX_OTHER_PRACTICE_AREAS = 4;

/** "Accepting new clients" is shown for this many days after the lawyer last confirmed it. */
export const ACCEPTING_CLIENTS_VALID_DAYS = 90;
/** The reminder to reconfirm goes this many days before it lapses. */
export const ACCEPTING_CLIENTS_REMINDER_DAYS = 7;

/** A photo upload: the largest file accepted and the formats (re-encoded to WebP). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Every stored photo is this square, in pixels (the pages reserve its size: no layout shift). */
export const PHOTO_SIZE = 400;
