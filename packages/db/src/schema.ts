import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Set by the database on insert (default or trigger); never written by the application. */
type DatabaseSet<T> = ColumnType<T, never, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database defaults (`now()`). */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** pg returns numeric as a string to keep its precision. */
type DefaultedNumeric = ColumnType<string, number | string | undefined, number | string>;

export type UserRole = 'client' | 'lawyer' | 'admin';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  role: Generated<UserRole>;
  is_premium: Generated<boolean>;
  /** The e-mail address is proven (migration 0125): kept equal to `email_verified_at is not null`. */
  is_verified: Generated<boolean>;
  /** When the address was proven (the mailed link, or Google's sign-in); null until then. */
  email_verified_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  provider: Generated<string>;
  provider_id: string | null;
  /** The language of the mail the account receives (migration 0110); set in the dashboard. */
  language: Generated<MailLanguage>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** The languages mail is written in. */
export type MailLanguage = 'en' | 'fr';

export interface SessionsTable {
  id: Generated<string>;
  user_id: number;
  created_at: DefaultedTimestamp;
  last_seen_at: DefaultedTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
}

export interface RateLimitCountersTable {
  /** SHA-256 (hex) of the limit's name and subject: counters never hold an address in clear. */
  key: string;
  /** When the subject's current window opened (its first attempt in it). */
  window_start: Timestamp;
  hits: number;
  expires_at: Timestamp;
}

export interface ProvincesTable {
  code: string;
  name: string;
  name_fr: string;
}

export interface CitiesTable {
  id: Generated<number>;
  name: string;
  name_ascii: string;
  province: string;
  lat: number;
  lng: number;
  population: number | null;
}

export interface PracticeAreasTable {
  slug: string;
  name: string;
  /** The area's bit in `lawyers.practice_area_mask`, assigned on insert by a trigger. */
  bit: Generated<number>;
}

export interface LawyersTable {
  id: Generated<number>;
  owner_id: number | null;
  name: string;
  firm_name: string | null;
  photo: string | null;
  /** Practice-area slugs, the primary first. */
  practice_areas: string[];
  city_id: number;
  province: string;
  address: string;
  /** The office's postal code, "A1A 1A1" (migration 0138); null when not given. */
  postal_code: ColumnType<string | null, string | null | undefined, string | null>;
  phone: string;
  email: string;
  website: string | null;
  linkedin: string | null;
  experience: number;
  hourly_rate: number;
  fee_structure: string;
  /** The bio in English; a check requires this or `bio_fr` (migration 0100). */
  bio: string | null;
  /** The bio in French, searched through the French dictionary. */
  bio_fr: string | null;
  specializations: string[];
  languages: string[];
  rating: DefaultedNumeric;
  review_count: Generated<number>;
  /** The Bayesian average "Top-rated" sorts by (modules/reviews/rating.ts); the prior mean without reviews. */
  rating_score: DefaultedNumeric;
  /** Responsiveness over the last 90 days (modules/reviews/responsiveness.ts); null below 3 requests. */
  reply_median_seconds: number | null;
  reply_within_day_share: number | null;
  reply_sample: Generated<number>;
  responsiveness_at: Timestamp | null;
  is_verified: Generated<boolean>;
  is_hidden: Generated<boolean>;
  /** A fictional lawyer of the demo directory (written by the demo seed only). */
  is_demo: Generated<boolean>;
  /** Kept equal to `is_verified` by a check constraint: `is_verified = (status = 'verified')`. */
  verification_status: Generated<VerificationStatus>;
  licence_number: string | null;
  /** A law society's slug (`@cld/reference/regulators`). */
  regulator: string | null;
  licence_class: string | null;
  verification_notes: string | null;
  rejection_reason: string | null;
  verification_requested_at: Timestamp | null;
  verified_at: Timestamp | null;
  verified_by: number | null;
  hidden_reason: string | null;
  /** Issue 20 (migration 0120): the "Location" as the lawyer typed it; null on older rows. */
  location_text: string | null;
  /** Minutes of the free first consultation; null: none offered. */
  free_consultation_minutes: number | null;
  /** Flat-fee services with their price or range (`FlatFee[]`), in the lawyer's words. */
  flat_fees: ColumnType<FlatFee[], string | undefined, string>;
  /** `FEE_OFFERS` slugs; `free-consultation` and `flat-fees` follow the two columns above (checked). */
  fee_offers: Generated<string[]>;
  /** `FUNDING_OPTIONS` slugs. */
  funding: Generated<string[]>;
  /** `MEETING_MODES` slugs, at least one. */
  meeting_modes: Generated<string[]>;
  /** Step-free entrance to the office; null: not stated. */
  step_free_access: boolean | null;
  /** The week's openings (`OfficeHours`); the spec's hours by default. */
  office_hours: ColumnType<OfficeHoursColumn, string | undefined, string>;
  /** Office hours past 18:00 or on a weekend: generated from `office_hours` (migration 0132). */
  open_evenings_or_weekends: DatabaseSet<boolean>;
  /** Whether the lawyer takes new clients, and when they last said so (both or neither). */
  accepting_clients: boolean | null;
  accepting_confirmed_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  /** A register listing's status as the register gave it (migration 0135); null: not imported. */
  register_status: ColumnType<
    RegisterStatus | null,
    RegisterStatus | null | undefined,
    RegisterStatus | null
  >;
  /** The date of the register the listing was last read from (`YYYY-MM-DD`), with the status. */
  register_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** The address the register publishes: only for sending a claim code, never shown. */
  register_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a proven claim made the register listing its lawyer's profile. */
  claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Maintained by the `lawyers_search_refresh` trigger. */
  name_folded: DatabaseSet<string>;
  firm_folded: DatabaseSet<string>;
  search_vector: DatabaseSet<string>;
  /** The bits of the lawyer's practice areas (a bigint, so a string), set by the same trigger. */
  practice_area_mask: DatabaseSet<string>;
}

export type VerificationStatus = 'unverified' | 'pending' | 'verified' | 'rejected';

/** A register's status of a person (migration 0135); only `practising` is listed. */
export type RegisterStatus = 'practising' | 'non-practising' | 'suspended' | 'revoked' | 'deceased';

/** One flat-fee service of `lawyers.flat_fees`: a price, or a range when `maxPrice` is set (dollars). */
export interface FlatFee {
  service: string;
  minPrice: number;
  maxPrice: number | null;
}

/** `lawyers.office_hours`: each weekday's openings, 24-hour "HH:MM" (none: closed). */
export type OfficeHoursColumn = Record<
  'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun',
  { opens: string; closes: string }[]
>;

/** A lawyer's photo, re-encoded (migration 0120); `lawyers.photo` is its public path. */
export interface LawyerPhotosTable {
  lawyer_id: number;
  /** 16 hex digits of the image's SHA-256: a new photo is a new address, cached for a year. */
  version: string;
  content_type: string;
  image: Uint8Array;
  width: number;
  height: number;
  created_at: DefaultedTimestamp;
}

/**
 * A reminder sent for one "accepting new clients" confirmation (migration 0122): at most one per
 * lawyer and `accepting_confirmed_at`.
 */
export interface AcceptingRemindersTable {
  lawyer_id: number;
  confirmed_at: Timestamp;
  sent_at: DefaultedTimestamp;
}

/**
 * Distinct folded firm names for the typo-tolerant firm search (migration 0030). Only the lawyers'
 * statement triggers write it; the search reads it through a trigram index.
 */
export interface LawyerFirmNamesTable {
  firm_folded: DatabaseSet<string>;
}

export interface ContactRequestsTable {
  id: Generated<number>;
  lawyer_id: number;
  name: string;
  email: string;
  phone: string;
  legal_issue: string;
  message: string;
  is_read: Generated<boolean>;
  replied_at: Timestamp | null;
  /** The first answer (a reply through the site, or marked answered); never moves once set. */
  answered_at: Timestamp | null;
  /** The lawyer marked it answered (by phone or their own e-mail) before any reply here. */
  answered_elsewhere: Generated<boolean>;
  /** Set by the retention job when it removed the sender's contact details. */
  anonymised_at: Timestamp | null;
  /** The language of the page it was sent from: the sender's later mail is in it (migration 0110). */
  locale: Generated<MailLanguage>;
  /** The account signed in when it was sent (migration 0126); null for a visitor. */
  sender_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: DefaultedTimestamp;
}

export interface ConsultationRequestsTable {
  id: Generated<number>;
  lawyer_id: number;
  name: string;
  email: string;
  phone: string;
  preferred_date: string;
  preferred_time: string;
  consultation_type: string;
  legal_issue: string;
  message: string;
  is_read: Generated<boolean>;
  replied_at: Timestamp | null;
  /** The first answer (a reply through the site, or marked answered); never moves once set. */
  answered_at: Timestamp | null;
  /** The lawyer marked it answered (by phone or their own e-mail) before any reply here. */
  answered_elsewhere: Generated<boolean>;
  /** Set by the retention job when it removed the sender's contact details. */
  anonymised_at: Timestamp | null;
  /** The language of the page it was sent from: the sender's later mail is in it (migration 0110). */
  locale: Generated<MailLanguage>;
  /** The account signed in when it was sent (migration 0126); null for a visitor. */
  sender_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: DefaultedTimestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  sender_id: number | null;
  recipient_id: number;
  lawyer_id: number;
  sender_name: string;
  sender_email: string;
  sender_phone: string | null;
  subject: string;
  message: string;
  is_read: Generated<boolean>;
  replied_at: Timestamp | null;
  /** Set by the retention job when it removed the sender's contact details. */
  anonymised_at: Timestamp | null;
  created_at: DefaultedTimestamp;
}

/** Answers exactly one of a stored message, a contact request or a consultation request. */
export interface MessageRepliesTable {
  id: Generated<number>;
  message_id: number | null;
  contact_request_id: number | null;
  consultation_request_id: number | null;
  sender_id: number;
  content: string;
  /** Written by the person who asked, from their space (migration 0126); else the lawyer's. */
  from_client: Generated<boolean>;
  created_at: DefaultedTimestamp;
}

/** A lawyer an account saved with the heart on a card or profile (migration 0126). */
export interface SavedLawyersTable {
  user_id: number;
  lawyer_id: number;
  created_at: DefaultedTimestamp;
}

export interface SiteContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  category: string;
  subject: string;
  message: string;
  /** When an administrator marked it answered: its retention period runs from then. */
  handled_at: Timestamp | null;
  anonymised_at: Timestamp | null;
  created_at: DefaultedTimestamp;
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'held';

export interface MailOutboxTable {
  /** bigint: pg returns it as a string. */
  id: DatabaseSet<string>;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: Generated<number>;
  /** When a pending mail is due; for a mail being sent, when its sender's lease ends. */
  next_attempt_at: DefaultedTimestamp;
  last_error: string | null;
  sent_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  /** A calendar attachment (`invite.ics`) sent with the text (migration 0124); null for most mail. */
  ics: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AnalyticsEventsTable {
  id: Generated<string>;
  name: string;
  category: string;
  lawyer_id: number | null;
  path: string | null;
  properties: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: DefaultedTimestamp;
}

export interface AuditLogTable {
  /** bigint: pg returns it as a string. */
  id: DatabaseSet<string>;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: DefaultedTimestamp;
}

/** A `date` column, read as text (`YYYY-MM-DD`) to stay clear of time zones. */
type DateText = ColumnType<string, string, string>;

export interface PrivacyIncidentsTable {
  id: Generated<number>;
  title: string;
  description: string;
  occurred_on: DateText;
  discovered_on: DateText;
  affected: string;
  affected_count: number | null;
  personal_information: string;
  risk_of_significant_harm: boolean;
  reported_to_regulator: boolean;
  reported_on: DateText | null;
  individuals_notified: boolean;
  measures: string | null;
  recorded_by: number | null;
  recorded_by_email: string | null;
  keep_until: DateText;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface ReviewInvitationsTable {
  /** bigint: pg returns it as a string. */
  id: DatabaseSet<string>;
  lawyer_id: number;
  contact_request_id: number | null;
  consultation_request_id: number | null;
  email: string;
  /** SHA-256 of the link's token, hex; the token itself is only in the e-mail. Null when withheld. */
  token_hash: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  /** `email` as the per-person rules compare it (`mailboxLimitKey`, migration 0133). */
  mailbox_key: string;
  /** Why no invitation was sent for this request (migration 0133); null when one was. */
  withheld_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export type ReviewStatus = 'published' | 'held' | 'hidden';

export interface ReviewsTable {
  id: DatabaseSet<string>;
  lawyer_id: number;
  invitation_id: string | null;
  rating: number;
  text: string;
  status: ReviewStatus;
  held_reasons: ColumnType<string[], string[] | undefined, string[]>;
  hidden_reason: string | null;
  moderated_by: number | null;
  moderated_at: Timestamp | null;
  reply: string | null;
  replied_at: Timestamp | null;
  report_count: Generated<number>;
  is_demo: Generated<boolean>;
  created_at: DefaultedTimestamp;
  /** Keyed hash of the sending network and the lawyer (migration 0133); emptied after the window. */
  client_address_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ReviewReportsTable {
  id: DatabaseSet<string>;
  review_id: string;
  reason: string;
  created_at: DefaultedTimestamp;
}

/** A third-party sign-in waiting for the account owner's confirmation by e-mail (issue 15). */
export interface AccountLinkRequestsTable {
  /** SHA-256 (hex) of the token in the e-mailed link. */
  token_hash: string;
  user_id: number;
  provider: string;
  provider_id: string;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
}

/** A third-party sign-in started and not yet back (migration 0131): its state works once. */
export interface OauthStatesTable {
  /** SHA-256 (hex) of the `state` sent to the provider. */
  state_hash: string;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
}

/** The stored answer of an inquiry POST sent with an `Idempotency-Key` (issue 15). */
export interface IdempotencyKeysTable {
  /** SHA-256 (hex) of the operation and the client's key. */
  key_hash: string;
  /** SHA-256 (hex) of the request body: the same key with another body is refused. */
  request_hash: string;
  /** Null while the first request is still being handled. */
  status_code: number | null;
  response: ColumnType<unknown, string | null, string | null> | null;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
}

/** A mailed link proving an address (migration 0125): the account's own, or a new one asked for. */
export interface EmailTokensTable {
  id: Generated<string>;
  user_id: number;
  purpose: 'verify' | 'change';
  email: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultedTimestamp;
}

/**
 * A mailed password-reset link (migration 0123, decision 036): only its token's SHA-256 is kept; it
 * works once and until `expires_at`.
 */
export interface PasswordResetTokensTable {
  id: Generated<string>;
  user_id: number;
  /** SHA-256 (hex) of the token in the e-mailed link. */
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultedTimestamp;
}

/** One range of a lawyer's consultation hours, "HH:MM" in their time zone (migration 0124). */
export interface BookingHoursRange {
  start: string;
  end: string;
}

/** A lawyer's consultation availability (migration 0124, decision 037), in their time zone. */
export interface BookingAvailabilityTable {
  lawyer_id: number;
  enabled: Generated<boolean>;
  /** Weekday (`mon`…`sun`) → its ranges, in order. */
  weekly_hours: ColumnType<Record<string, BookingHoursRange[]>, string, string>;
  slot_minutes: number;
  buffer_minutes: Generated<number>;
  /** ISO dates (YYYY-MM-DD) in the lawyer's zone. */
  days_off: ColumnType<string[], string[] | undefined, string[]>;
  meeting_modes: string[];
  horizon_days: number;
  min_notice_hours: number;
  updated_at: DefaultedTimestamp;
}

/** `held`: not confirmed yet, occupying its slot until `hold_expires_at` (0134). */
export type BookingStatusColumn = 'held' | 'booked' | 'cancelled';
export type BookingSideColumn = 'visitor' | 'lawyer';

/**
 * A booked consultation slot (migration 0124): at most one booked row per lawyer and start (a
 * unique index). Only the SHA-256 of each side's e-mailed link token is kept.
 */
export interface BookingsTable {
  id: Generated<number>;
  lawyer_id: number;
  user_id: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  meeting_mode: string;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  locale: ColumnType<MailLanguage, MailLanguage | undefined, MailLanguage>;
  /** The visitor's IANA zone as their browser gave it, for their e-mails' times. */
  visitor_time_zone: string | null;
  status: ColumnType<BookingStatusColumn, BookingStatusColumn | undefined, BookingStatusColumn>;
  /** The iCalendar SEQUENCE of the last invitation sent; +1 at each change. */
  sequence: Generated<number>;
  visitor_token_hash: string;
  lawyer_token_hash: string;
  cancelled_at: Timestamp | null;
  cancelled_by: BookingSideColumn | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  /** When who booked was replaced by the deleted-account placeholder (0127). */
  anonymised_at: Timestamp | null;
  /** When both sides' reminders were queued; cleared by a reschedule (0128). */
  reminder_sent_at: Timestamp | null;
  /** SHA-256 of the token in the visitor's reminder link, a second visitor link (0128). */
  reminder_token_hash: string | null;
  /** Until when a `held` booking keeps its slot unconfirmed (0134). */
  hold_expires_at: Timestamp | null;
  /** The e-mail's mailbox as the per-person limits count it (0134); null before 0134. */
  mailbox_key: string | null;
  /** HMAC of the lawyer and the booking client's address, while `held` (0134). */
  hold_address_hash: string | null;
}

/** A claim on a register listing, or a request to hide one (migration 0136); refused ones too. */
export interface ListingClaimsTable {
  id: Generated<number>;
  lawyer_id: number;
  user_id: number | null;
  purpose: 'claim' | 'removal';
  licence_number: string;
  method: 'email-code' | 'admin-review' | null;
  status: 'pending' | 'approved' | 'rejected' | 'refused' | 'expired';
  refusal: 'wrong-licence' | 'already-owned' | 'already-claimed' | 'has-profile' | null;
  /** SHA-256 (hex) of the mailed code; the code itself is only in the e-mail. */
  code_hash: string | null;
  code_expires_at: Timestamp | null;
  code_attempts: Generated<number>;
  explanation: string | null;
  locale: ColumnType<MailLanguage, MailLanguage | undefined, MailLanguage>;
  decided_by: number | null;
  decided_at: Timestamp | null;
  decision_note: string | null;
  created_at: DefaultedTimestamp;
}

/**
 * The directory's version (migration 0137): one row, raised by PostgreSQL in the same transaction as
 * every statement that changes `lawyers`. Written only by that trigger.
 */
export interface DirectoryVersionTable {
  only_row: ColumnType<boolean, never, never>;
  /** int8: read it as text (`version::text`), it can pass 2^53 in no lifetime but keeps its type. */
  version: ColumnType<string, never, never>;
}

export interface Database {
  directory_version: DirectoryVersionTable;
  listing_claims: ListingClaimsTable;
  booking_availability: BookingAvailabilityTable;
  bookings: BookingsTable;
  account_link_requests: AccountLinkRequestsTable;
  idempotency_keys: IdempotencyKeysTable;
  users: UsersTable;
  sessions: SessionsTable;
  rate_limit_counters: RateLimitCountersTable;
  provinces: ProvincesTable;
  cities: CitiesTable;
  practice_areas: PracticeAreasTable;
  lawyers: LawyersTable;
  lawyer_firm_names: LawyerFirmNamesTable;
  lawyer_photos: LawyerPhotosTable;
  accepting_reminders: AcceptingRemindersTable;
  contact_requests: ContactRequestsTable;
  consultation_requests: ConsultationRequestsTable;
  messages: MessagesTable;
  message_replies: MessageRepliesTable;
  saved_lawyers: SavedLawyersTable;
  site_contact_messages: SiteContactMessagesTable;
  analytics_events: AnalyticsEventsTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  privacy_incidents: PrivacyIncidentsTable;
  review_invitations: ReviewInvitationsTable;
  reviews: ReviewsTable;
  review_reports: ReviewReportsTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_tokens: EmailTokensTable;
  oauth_states: OauthStatesTable;
}

export type LawyerRow = Selectable<LawyersTable>;
export type NewLawyer = Insertable<LawyersTable>;
export type NewCity = Insertable<CitiesTable>;
