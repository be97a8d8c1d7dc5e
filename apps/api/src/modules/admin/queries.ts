import type { Language } from '@cld/contract/languages';
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { VerificationStatus } from '@cld/contract/my-profile';
import type { Incident } from '@cld/validation/admin';
import type { Database, SiteContactMessagesTable } from '@cld/db/schema';
import {
  columnsOf,
  practiceAreaNames,
  PROFILE_COLUMNS,
  verificationResetColumns,
} from '../my-profile/queries.ts';
import type { ProfileValues } from '../my-profile/queries.ts';
import { pageWithTotal } from '../../db/page-with-total.ts';

/** One row of the administration's tables: the database and the row's id. */
export interface RecordRef {
  db: Kysely<Database>;
  id: number;
}

/** A change an administrator makes to one row, recorded in the audit log as theirs. */
export interface AdminChange extends RecordRef {
  actorId: number;
}

/** Everything an administrator sees of a lawyer, hidden or not, in one row. */
function adminLawyerQuery(db: Kysely<Database>) {
  return db
    .selectFrom('lawyers as l')
    .innerJoin('cities as c', 'c.id', 'l.city_id')
    .leftJoin('users as o', 'o.id', 'l.owner_id')
    .leftJoin('users as v', 'v.id', 'l.verified_by')
    .select([
      ...PROFILE_COLUMNS,
      'l.owner_id',
      'o.email as owner_email',
      'l.is_hidden',
      'l.hidden_reason',
      'l.verification_status',
      'l.licence_number',
      'l.regulator',
      'l.licence_class',
      'l.verification_notes',
      'l.rejection_reason',
      'l.verification_requested_at',
      'l.verified_at',
      'v.email as verified_by_email',
    ])
    .select(practiceAreaNames());
}

export type AdminLawyerRecord = NonNullable<Awaited<ReturnType<typeof findAdminLawyer>>>;

export async function findAdminLawyer({ db, id }: { db: Kysely<Database>; id: number }) {
  return adminLawyerQuery(db).where('l.id', '=', id).executeTakeFirst();
}

export interface AdminLawyerFilters {
  search?: string | undefined;
  visibility?: 'all' | 'visible' | 'hidden';
  verification?: VerificationStatus | undefined;
}

/** The moderation list and the verification queue: filters, then a page and the total. */
export async function listAdminLawyers({
  db,
  filters,
  order,
  page,
  pageSize,
}: {
  db: Kysely<Database>;
  filters: AdminLawyerFilters;
  order: 'queue' | 'recent' | 'name';
  page: number;
  pageSize: number;
}): Promise<{ lawyers: AdminLawyerRecord[]; total: number }> {
  let query = adminLawyerQuery(db);
  let count = db.selectFrom('lawyers as l');
  const apply = <Q extends typeof count | typeof query>(q: Q): Q => {
    let result = q as typeof count;
    if (filters.visibility === 'visible') result = result.where('l.is_hidden', '=', false);
    if (filters.visibility === 'hidden') result = result.where('l.is_hidden', '=', true);
    if (filters.verification) {
      result = result.where('l.verification_status', '=', filters.verification);
    }
    if (filters.search) {
      const needle = `%${filters.search.replace(/[\\%_]/g, '\\$&')}%`;
      result = result.where((eb) =>
        eb.or([
          eb('l.name', 'ilike', needle),
          eb('l.firm_name', 'ilike', needle),
          eb('l.email', 'ilike', needle),
        ]),
      );
    }
    return result as Q;
  };
  query = apply(query);
  count = apply(count);
  const ordered =
    order === 'queue'
      ? query.orderBy('l.verification_requested_at', 'asc').orderBy('l.id', 'asc')
      : order === 'recent'
        ? query.orderBy('l.updated_at', 'desc').orderBy('l.id', 'desc')
        : query.orderBy('l.name', 'asc').orderBy('l.id', 'asc');
  const { rows: lawyers, total } = await pageWithTotal({ rows: ordered, count, page, pageSize });
  return { lawyers, total };
}

/** Every lawyer after `afterId` in id order (keyset paging: each page is one index range scan). */
export async function exportAdminLawyers({
  db,
  afterId,
  limit,
}: {
  db: Kysely<Database>;
  afterId: number;
  limit: number;
}) {
  const [lawyers, total] = await Promise.all([
    adminLawyerQuery(db).where('l.id', '>', afterId).orderBy('l.id').limit(limit).execute(),
    db
      .selectFrom('lawyers')
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { lawyers, total: total.total };
}

/** Locks a lawyer's row for the rest of the transaction; false when there is no such lawyer. */
export async function lockLawyerRow({ db, id }: { db: Kysely<Database>; id: number }) {
  const locked = await db
    .selectFrom('lawyers')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return locked !== undefined;
}

export async function markLawyerVerified({
  db,
  id,
  licence,
  actorId,
  checkedOn,
}: AdminChange & {
  licence: {
    licenceNumber: string;
    regulator: string;
    licenceClass: string;
    notes: string | null;
  };
  /** The day the licence was checked, when that was before it is recorded (the demo seed). */
  checkedOn?: Date | undefined;
}) {
  await db
    .updateTable('lawyers')
    .set({
      verification_status: 'verified',
      is_verified: true,
      licence_number: licence.licenceNumber,
      regulator: licence.regulator,
      licence_class: licence.licenceClass,
      verification_notes: licence.notes,
      rejection_reason: null,
      verified_at: checkedOn ?? sql<Date>`now()`,
      verified_by: actorId,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function markLawyerRejected({
  db,
  id,
  reason,
  notes,
}: RecordRef & {
  reason: string;
  notes: string | null;
}) {
  await db
    .updateTable('lawyers')
    .set({
      verification_status: 'rejected',
      is_verified: false,
      rejection_reason: reason,
      verification_notes: notes,
      verified_at: null,
      verified_by: null,
      licence_class: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Writes a profile as the lawyer's own form would (a changed licence resets the verification). */
export async function updateLawyerProfile({
  db,
  id,
  values,
}: RecordRef & {
  values: ProfileValues;
}) {
  await db
    .updateTable('lawyers')
    .set({
      ...verificationResetColumns(values),
      ...columnsOf(values, 'unless-unchanged'),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function setLawyerVisibility({
  db,
  id,
  hidden,
  reason,
}: RecordRef & {
  hidden: boolean;
  reason: string | null;
}) {
  await db
    .updateTable('lawyers')
    .set({ is_hidden: hidden, hidden_reason: hidden ? reason : null, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/**
 * Adds unowned profiles in one statement; a verified one is verified by the importing actor. A
 * statement about new clients keeps the date it was confirmed on when the import gives one.
 */
export async function insertLawyers({
  db,
  lawyers,
  actorId,
}: {
  db: Kysely<Database>;
  lawyers: {
    values: ProfileValues;
    verified: boolean;
    isDemo?: boolean | undefined;
    acceptingConfirmedAt?: string | undefined;
  }[];
  actorId: number;
}): Promise<number[]> {
  const rows = await db
    .insertInto('lawyers')
    .values(
      lawyers.map(({ values, verified, isDemo, acceptingConfirmedAt }) => ({
        ...columnsOf(values),
        ...(acceptingConfirmedAt !== undefined && values.acceptingClients !== null
          ? { accepting_confirmed_at: new Date(acceptingConfirmedAt) }
          : {}),
        owner_id: null,
        is_demo: isDemo === true,
        is_verified: verified,
        verification_status: verified ? ('verified' as const) : ('unverified' as const),
        verified_at: verified ? new Date() : null,
        verified_by: verified ? actorId : null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The dashboard's counts, in one round trip. */
export async function countForStats({ db }: { db: Kysely<Database> }) {
  const { rows } = await sql<{
    total: number;
    hidden: number;
    verified: number;
    pending: number;
    clients: number;
    lawyers: number;
    admins: number;
    requests: number;
    unhandled: number;
    mail_pending: number;
    mail_held: number;
    mail_failed: number;
    incidents: number;
  }>`
    select
      (select count(*)::int from lawyers) as total,
      (select count(*)::int from lawyers where is_hidden) as hidden,
      (select count(*)::int from lawyers where is_verified) as verified,
      (select count(*)::int from lawyers where verification_status = 'pending') as pending,
      (select count(*)::int from users where role = 'client') as clients,
      (select count(*)::int from users where role = 'lawyer') as lawyers,
      (select count(*)::int from users where role = 'admin') as admins,
      (select count(*)::int from (
         select created_at from contact_requests where created_at > now() - interval '30 days'
         union all
         select created_at from consultation_requests where created_at > now() - interval '30 days'
         union all
         select created_at from messages where created_at > now() - interval '30 days'
       ) r) as requests,
      (select count(*)::int from site_contact_messages where handled_at is null) as unhandled,
      (select count(*)::int from mail_outbox where status in ('pending', 'sending')) as mail_pending,
      (select count(*)::int from mail_outbox where status = 'held') as mail_held,
      (select count(*)::int from mail_outbox where status = 'failed') as mail_failed,
      -- Open: a real risk of significant harm not yet both reported and notified (PIPEDA s. 10.1).
      (select count(*)::int from privacy_incidents
        where risk_of_significant_harm and not (reported_to_regulator and individuals_notified)
      ) as incidents
  `.execute(db);
  return rows[0]!;
}

const SITE_CONTACT_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'category',
  'subject',
  'message',
  'handled_at',
  'created_at',
] as const;

export type SiteContactRow = Pick<
  Selectable<SiteContactMessagesTable>,
  (typeof SITE_CONTACT_COLUMNS)[number]
>;

/** The site's contact messages, newest first, optionally only handled or unhandled ones. */
export async function findSiteContactMessages({
  db,
  handled,
  page,
  pageSize,
}: {
  db: Kysely<Database>;
  handled: boolean | undefined;
  page: number;
  pageSize: number;
}): Promise<{ rows: SiteContactRow[]; total: number }> {
  let query = db.selectFrom('site_contact_messages');
  if (handled === true) query = query.where('handled_at', 'is not', null);
  if (handled === false) query = query.where('handled_at', 'is', null);
  return pageWithTotal({
    rows: query.select(SITE_CONTACT_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    count: query,
    page,
    pageSize,
  });
}

/** Stamps a message handled the first time only (its retention period starts then). */
export async function markSiteContactMessageHandled({
  db,
  id,
}: RecordRef): Promise<SiteContactRow | undefined> {
  return db
    .updateTable('site_contact_messages')
    .set({ handled_at: sql<Date>`coalesce(handled_at, now())` })
    .where('id', '=', id)
    .returning(SITE_CONTACT_COLUMNS)
    .executeTakeFirst();
}

const dateText = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** Privacy incidents with their dates as `YYYY-MM-DD` text. */
function incidentQuery(db: Kysely<Database>) {
  return db
    .selectFrom('privacy_incidents')
    .select([
      'id',
      'title',
      'description',
      'affected',
      'affected_count',
      'personal_information',
      'risk_of_significant_harm',
      'reported_to_regulator',
      'individuals_notified',
      'measures',
      'recorded_by_email',
      'created_at',
      'updated_at',
    ])
    .select([
      dateText('occurred_on').as('occurred_on'),
      dateText('discovered_on').as('discovered_on'),
      sql<string | null>`to_char(reported_on, 'YYYY-MM-DD')`.as('reported_on'),
      dateText('keep_until').as('keep_until'),
    ]);
}

export type IncidentRow = Awaited<ReturnType<ReturnType<typeof incidentQuery>['execute']>>[number];

/** Every incident, the newest first. */
export async function listIncidentRows({ db }: { db: Kysely<Database> }): Promise<IncidentRow[]> {
  return incidentQuery(db).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** One incident; `lock` holds its row until the transaction ends (an edit's "before"). */
export async function findIncident({
  db,
  id,
  lock = false,
}: RecordRef & {
  lock?: boolean;
}): Promise<IncidentRow | undefined> {
  const query = incidentQuery(db).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

function incidentColumns(incident: Incident) {
  return {
    title: incident.title,
    description: incident.description,
    occurred_on: incident.occurredOn,
    discovered_on: incident.discoveredOn,
    affected: incident.affected,
    affected_count: incident.affectedCount ?? null,
    personal_information: incident.personalInformation,
    risk_of_significant_harm: incident.riskOfSignificantHarm,
    reported_to_regulator: incident.reportedToRegulator,
    reported_on: incident.reportedOn ?? null,
    individuals_notified: incident.individualsNotified,
    measures: incident.measures ?? null,
  };
}

/** Records an incident kept `keepYears` from today, signed with the recording actor's address. */
export async function insertIncident({
  db,
  incident,
  actorId,
  keepYears,
}: {
  db: Kysely<Database>;
  incident: Incident;
  actorId: number;
  keepYears: number;
}): Promise<number> {
  const { id } = await db
    .insertInto('privacy_incidents')
    .values({
      ...incidentColumns(incident),
      recorded_by: actorId,
      recorded_by_email: sql<string>`(select email from users where id = ${actorId})`,
      keep_until: sql<string>`(current_date + make_interval(years => ${keepYears}))::date`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateIncidentRow({
  db,
  id,
  incident,
}: RecordRef & {
  incident: Incident;
}) {
  await db
    .updateTable('privacy_incidents')
    .set({ ...incidentColumns(incident), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Accounts whose address contains `email` (case-insensitive), with their lawyer profile if any. */
export async function searchUsersByEmail({ db, email }: { db: Kysely<Database>; email: string }) {
  const needle = `%${email.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .selectFrom('users as u')
    .leftJoin('lawyers as l', 'l.owner_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.role',
      'l.id as lawyer_id',
      'u.created_at',
    ])
    .where(sql<boolean>`lower(u.email) like ${needle}`)
    .orderBy('u.email')
    .limit(50)
    .execute();
}

/** The owner account's language for e-mails; English for a profile nobody owns. */
export async function ownerLanguage(db: Kysely<Database>, lawyerId: number): Promise<Language> {
  const row = await db
    .selectFrom('lawyers as l')
    .innerJoin('users as u', 'u.id', 'l.owner_id')
    .select('u.language')
    .where('l.id', '=', lawyerId)
    .executeTakeFirst();
  return row?.language ?? 'en';
}
