import type { Kysely } from 'kysely';
import type { AdminUser } from '@cld/contract/admin';
import type { Database } from '@cld/db/schema';
import { searchUsersByEmail } from './queries.ts';

export async function findUsersByEmail({
  db,
  email,
}: {
  db: Kysely<Database>;
  email: string;
}): Promise<AdminUser[]> {
  const rows = await searchUsersByEmail({ db, email });
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
