import type { Selectable } from 'kysely';
import { adminLawyerRowSchema } from '@cld/contract/admin';
import type { AdminLawyer, AdminLawyerRow, ExportLawyer } from '@cld/contract/admin';
import type { Lawyer } from '@cld/contract/lawyers';
import type { ProvinceCode } from '@cld/reference/provinces';
import type { MyProfile } from '@cld/contract/my-profile';
import type { LawyersTable } from '@cld/db/schema';
import type { RegulatorSlug } from '@cld/reference/regulators';
import {
  ACCEPTING_CLIENTS_VALID_DAYS,
  type FeeOffer,
  type FundingOption,
  type MeetingMode,
} from '@cld/reference/practice-details';
import { publicResponsiveness } from '../reviews/responsiveness.ts';

/**
 * The one row → response mapping of a lawyer (issue 18). Every view starts from the profile the
 * lawyer filled in (`profileOf`); the public lawyer adds the standing the directory shows (reviews,
 * responsiveness, the verification badge); the owner's view is the public lawyer plus the owner's
 * verification record; the administrator's is the profile plus the owner, visibility and the whole
 * verification record. Pure: the callers read the rows (city and practice-area names included).
 */

type Timestamp = Date | string;

/** An optional timestamp as ISO text. */
export const iso = (value: Timestamp | null) =>
  value === null ? null : new Date(value).toISOString();

/** A lawyer's columns as a statement selects them (timestamps may also come as text). */
type Columns<K extends keyof LawyersTable> = {
  [C in K]: Selectable<LawyersTable>[C] extends Date
    ? Timestamp
    : Selectable<LawyersTable>[C] extends Date | null
      ? Timestamp | null
      : Selectable<LawyersTable>[C];
};

/** The columns of the profile form, as every view shows them; the city and the names resolved. */
export type ProfileRow = Columns<
  | 'id'
  | 'name'
  | 'firm_name'
  | 'practice_areas'
  | 'province'
  | 'address'
  | 'postal_code'
  | 'phone'
  | 'website'
  | 'linkedin'
  | 'experience'
  | 'hourly_rate'
  | 'fee_structure'
  | 'bio'
  | 'bio_fr'
  | 'specializations'
  | 'languages'
  | 'location_text'
  | 'free_consultation_minutes'
  | 'flat_fees'
  | 'fee_offers'
  | 'funding'
  | 'meeting_modes'
  | 'step_free_access'
  | 'office_hours'
  | 'accepting_clients'
  | 'accepting_confirmed_at'
  | 'created_at'
  | 'updated_at'
> & {
  city: string;
  /** The practice areas' display names in the same order; empty when the taxonomy has none. */
  practice_area_names: string[];
};

/** The profile's fields of every view (the e-mail is not among them: who sees it differs). */
export function profileOf(row: ProfileRow) {
  const practiceAreas = row.practice_area_names.length
    ? row.practice_area_names
    : row.practice_areas;
  return {
    id: row.id,
    name: row.name,
    firmName: row.firm_name,
    practiceArea: practiceAreas[0] ?? '',
    practiceAreas,
    location: row.location_text ?? `${row.city}, ${row.province}`,
    city: row.city,
    province: row.province as ProvinceCode,
    address: row.address,
    postalCode: row.postal_code,
    phone: row.phone,
    website: row.website,
    linkedin: row.linkedin,
    experience: row.experience,
    hourlyRate: row.hourly_rate,
    feeStructure: row.fee_structure,
    bio: row.bio,
    bioFr: row.bio_fr,
    specializations: row.specializations,
    languages: row.languages,
    ...termsOf(row),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const DAY_MS = 86_400_000;

/** What the lawyer last said about new clients, with when; null when they never said. */
export function statedAcceptingClients(
  row: Pick<ProfileRow, 'accepting_clients' | 'accepting_confirmed_at'>,
): { accepting: boolean; confirmedAt: string } | null {
  if (row.accepting_clients === null || row.accepting_confirmed_at === null) return null;
  return {
    accepting: row.accepting_clients,
    confirmedAt: new Date(row.accepting_confirmed_at).toISOString(),
  };
}

/**
 * The statement as the pages show it: null once `ACCEPTING_CLIENTS_VALID_DAYS` have passed since
 * the lawyer confirmed it (the search's `acceptingClients` filter uses the same window).
 */
export function currentAcceptingClients(
  row: Pick<ProfileRow, 'accepting_clients' | 'accepting_confirmed_at'>,
  now = Date.now(),
): { accepting: boolean; confirmedAt: string } | null {
  const stated = statedAcceptingClients(row);
  if (!stated) return null;
  const age = now - Date.parse(stated.confirmedAt);
  return age <= ACCEPTING_CLIENTS_VALID_DAYS * DAY_MS ? stated : null;
}

/** Cost, funding, how and when (issue 20), as the lawyer stated them. */
export function termsOf(row: ProfileRow) {
  return {
    freeConsultationMinutes: row.free_consultation_minutes,
    flatFees: row.flat_fees,
    feeOffers: row.fee_offers as FeeOffer[],
    funding: row.funding as FundingOption[],
    meetingModes: row.meeting_modes as MeetingMode[],
    stepFreeAccess: row.step_free_access,
    officeHours: row.office_hours,
    acceptingClients: currentAcceptingClients(row),
  };
}

export type VerificationRow = Columns<
  'is_verified' | 'is_demo' | 'licence_number' | 'regulator' | 'verified_at'
>;

/**
 * What was checked, with whom and when: shown only for a verified profile (DESIGN §5.2); a demo
 * lawyer's says it is the demo's (decision 019).
 */
export function verificationOf(row: VerificationRow): Lawyer['verification'] {
  if (!row.is_verified || !row.regulator || !row.verified_at) return null;
  return {
    regulator: row.regulator as RegulatorSlug,
    verifiedAt: new Date(row.verified_at).toISOString(),
    licenceNumber: row.licence_number,
    demo: row.is_demo,
  };
}

/** A register listing's columns (migration 0135); a `date` may come back as a Date or as text. */
export type ListingRow = Columns<
  'register_status' | 'claimed_at' | 'regulator' | 'licence_number'
> & {
  register_date: string | Date | null;
};

/** `YYYY-MM-DD` of a `date` column (pg gives a Date at local midnight, PGlite may give text). */
function dateText(value: string | Date): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** Where a register listing comes from (issue 39); undefined for a profile a lawyer created. */
export function listingOf(
  row: ListingRow & Pick<ProfileRow, 'bio' | 'bio_fr'> & { is_demo: boolean },
): Lawyer['listing'] {
  if (!row.register_status || !row.register_date || !row.regulator || !row.licence_number) {
    return undefined;
  }
  const claimed = row.claimed_at !== null;
  return {
    source: 'register',
    regulator: row.regulator as RegulatorSlug,
    registerDate: dateText(row.register_date),
    licenceNumber: row.licence_number,
    claimed,
    claimedAt: iso(row.claimed_at),
    completed: claimed && Boolean(row.bio?.trim() || row.bio_fr?.trim()),
    demo: row.is_demo,
  };
}

/**
 * What a listing not yet completed by its lawyer shows of the profile's practice: nothing. A
 * register holds no experience, fees, hours or meeting modes, and the page must not read the
 * stored placeholders as statements (DESIGN §8.6: every signal true).
 */
const REGISTER_ONLY_PRACTICE = {
  address: '',
  postalCode: null,
  website: null,
  linkedin: null,
  experience: 0,
  hourlyRate: 0,
  feeStructure: '',
  specializations: [],
  freeConsultationMinutes: null,
  flatFees: [],
  feeOffers: [],
  funding: [],
  meetingModes: [],
  stepFreeAccess: null,
  officeHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  acceptingClients: null,
} satisfies Partial<Lawyer>;

/** A lawyer as the directory shows them; `email` only when the row has it (signed-in viewers). */
export type PublicLawyerRow = ProfileRow &
  VerificationRow &
  Partial<ListingRow> &
  Columns<
    | 'photo'
    | 'rating'
    | 'review_count'
    | 'reply_median_seconds'
    | 'reply_within_day_share'
    | 'reply_sample'
  > & { email?: string };

export function toPublicLawyer(row: PublicLawyerRow): Lawyer {
  const listing = listingOf({
    register_status: row.register_status ?? null,
    register_date: row.register_date ?? null,
    claimed_at: row.claimed_at ?? null,
    regulator: row.regulator,
    licence_number: row.licence_number,
    bio: row.bio,
    bio_fr: row.bio_fr,
    is_demo: row.is_demo,
  });
  if (listing && !listing.completed) {
    // Only the register's data: no e-mail (the register's is for claim codes only), no standing.
    return {
      ...profileOf(row),
      ...REGISTER_ONLY_PRACTICE,
      photo: null,
      rating: 0,
      reviewCount: 0,
      responsiveness: null,
      isVerified: row.is_verified,
      verification: verificationOf(row),
      listing,
    };
  }
  return {
    ...profileOf(row),
    photo: row.photo,
    ...(row.email === undefined ? {} : { email: row.email }),
    rating: Number(row.rating),
    reviewCount: row.review_count,
    responsiveness: publicResponsiveness(row),
    isVerified: row.is_verified,
    verification: verificationOf(row),
    ...(listing ? { listing } : {}),
  };
}

/** The owner's own profile: the public lawyer, the e-mail and where the verification stands. */
export type OwnerLawyerRow = PublicLawyerRow &
  Columns<'email' | 'verification_status' | 'verification_requested_at' | 'rejection_reason'>;

export function toOwnerLawyer(row: OwnerLawyerRow): MyProfile {
  return {
    ...toPublicLawyer(row),
    email: row.email,
    licenceNumber: row.licence_number,
    regulator: row.regulator as RegulatorSlug | null,
    verificationStatus: row.verification_status,
    verificationRequestedAt: iso(row.verification_requested_at),
    rejectionReason: row.verification_status === 'rejected' ? row.rejection_reason : null,
    acceptingClientsStated: statedAcceptingClients(row),
  };
}

/** Everything an administrator sees: the profile, the owner, visibility and the verification record. */
export type AdminLawyerSource = ProfileRow &
  Columns<
    | 'owner_id'
    | 'email'
    | 'is_hidden'
    | 'hidden_reason'
    | 'verification_status'
    | 'licence_number'
    | 'regulator'
    | 'licence_class'
    | 'verification_notes'
    | 'rejection_reason'
    | 'verification_requested_at'
    | 'verified_at'
  > & { owner_email: string | null; verified_by_email: string | null };

export function toAdminLawyer(row: AdminLawyerSource): AdminLawyer {
  return {
    ...profileOf(row),
    ownerId: row.owner_id,
    ownerEmail: row.owner_email,
    email: row.email,
    isHidden: row.is_hidden,
    hiddenReason: row.hidden_reason,
    verificationStatus: row.verification_status,
    licenceNumber: row.licence_number,
    regulator: row.regulator as RegulatorSlug | null,
    licenceClass: row.licence_class as AdminLawyer['licenceClass'],
    verificationNotes: row.verification_notes,
    rejectionReason: row.rejection_reason,
    verificationRequestedAt: iso(row.verification_requested_at),
    verifiedAt: iso(row.verified_at),
    verifiedBy: row.verified_by_email,
    acceptingClientsStated: statedAcceptingClients(row),
  };
}

/** The fields of a row of the moderation list and of the verification queue, as the contract picks them. */
const ADMIN_ROW_FIELDS = Object.keys(adminLawyerRowSchema.shape) as (keyof AdminLawyerRow)[];

/** A row of the moderation list and of the verification queue. */
export function toAdminLawyerRow(row: AdminLawyerSource): AdminLawyerRow {
  const lawyer = toAdminLawyer(row);
  return Object.fromEntries(
    ADMIN_ROW_FIELDS.map((field) => [field, lawyer[field]]),
  ) as AdminLawyerRow;
}

/** The export: the administrator's view without the accounts' e-mails. */
export function toExportLawyer(row: AdminLawyerSource): ExportLawyer {
  const { ownerEmail: _owner, verifiedBy: _by, ...lawyer } = toAdminLawyer(row);
  return lawyer;
}
