import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntry } from '@cld/contract/admin';
import type { Database } from '@cld/db/schema';
import { pageWithTotal } from '../../db/page-with-total.ts';

/**
 * The audit trail: who did what to which record, and who read whose personal data. Written in the
 * caller's transaction (pass it as `db`), so a change and its entry exist together or not at all.
 * Details never hold a password or its hash.
 */

export interface AuditTarget {
  type: string;
  id: string | number;
}

export async function recordAudit({
  db,
  actorId,
  action,
  target,
  details = {},
}: {
  db: Kysely<Database>;
  /** `null` when nobody can be named (an account that just closed itself). */
  actorId: number | null;
  action: AuditAction;
  target?: AuditTarget;
  details?: Record<string, unknown>;
}): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actorId,
      // Kept in clear so the entry still says who acted once the account is gone.
      actor_email:
        actorId === null ? null : sql<string>`(select email from users where id = ${actorId})`,
      action,
      target_type: target?.type ?? null,
      target_id: target === undefined ? null : String(target.id),
      details: JSON.stringify(details),
    })
    .execute();
}

/** Each field whose value differs, with its value before and after (compared as JSON). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      changes[key] = { before: before[key] ?? null, after: after[key] ?? null };
    }
  }
  return changes;
}

type AuditRow = {
  id: string;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
  created_at: Date;
};

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action as AuditAction,
    targetType: row.target_type,
    targetId: row.target_id,
    details: row.details,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listAuditLog({
  db,
  action,
  targetType,
  targetId,
  page,
  pageSize,
}: {
  db: Kysely<Database>;
  action?: AuditAction | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  page: number;
  pageSize: number;
}): Promise<{ entries: AuditEntry[]; total: number }> {
  let query = db.selectFrom('audit_log');
  if (action) query = query.where('action', '=', action);
  if (targetType) query = query.where('target_type', '=', targetType);
  if (targetId) query = query.where('target_id', '=', targetId);
  const { rows, total } = await pageWithTotal({
    rows: query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    count: query,
    page,
    pageSize,
  });
  return { entries: rows.map(toAuditEntry), total };
}
