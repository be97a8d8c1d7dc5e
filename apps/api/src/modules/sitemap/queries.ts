import { sql, type Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';

/** The id ranges that hold visible lawyers, with how many and their latest change. */
export async function findLawyerChunks({
  db,
  chunkSize,
}: {
  db: Kysely<Database>;
  chunkSize: number;
}) {
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new RangeError('chunkSize');
  // A literal, not a parameter: PostgreSQL matches the grouped expression to the selected one only
  // when they are written the same, and two parameters are two different expressions to it.
  const chunk = sql<number>`(id - 1) / ${sql.lit(chunkSize)}`;
  return db
    .selectFrom('lawyers')
    .select([
      chunk.as('index'),
      (eb) => eb.fn.countAll<string>().as('count'),
      (eb) => eb.fn.max('updated_at').as('last_modified'),
    ])
    .where('is_hidden', '=', false)
    .groupBy(chunk)
    .orderBy(chunk)
    .execute();
}

/** The visible lawyers of one id range, in id order. */
export async function findLawyersOfChunk({
  db,
  index,
  chunkSize,
}: {
  db: Kysely<Database>;
  index: number;
  chunkSize: number;
}) {
  return db
    .selectFrom('lawyers')
    .select(['id', 'updated_at'])
    .where('is_hidden', '=', false)
    .where('id', '>', index * chunkSize)
    .where('id', '<=', (index + 1) * chunkSize)
    .orderBy('id')
    .execute();
}
