import type { Kysely } from 'kysely';
import { canonicalLanguage } from '@cld/reference/languages';
import { findPracticeArea } from '@cld/content/practice-areas';
import type { Inquiry } from '@cld/contract/inquiries';
import { IDENTITY_FIELDS } from '@cld/contract/my-profile';
import type { IdentityField, MyProfile } from '@cld/contract/my-profile';
import type { LawyerProfile } from '@cld/validation/lawyer-profile';
import type { Database } from '@cld/db/schema';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';
import type { AppErrorIssue } from '../../errors.ts';
import { listInbox } from '../inquiries/service.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { REGULATOR_MESSAGE } from '@cld/validation/licence';
import { toOwnerLawyer } from '../lawyers/lawyer-mapper.ts';
import {
  lockIdentityOfOwner,
  findCityId,
  findProfileOfOwner,
  insertProfile,
  queueVerificationOfOwner,
  updateProfileOfOwner,
} from './queries.ts';
import type { ProfileValues } from './queries.ts';

/** The table's limit for links; the form allows longer URLs than a profile may store. */
const MAX_LINK_LENGTH = 500;

/** The form's names (practice area, city) as the table's keys; a 400 naming the field otherwise. */
export async function resolveProfileValues({
  db,
  profile,
}: {
  db: Kysely<Database>;
  profile: LawyerProfile;
}): Promise<ProfileValues> {
  const issues: AppErrorIssue[] = [];
  const area = findPracticeArea(profile.practiceArea);
  if (!area) issues.push({ path: ['practiceArea'], message: 'Please select a practice area' });
  const others = profile.otherPracticeAreas.map((name) => findPracticeArea(name));
  others.forEach((other, index) => {
    if (!other) {
      issues.push({
        path: ['otherPracticeAreas', index],
        message: 'Please select a practice area',
      });
    }
  });
  const cityId = await findCityId({ db, city: profile.city, province: profile.province });
  if (cityId === undefined) {
    issues.push({ path: ['city'], message: 'Please select a city of the chosen province' });
  }
  for (const field of ['website', 'linkedin'] as const) {
    if ((profile[field]?.length ?? 0) > MAX_LINK_LENGTH) {
      issues.push({ path: [field], message: `Addresses of at most ${MAX_LINK_LENGTH} characters` });
    }
  }
  if (!area || cityId === undefined || issues.length) {
    throw new AppError('bad_request', 'Invalid profile', { issues });
  }
  return {
    name: profile.name,
    firmName: profile.firmName ?? null,
    email: profile.email,
    phone: profile.phone,
    practiceAreaSlug: area.slug,
    otherPracticeAreaSlugs: [
      ...new Set(
        others.flatMap((other) => (other && other.slug !== area.slug ? [other.slug] : [])),
      ),
    ],
    cityId,
    location: profile.location,
    province: profile.province,
    address: profile.address,
    postalCode: profile.postalCode ?? null,
    experience: profile.experience,
    hourlyRate: profile.hourlyRate,
    bio: profile.bio ?? null,
    bioFr: profile.bioFr ?? null,
    specializations: profile.specializations,
    languages: [...new Set(profile.languages.map(canonicalLanguage))],
    feeStructure: profile.feeStructure,
    website: profile.website ?? null,
    linkedin: profile.linkedin ?? null,
    licenceNumber: profile.licenceNumber ?? null,
    regulator: profile.regulator ?? null,
    freeConsultationMinutes: profile.freeConsultationMinutes ?? null,
    flatFees: profile.flatFees,
    statedFeeOffers: profile.feeOffers,
    funding: profile.funding,
    meetingModes: profile.meetingModes,
    stepFreeAccess: profile.stepFreeAccess ?? null,
    officeHours: profile.officeHours,
    acceptingClients: profile.acceptingClients ?? null,
  };
}

export async function showMyProfile({
  db,
  ownerId,
}: {
  db: Kysely<Database>;
  ownerId: number;
}): Promise<MyProfile> {
  const record = await findProfileOfOwner({ db, ownerId });
  if (!record) throw new AppError('not_found', 'You have no lawyer profile yet');
  return toOwnerLawyer(record);
}

/** An owner's profile as their form sends it, to create or to save. */
interface OwnerProfileWrite {
  db: Kysely<Database>;
  ownerId: number;
  profile: LawyerProfile;
}

/** Creates the profile of `ownerId`, inside the caller's transaction when one is given. */
export async function createProfileFor({ db, ownerId, profile }: OwnerProfileWrite): Promise<void> {
  const values = await resolveProfileValues({ db, profile });
  try {
    await insertProfile({ db, ownerId, values });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', 'You already have a lawyer profile', { cause: error });
    }
    throw error;
  }
}

export async function createMyProfile({
  db,
  ownerId,
  profile,
}: OwnerProfileWrite): Promise<MyProfile> {
  await createProfileFor({ db, ownerId, profile });
  return showMyProfile({ db, ownerId });
}

type IdentityRow = NonNullable<Awaited<ReturnType<typeof lockIdentityOfOwner>>>;

/** The identity fields the form changes, with their stored and new values. */
export function identityChanges(
  before: IdentityRow,
  values: ProfileValues,
): Partial<Record<IdentityField, { before: string | null; after: string | null }>> {
  const pairs: Record<IdentityField, [string | null, string | null]> = {
    name: [before.name, values.name],
    licenceNumber: [before.licence_number, values.licenceNumber],
    regulator: [before.regulator, values.regulator],
    province: [before.province, values.province],
    firmName: [before.firm_name, values.firmName],
  };
  const normal = (value: string | null) => value?.trim().normalize('NFC') || null;
  return Object.fromEntries(
    IDENTITY_FIELDS.filter((field) => normal(pairs[field][0]) !== normal(pairs[field][1])).map(
      (field) => [field, { before: pairs[field][0], after: pairs[field][1] }],
    ),
  );
}

/**
 * Saves the owner's profile. A verification covers the identity it checked (issue 15): when a
 * verified or pending profile changes its name, licence number, regulator, province or firm, the
 * badge goes at once and the profile returns to the administrators' queue (`pending`; `unverified`
 * if the licence was removed), in the same transaction as an audit entry naming the changes.
 */
export async function updateMyProfile({
  db,
  ownerId,
  profile,
}: OwnerProfileWrite): Promise<MyProfile> {
  const values = await resolveProfileValues({ db, profile });
  return db.transaction().execute(async (trx) => {
    const before = await lockIdentityOfOwner({ db: trx, ownerId });
    if (!before) throw new AppError('not_found', 'You have no lawyer profile yet');
    const changes = identityChanges(before, values);
    const checked =
      before.verification_status === 'verified' || before.verification_status === 'pending';
    const reverify =
      checked && Object.keys(changes).length
        ? values.licenceNumber && values.regulator
          ? 'pending'
          : 'unverified'
        : undefined;
    await updateProfileOfOwner({ db: trx, ownerId, values, reverify });
    if (reverify) {
      await recordAudit({
        db: trx,
        actorId: ownerId,
        action: 'lawyer.reverify',
        target: { type: 'lawyer', id: before.id },
        details: {
          changes,
          verificationStatus: { before: before.verification_status, after: reverify },
        },
      });
    }
    return showMyProfile({ db: trx, ownerId });
  });
}

/**
 * The lawyer asks to be verified: the licence number and regulator must be on the profile (400
 * naming them), and a pending or verified profile cannot ask again (409); a rejected one may.
 */
export async function requestMyVerification({
  db,
  ownerId,
}: {
  db: Kysely<Database>;
  ownerId: number;
}): Promise<MyProfile> {
  const current = await showMyProfile({ db, ownerId });
  const issues: AppErrorIssue[] = [];
  if (!current.licenceNumber) {
    issues.push({ path: ['licenceNumber'], message: 'Licence number is required' });
  }
  if (!current.regulator) issues.push({ path: ['regulator'], message: REGULATOR_MESSAGE });
  if (issues.length) {
    throw new AppError('bad_request', 'Add your licence number and law society first', { issues });
  }
  if (current.verificationStatus === 'pending' || current.verificationStatus === 'verified') {
    throw new AppError(
      'conflict',
      current.verificationStatus === 'pending'
        ? 'Your verification request is already waiting'
        : 'Your profile is already verified',
    );
  }
  if (!(await queueVerificationOfOwner({ db, ownerId }))) {
    throw new AppError('conflict', 'Your verification request is already waiting');
  }
  return showMyProfile({ db, ownerId });
}

/** The lawyer's inbox, both kinds of request (the inquiries module owns their shape). */
export async function listMyContactRequests({
  db,
  ownerId,
}: {
  db: Kysely<Database>;
  ownerId: number;
}): Promise<Inquiry[]> {
  return listInbox({ db, ownerId });
}
