import type { Kysely } from 'kysely';
import type { AdminStats } from '@cld/contract/admin';
import type { Database } from '@cld/db/schema';
import { countForStats } from './queries.ts';

/** The dashboard's figures: lawyers, accounts, recent requests, unhandled work. */
export async function readAdminStats({ db }: { db: Kysely<Database> }): Promise<AdminStats> {
  const r = await countForStats({ db });
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
