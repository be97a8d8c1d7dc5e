import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';
import { registerUser } from '../auth/testing.ts';
import type { SignedIn } from '../auth/testing.ts';

/** An administrator for tests: registered like anyone, then promoted (as the operator CLI does). */
export async function registerAdmin(
  app: FastifyInstance,
  db: Kysely<Database>,
  body: Record<string, unknown> = {},
): Promise<SignedIn> {
  const admin = await registerUser(app, { firstName: 'Opal', lastName: 'Operator', ...body });
  await db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.user.id).execute();
  return admin;
}

/** The audit entries of one action, newest first, straight from the table. */
export function auditEntries(db: Kysely<Database>, action: string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();
}
