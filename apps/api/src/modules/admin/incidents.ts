import type { Kysely } from 'kysely';
import type { IncidentRecord } from '@cld/contract/admin';
import type { Incident } from '@cld/validation/admin';
import type { Database } from '@cld/db/schema';
import { AppError } from '../../errors.ts';
import { changedFields, recordAudit } from '../audit/audit-log.ts';
import { INCIDENT_RETENTION_YEARS } from '../privacy/retention.ts';
import { findIncident, insertIncident, listIncidentRows, updateIncidentRow } from './queries.ts';
import type { AdminChange, IncidentRow } from './queries.ts';

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

export async function listIncidents({ db }: { db: Kysely<Database> }): Promise<IncidentRecord[]> {
  return (await listIncidentRows({ db })).map(toIncident);
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
    const id = await insertIncident({
      db: trx,
      incident,
      actorId,
      keepYears: INCIDENT_RETENTION_YEARS,
    });
    const created = await findIncident({ db: trx, id });
    if (!created) throw new Error(`Incident ${id} vanished after its insert`);
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
}: AdminChange & {
  incident: Incident;
}): Promise<IncidentRecord> {
  return db.transaction().execute(async (trx) => {
    const before = await findIncident({ db: trx, id, lock: true });
    if (!before) throw new AppError('not_found', 'Incident not found');
    await updateIncidentRow({ db: trx, id, incident });
    const after = await findIncident({ db: trx, id });
    if (!after) throw new Error(`Incident ${id} vanished inside its update`);
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
