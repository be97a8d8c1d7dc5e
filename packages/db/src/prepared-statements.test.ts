import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startPglite } from './database.ts';
import { pglitePool } from './pglite-connection.ts';
import { prepareReads } from './prepared-statements.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The named statements of the session the client holds. */
async function preparedOn(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(
    "select statement from pg_prepared_statements where name like 'r%' order by statement",
  );
  return rows.map((row) => row.statement);
}

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
] as const)('reads as prepared statements on %s', (engine, server) => {
  let pglite: PGlite | undefined;
  let pool: pg.Pool;
  let table: string;

  beforeAll(async () => {
    if (server && !postgresUrl) return;
    if (server) {
      pool = new pg.Pool({ connectionString: postgresUrl, max: 1 });
    } else {
      pglite = await startPglite({});
      pool = pglitePool(pglite);
    }
    prepareReads(pool, { maxPerConnection: 3 });
    table = `prepared_${randomBytes(4).toString('hex')}`;
    await pool.query(`create table ${table} (a int)`);
    await pool.query(`insert into ${table} values (1), (2), (3)`);
  });

  afterAll(async () => {
    if (server && !postgresUrl) return;
    await pool.query(`drop table if exists ${table}`);
    await pool.end();
    await pglite?.close();
  });

  it.skipIf(server && !postgresUrl)(
    'prepares a read with parameters once, and answers each call with its own values',
    async () => {
      const client = await pool.connect();
      try {
        const text = `select a from ${table} where a >= $1 order by a`;
        expect((await client.query(text, [2])).rows).toEqual([{ a: 2 }, { a: 3 }]);
        expect((await client.query(text, [3])).rows).toEqual([{ a: 3 }]);
        expect((await client.query(text, [1])).rows).toHaveLength(3);
        expect(await preparedOn(client)).toEqual([text]);
      } finally {
        client.release();
      }
    },
  );

  it.skipIf(server && !postgresUrl)(
    'leaves writes and statements without parameters unnamed',
    async () => {
      const client = await pool.connect();
      try {
        await client.query(`update ${table} set a = a where a = $1`, [1]);
        await client.query(`select count(*) from ${table}`);
        const prepared = await preparedOn(client);
        expect(prepared).not.toContain(`update ${table} set a = a where a = $1`);
        expect(prepared).not.toContain(`select count(*) from ${table}`);
      } finally {
        client.release();
      }
    },
  );

  it.skipIf(server && !postgresUrl)(
    'names at most maxPerConnection texts; later ones still answer, unnamed',
    async () => {
      const client = await pool.connect();
      try {
        for (let k = 0; k < 6; k++) {
          const { rows } = await client.query(`select $1::int + ${k} as n`, [1]);
          expect(rows).toEqual([{ n: 1 + k }]);
        }
        expect((await preparedOn(client)).length).toBe(3);
      } finally {
        client.release();
      }
    },
  );

  it.skipIf(server && !postgresUrl)(
    'a plan the schema outdated fails once, then the statement is prepared again',
    async () => {
      // A new connection (on PGlite, a new client of the same session), free of the limit above.
      (await pool.connect()).release(true);
      const client = await pool.connect();
      const text = `select * from ${table} where a = $1`;
      try {
        expect((await client.query(text, [1])).rows).toEqual([{ a: 1 }]);
        await client.query(`alter table ${table} add column b int`);
        await expect(client.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
        expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: null }]);
      } finally {
        client.release();
      }
    },
  );

  it.skipIf(server && !postgresUrl)(
    'a client that replaces a discarded one prepares its own statements (PGlite is one session)',
    async () => {
      // A pool of its own, so both clients name their statements from scratch.
      const own = server
        ? new pg.Pool({ connectionString: postgresUrl, max: 1 })
        : pglitePool(pglite!);
      prepareReads(own);
      const text = `select a from ${table} where a = $1`;
      const first = await own.connect();
      expect((await first.query(text, [2])).rows).toEqual([{ a: 2 }]);
      first.release(true);
      const second = await own.connect();
      try {
        expect((await second.query(text, [3])).rows).toEqual([{ a: 3 }]);
      } finally {
        second.release();
        await own.end();
      }
    },
  );
});
