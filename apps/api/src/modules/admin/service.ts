import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import { LAW_SOCIETIES } from '@cld/content/law-societies';
import type {
  AdminLawyer,
  AdminLawyerRow,
  AdminStats,
  AdminUser,
  AuditAction,
  ExportLawyer,
  IncidentRecord,
  SiteContactMessage,
} from '@cld/contract/admin';
import type { ProvinceCode } from '@cld/contract/lawyers';
import type { VerificationDecision, Incident } from '@cld/validation/admin';
import type { LawyerProfile } from '@cld/validation/lawyer-profile';
import type { RegulatorSlug } from '@cld/validation/licence';
import type { Database, SiteContactMessagesTable } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AppErrorIssue } from '../../errors.ts';
import { changedFields, recordAudit } from '../audit/audit-log.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { verificationDecisionMail } from '../mail/templates.ts';
import { columnsOf, primaryAreaFirst, verificationResetColumns } from '../my-profile/queries.ts';
import type { ProfileValues } from '../my-profile/queries.ts';
import { resolveProfileValues } from '../my-profile/service.ts';
import { INCIDENT_RETENTION_YEARS } from '../privacy/retention.ts';
import { findAdminLawyer } from './queries.ts';
import type { AdminLawyerRecord } from './queries.ts';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function toAdminLawyer(record: AdminLawyerRecord): AdminLawyer {
  const practiceAreas = record.practice_area_names.length
    ? record.practice_area_names
    : record.practice_areas;
  return {
    id: record.id,
    ownerId: record.owner_id,
    ownerEmail: record.owner_email,
    name: record.name,
    firmName: record.firm_name,
    email: record.email,
    phone: record.phone,
    practiceArea: practiceAreas[0] ?? '',
    practiceAreas,
    location: `${record.city}, ${record.province}`,
    city: record.city,
    province: record.province as ProvinceCode,
    address: record.address,
    experience: record.experience,
    hourlyRate: record.hourly_rate,
    feeStructure: record.fee_structure,
    bio: record.bio,
    specializations: record.specializations,
    languages: record.languages,
    website: record.website,
    linkedin: record.linkedin,
    isHidden: record.is_hidden,
    hiddenReason: record.hidden_reason,
    verificationStatus: record.verification_status,
    licenceNumber: record.licence_number,
    regulator: record.regulator as RegulatorSlug | null,
    licenceClass: record.licence_class as AdminLawyer['licenceClass'],
    verificationNotes: record.verification_notes,
    rejectionReason: record.rejection_reason,
    verificationRequestedAt: iso(record.verification_requested_at),
    verifiedAt: iso(record.verified_at),
    verifiedBy: record.verified_by_email,
    createdAt: new Date(record.created_at).toISOString(),
    updatedAt: new Date(record.updated_at).toISOString(),
  };
}

export function toAdminLawyerRow(record: AdminLawyerRecord): AdminLawyerRow {
  const lawyer = toAdminLawyer(record);
  return {
    id: lawyer.id,
    name: lawyer.name,
    firmName: lawyer.firmName,
    email: lawyer.email,
    city: lawyer.city,
    province: lawyer.province,
    practiceArea: lawyer.practiceArea,
    isHidden: lawyer.isHidden,
    verificationStatus: lawyer.verificationStatus,
    licenceNumber: lawyer.licenceNumber,
    regulator: lawyer.regulator,
    verificationRequestedAt: lawyer.verificationRequestedAt,
    verifiedAt: lawyer.verifiedAt,
    updatedAt: lawyer.updatedAt,
  };
}

export function toExportLawyer(record: AdminLawyerRecord): ExportLawyer {
  const { ownerEmail: _owner, verifiedBy: _by, ...lawyer } = toAdminLawyer(record);
  return lawyer;
}

/**
 * What the audit trail compares: every stored field but the bookkeeping ones (`location` is only
 * city and province put together).
 */
function auditable(lawyer: AdminLawyer): Record<string, unknown> {
  const { updatedAt: _updated, createdAt: _created, location: _location, ...fields } = lawyer;
  return fields;
}

async function requireLawyerRecord(db: Kysely<Database>, id: number): Promise<AdminLawyerRecord> {
  const record = await findAdminLawyer({ db, id });
  if (!record) throw new AppError('not_found', 'Lawyer not found');
  return record;
}

/** Locks the lawyer's row for the rest of the transaction: decisions never interleave. */
async function lockLawyer(db: Kysely<Database>, id: number): Promise<AdminLawyer> {
  const locked = await db
    .selectFrom('lawyers')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw new AppError('not_found', 'Lawyer not found');
  return toAdminLawyer(await requireLawyerRecord(db, id));
}

/**
 * One audited change of a lawyer, in a transaction: the row is locked, `change` writes it (and may
 * refuse, seeing the record before), `then` runs on the result (e.g. to e-mail the lawyer), and the
 * audit entry keeps each changed field's before and after.
 */
function changeLawyer({
  db,
  id,
  actorId,
  action,
  details = {},
  change,
  then,
}: {
  db: Kysely<Database>;
  id: number;
  actorId: number;
  action: AuditAction;
  details?: Record<string, unknown>;
  change: (trx: Kysely<Database>, before: AdminLawyer) => Promise<unknown>;
  then?: (trx: Kysely<Database>, after: AdminLawyer) => Promise<unknown>;
}): Promise<AdminLawyer> {
  return db.transaction().execute(async (trx) => {
    const before = await lockLawyer(trx, id);
    await change(trx, before);
    const after = toAdminLawyer(await requireLawyerRecord(trx, id));
    await then?.(trx, after);
    await recordAudit({
      db: trx,
      actorId,
      action,
      target: { type: 'lawyer', id },
      details: { ...details, changes: changedFields(auditable(before), auditable(after)) },
    });
    return after;
  });
}

export async function showAdminLawyer({
  db,
  id,
  actorId,
}: {
  db: Kysely<Database>;
  id: number;
  actorId: number;
}): Promise<AdminLawyer> {
  const lawyer = toAdminLawyer(await requireLawyerRecord(db, id));
  await recordAudit({ db, actorId, action: 'lawyer.view', target: { type: 'lawyer', id } });
  return lawyer;
}

const regulatorName = (slug: string | null) =>
  LAW_SOCIETIES.find((society) => society.slug === slug)?.name ?? null;

/**
 * Verifies (from any state but verified: an operator may verify a profile whose lawyer never asked,
 * e.g. from a law society's roster) or rejects (a pending request only), e-mails the lawyer — the
 * owner's account address, or the profile's when nobody owns it — and records the change.
 *
 * `checkedOn` is the day the licence was checked when that was before it is recorded (the demo
 * seed's fictional checks, decision 019); the audit entry keeps it beside its own time.
 * `notify: false` sends no mail (a demo lawyer's address reaches nobody).
 */
export async function decideVerification({
  db,
  id,
  decision,
  actorId,
  dashboardUrl,
  checkedOn,
  notify = true,
}: {
  db: Kysely<Database>;
  id: number;
  decision: VerificationDecision;
  actorId: number;
  dashboardUrl: string;
  checkedOn?: Date;
  notify?: boolean;
}): Promise<AdminLawyer> {
  if (checkedOn && checkedOn.getTime() > Date.now()) {
    throw new RangeError('A licence cannot have been checked in the future');
  }
  return changeLawyer({
    db,
    id,
    actorId,
    action: decision.decision === 'verify' ? 'lawyer.verify' : 'lawyer.reject',
    ...(checkedOn ? { details: { checkedOn: checkedOn.toISOString() } } : {}),
    change: async (trx, before) => {
      if (decision.decision === 'verify') {
        if (before.verificationStatus === 'verified') {
          throw new AppError('conflict', 'This lawyer is already verified');
        }
        await trx
          .updateTable('lawyers')
          .set({
            verification_status: 'verified',
            is_verified: true,
            licence_number: decision.licenceNumber,
            regulator: decision.regulator,
            licence_class: decision.licenceClass,
            verification_notes: decision.notes ?? null,
            rejection_reason: null,
            verified_at: checkedOn ?? sql<Date>`now()`,
            verified_by: actorId,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', id)
          .execute();
      } else {
        if (before.verificationStatus !== 'pending') {
          throw new AppError('conflict', 'Only a pending verification request can be rejected');
        }
        await trx
          .updateTable('lawyers')
          .set({
            verification_status: 'rejected',
            is_verified: false,
            rejection_reason: decision.reason,
            verification_notes: decision.notes ?? null,
            verified_at: null,
            verified_by: null,
            licence_class: null,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', id)
          .execute();
      }
    },
    then: async (trx, after) => {
      if (!notify) return;
      await enqueueMail({
        db: trx,
        mails: [
          verificationDecisionMail({
            lawyer: { name: after.name, email: after.ownerEmail ?? after.email },
            decision: decision.decision,
            regulatorName: regulatorName(after.regulator),
            reason: decision.decision === 'reject' ? decision.reason : null,
            dashboardUrl,
          }),
        ],
      });
    },
  });
}

/** An administrator edits any field; the audit entry keeps each changed field's before and after. */
export async function updateAdminLawyer({
  db,
  id,
  profile,
  actorId,
}: {
  db: Kysely<Database>;
  id: number;
  profile: LawyerProfile;
  actorId: number;
}): Promise<AdminLawyer> {
  const values = await resolveProfileValues({ db, profile });
  return changeLawyer({
    db,
    id,
    actorId,
    action: 'lawyer.update',
    change: (trx) =>
      trx
        .updateTable('lawyers')
        .set({
          ...verificationResetColumns(values),
          ...columnsOf(values),
          practice_areas: primaryAreaFirst(values.practiceAreaSlug),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute(),
  });
}

export async function setLawyerHidden({
  db,
  id,
  hidden,
  reason,
  actorId,
}: {
  db: Kysely<Database>;
  id: number;
  hidden: boolean;
  reason: string | null;
  actorId: number;
}): Promise<AdminLawyer> {
  return changeLawyer({
    db,
    id,
    actorId,
    action: hidden ? 'lawyer.hide' : 'lawyer.restore',
    details: { reason },
    change: (trx) =>
      trx
        .updateTable('lawyers')
        .set({
          is_hidden: hidden,
          hidden_reason: hidden ? reason : null,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute(),
  });
}

/**
 * Adds lawyers all or none: every row is resolved first (city, province, practice area, licence
 * for verified rows) and a 400 names each bad field as `lawyers.N.field`; then one transaction.
 */
export async function importLawyers({
  db,
  lawyers,
  actorId,
}: {
  db: Kysely<Database>;
  lawyers: (LawyerProfile & { isVerified?: boolean | undefined; isDemo?: boolean | undefined })[];
  actorId: number;
}): Promise<{ imported: number; ids: number[] }> {
  const issues: AppErrorIssue[] = [];
  const resolved: ProfileValues[] = [];
  for (const [index, lawyer] of lawyers.entries()) {
    const at = (path: (string | number)[]) => ['lawyers', index, ...path];
    if (lawyer.isVerified) {
      if (!lawyer.licenceNumber) {
        issues.push({
          path: at(['licenceNumber']),
          message: 'A verified lawyer needs a licence number',
        });
      }
      if (!lawyer.regulator) {
        issues.push({ path: at(['regulator']), message: 'A verified lawyer needs a regulator' });
      }
    }
    try {
      resolved.push(await resolveProfileValues({ db, profile: lawyer }));
    } catch (error) {
      if (!(error instanceof AppError) || !error.issues) throw error;
      issues.push(...error.issues.map((issue) => ({ ...issue, path: at(issue.path) })));
    }
  }
  if (issues.length) throw new AppError('bad_request', 'Invalid import', { issues });
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto('lawyers')
      .values(
        resolved.map((values, index) => {
          const verified = lawyers[index]?.isVerified === true;
          return {
            ...columnsOf(values),
            owner_id: null,
            practice_areas: [values.practiceAreaSlug],
            is_demo: lawyers[index]?.isDemo === true,
            is_verified: verified,
            verification_status: verified ? ('verified' as const) : ('unverified' as const),
            verified_at: verified ? new Date() : null,
            verified_by: verified ? actorId : null,
          };
        }),
      )
      .returning('id')
      .execute();
    const ids = rows.map((row) => row.id);
    await recordAudit({
      db: trx,
      actorId,
      action: 'lawyer.import',
      details: { imported: ids.length, ids },
    });
    return { imported: ids.length, ids };
  });
}

export async function readAdminStats({ db }: { db: Kysely<Database> }): Promise<AdminStats> {
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
  const r = rows[0]!;
  return {
    lawyers: {
      total: r.total,
      visible: r.total - r.hidden,
      hidden: r.hidden,
      verified: r.verified,
      pendingVerification: r.pending,
    },
    users: { clients: r.clients, lawyers: r.lawyers, admins: r.admins },
    requestsLast30Days: r.requests,
    siteContactMessagesUnhandled: r.unhandled,
    outbox: { pending: r.mail_pending, held: r.mail_held, failed: r.mail_failed },
    openIncidents: r.incidents,
  };
}

type SiteContactRow = Pick<
  Selectable<SiteContactMessagesTable>,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'category'
  | 'subject'
  | 'message'
  | 'handled_at'
  | 'created_at'
>;

function toSiteContactMessage(row: SiteContactRow): SiteContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    category: row.category,
    subject: row.subject,
    message: row.message,
    handledAt: iso(row.handled_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listContactMessages({
  db,
  handled,
  page,
  pageSize,
}: {
  db: Kysely<Database>;
  handled: boolean | undefined;
  page: number;
  pageSize: number;
}): Promise<{ messages: SiteContactMessage[]; total: number }> {
  let query = db.selectFrom('site_contact_messages');
  if (handled === true) query = query.where('handled_at', 'is not', null);
  if (handled === false) query = query.where('handled_at', 'is', null);
  const [rows, count] = await Promise.all([
    query
      .select([
        'id',
        'name',
        'email',
        'phone',
        'category',
        'subject',
        'message',
        'handled_at',
        'created_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { messages: rows.map(toSiteContactMessage), total: count.total };
}

/** Marks a message answered once (the first time counts: its retention period starts then). */
export async function markContactMessageHandled({
  db,
  id,
  actorId,
}: {
  db: Kysely<Database>;
  id: number;
  actorId: number;
}): Promise<SiteContactMessage> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('site_contact_messages')
      .set({ handled_at: sql<Date>`coalesce(handled_at, now())` })
      .where('id', '=', id)
      .returning([
        'id',
        'name',
        'email',
        'phone',
        'category',
        'subject',
        'message',
        'handled_at',
        'created_at',
      ])
      .executeTakeFirst();
    if (!row) throw new AppError('not_found', 'Message not found');
    await recordAudit({
      db: trx,
      actorId,
      action: 'contact_message.handle',
      target: { type: 'contact_message', id },
    });
    return toSiteContactMessage(row);
  });
}

const dateText = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

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

type IncidentRow = Awaited<ReturnType<ReturnType<typeof incidentQuery>['execute']>>[number];

function toIncident(row: IncidentRow): IncidentRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    occurredOn: row.occurred_on,
    discoveredOn: row.discovered_on,
    affected: row.affected,
    affectedCount: row.affected_count,
    personalInformation: row.personal_information,
    riskOfSignificantHarm: row.risk_of_significant_harm,
    reportedToRegulator: row.reported_to_regulator,
    reportedOn: row.reported_on,
    individualsNotified: row.individuals_notified,
    measures: row.measures,
    recordedBy: row.recorded_by_email,
    keepUntil: row.keep_until,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
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

export async function listIncidents({ db }: { db: Kysely<Database> }): Promise<IncidentRecord[]> {
  const rows = await incidentQuery(db)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toIncident);
}

/** Records an incident, kept INCIDENT_RETENTION_YEARS from today. */
export async function createIncident({
  db,
  incident,
  actorId,
}: {
  db: Kysely<Database>;
  incident: Incident;
  actorId: number;
}): Promise<IncidentRecord> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('privacy_incidents')
      .values({
        ...incidentColumns(incident),
        recorded_by: actorId,
        recorded_by_email: sql<string>`(select email from users where id = ${actorId})`,
        keep_until: sql<string>`(current_date + make_interval(years => ${INCIDENT_RETENTION_YEARS}))::date`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await incidentQuery(trx).where('id', '=', id).executeTakeFirstOrThrow();
    await recordAudit({
      db: trx,
      actorId,
      action: 'incident.create',
      target: { type: 'incident', id },
      details: { title: incident.title },
    });
    return toIncident(created);
  });
}

export async function updateIncident({
  db,
  id,
  incident,
  actorId,
}: {
  db: Kysely<Database>;
  id: number;
  incident: Incident;
  actorId: number;
}): Promise<IncidentRecord> {
  return db.transaction().execute(async (trx) => {
    const before = await incidentQuery(trx).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new AppError('not_found', 'Incident not found');
    await trx
      .updateTable('privacy_incidents')
      .set({ ...incidentColumns(incident), updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    const after = await incidentQuery(trx).where('id', '=', id).executeTakeFirstOrThrow();
    const fields = (record: IncidentRecord) => {
      const { updatedAt: _u, createdAt: _c, ...rest } = record;
      return rest;
    };
    await recordAudit({
      db: trx,
      actorId,
      action: 'incident.update',
      target: { type: 'incident', id },
      details: { changes: changedFields(fields(toIncident(before)), fields(toIncident(after))) },
    });
    return toIncident(after);
  });
}

export async function findUsersByEmail({
  db,
  email,
}: {
  db: Kysely<Database>;
  email: string;
}): Promise<AdminUser[]> {
  const needle = `%${email.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  const rows = await db
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
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    lawyerId: row.lawyer_id,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
