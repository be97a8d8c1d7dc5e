import { sql } from 'kysely';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '@cld/db/schema';

export type UserRow = Selectable<UsersTable>;

export async function findUserByEmail({
  db,
  email,
}: {
  db: Kysely<Database>;
  email: string;
}): Promise<UserRow | undefined> {
  // `lower(email)` is what the unique index holds.
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserById({
  db,
  id,
}: {
  db: Kysely<Database>;
  id: number;
}): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByProvider({
  db,
  provider,
  providerId,
}: {
  db: Kysely<Database>;
  provider: string;
  providerId: string;
}): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
}

/** Inserts a user; a taken e-mail fails with PostgreSQL's unique violation (23505). */
export async function insertUser({
  db,
  user,
}: {
  db: Kysely<Database>;
  user: Insertable<UsersTable>;
}): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** Links a provider account to a user that has none yet; answers whether it did. */
export async function linkProvider({
  db,
  userId,
  provider,
  providerId,
}: {
  db: Kysely<Database>;
  userId: number;
  provider: string;
  providerId: string;
}): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ provider, provider_id: providerId, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .where('provider_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
