import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { startPglite } from './database.ts';
import { pglitePool } from './pglite-connection.ts';

describe('the PGlite pool (one call per statement)', () => {
  let pglite: PGlite;
  let pool: pg.Pool;

  beforeAll(async () => {
    pglite = await startPglite({});
    pool = pglitePool(pglite);
  });

  afterAll(async () => {
    await pool?.end();
    await pglite?.close();
  });

  it('answers parameterised statements with typed rows', async () => {
    const { rows } = await pool.query('select $1::int + 1 as n, $2::text as t, now() as at', [
      41,
      'é',
    ]);
    expect(rows).toEqual([{ n: 42, t: 'é', at: expect.any(Date) }]);
  });

  it('answers the next statement after a failed one, on the same pool', async () => {
    await expect(pool.query('select nope')).rejects.toThrow(/column "nope" does not exist/);
    await expect(pool.query('select $1::int', ['x'])).rejects.toThrow(/invalid input syntax/);
    expect((await pool.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });

  it('queues statements sent at once and answers each its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pool.query('select $1::int as i', [i])),
    );
    expect(answers.map((answer) => answer.rows[0].i)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
  });

  it('runs Kysely transactions, committed and rolled back', async () => {
    const db = new Kysely<{ t: { v: number } }>({ dialect: new PostgresDialect({ pool }) });
    await sql`create table t (v int)`.execute(db);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ v: 1 }).execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ v: 2 }).execute();
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await db.selectFrom('t').select('v').execute()).toEqual([{ v: 1 }]);
  });

  it('runs simple-protocol statements with several commands', async () => {
    const result = (await pool.query(
      'select 1 as a; select 2 as b',
    )) as unknown as pg.QueryResult[];
    expect(result.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });
});
