import type { SiteContactMessage } from '@cld/contract/admin';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { iso } from '../lawyers/lawyer-mapper.ts';
import { findSiteContactMessages, markSiteContactMessageHandled } from './queries.ts';
import type { AdminChange, SiteContactRow } from './queries.ts';

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

/** A page of the site's contact messages (filters and paging as `findSiteContactMessages`). */
export async function listContactMessages(
  query: Parameters<typeof findSiteContactMessages>[0],
): Promise<{ messages: SiteContactMessage[]; total: number }> {
  const { rows, total } = await findSiteContactMessages(query);
  return { messages: rows.map(toSiteContactMessage), total };
}

/** Marks a message answered once (the first time counts: its retention period starts then). */
export async function markContactMessageHandled({
  db,
  id,
  actorId,
}: AdminChange): Promise<SiteContactMessage> {
  return db.transaction().execute(async (trx) => {
    const row = await markSiteContactMessageHandled({ db: trx, id });
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
