import type { Kysely } from 'kysely';
import type { AdminLawyer, AuditAction } from '@cld/contract/admin';
import type { LawyerProfile } from '@cld/validation/lawyer-profile';
import type { Database } from '@cld/db/schema';
import { AppError } from '../../errors.ts';
import type { AppErrorIssue } from '../../errors.ts';
import { changedFields, recordAudit } from '../audit/audit-log.ts';
import type { ProfileValues } from '../my-profile/queries.ts';
import { resolveProfileValues } from '../my-profile/service.ts';
import { toAdminLawyer } from '../lawyers/lawyer-mapper.ts';
import {
  findAdminLawyer,
  insertLawyers,
  lockLawyerRow,
  setLawyerVisibility,
  updateLawyerProfile,
} from './queries.ts';
import type { AdminChange, AdminLawyerRecord } from './queries.ts';

/**
 * What the audit trail compares: every stored field but the bookkeeping ones (`acceptingClients` is
 * `acceptingClientsStated` as the public pages show it, lapsed or not).
 */
function auditable(lawyer: AdminLawyer): Record<string, unknown> {
  const { updatedAt: _updated, createdAt: _created, acceptingClients: _shown, ...fields } = lawyer;
  return fields;
}

async function requireLawyerRecord(db: Kysely<Database>, id: number): Promise<AdminLawyerRecord> {
  const record = await findAdminLawyer({ db, id });
  if (!record) throw new AppError('not_found', 'Lawyer not found');
  return record;
}

/** Locks the lawyer's row for the rest of the transaction: decisions never interleave. */
async function lockLawyer(db: Kysely<Database>, id: number): Promise<AdminLawyer> {
  if (!(await lockLawyerRow({ db, id }))) throw new AppError('not_found', 'Lawyer not found');
  return toAdminLawyer(await requireLawyerRecord(db, id));
}

/**
 * One audited change of a lawyer, in a transaction: the row is locked, `change` writes it (and may
 * refuse, seeing the record before), `then` runs on the result (e.g. to e-mail the lawyer), and the
 * audit entry keeps each changed field's before and after.
 */
export function changeLawyer({
  db,
  id,
  actorId,
  action,
  details = {},
  change,
  then,
}: AdminChange & {
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

export async function showAdminLawyer({ db, id, actorId }: AdminChange): Promise<AdminLawyer> {
  const lawyer = toAdminLawyer(await requireLawyerRecord(db, id));
  await recordAudit({ db, actorId, action: 'lawyer.view', target: { type: 'lawyer', id } });
  return lawyer;
}

/** An administrator edits any field; the audit entry keeps each changed field's before and after. */
export async function updateAdminLawyer({
  db,
  id,
  profile,
  actorId,
}: AdminChange & {
  profile: LawyerProfile;
}): Promise<AdminLawyer> {
  const values = await resolveProfileValues({ db, profile });
  return changeLawyer({
    db,
    id,
    actorId,
    action: 'lawyer.update',
    change: (trx) => updateLawyerProfile({ db: trx, id, values }),
  });
}

export async function setLawyerHidden({
  db,
  id,
  hidden,
  reason,
  actorId,
}: AdminChange & {
  hidden: boolean;
  reason: string | null;
}): Promise<AdminLawyer> {
  return changeLawyer({
    db,
    id,
    actorId,
    action: hidden ? 'lawyer.hide' : 'lawyer.restore',
    details: { reason },
    change: (trx) => setLawyerVisibility({ db: trx, id, hidden, reason }),
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
  lawyers: (LawyerProfile & {
    isVerified?: boolean | undefined;
    isDemo?: boolean | undefined;
    acceptingConfirmedAt?: string | undefined;
  })[];
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
    const ids = await insertLawyers({
      db: trx,
      lawyers: resolved.map((values, index) => ({
        values,
        verified: lawyers[index]?.isVerified === true,
        isDemo: lawyers[index]?.isDemo === true,
        acceptingConfirmedAt: lawyers[index]?.acceptingConfirmedAt,
      })),
      actorId,
    });
    await recordAudit({
      db: trx,
      actorId,
      action: 'lawyer.import',
      details: { imported: ids.length, ids },
    });
    return { imported: ids.length, ids };
  });
}
