import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from './database.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * A query the planner prices far above PostgreSQL's `jit_above_cost` (100,000) though it reads 27
 * rows: three series it cannot size, estimated at a thousand rows each, as the open-slots query's
 * per-day and per-slot series are.
 */
const EXPENSIVE_ON_PAPER = sql<{
  'QUERY PLAN': { JIT?: unknown; Plan: { 'Total Cost': number } }[];
}>`explain (analyze, format json)
  select count(*)
    from generate_series(1, (select 3)) a, generate_series(1, (select 3)) b,
      generate_series(1, (select 3)) c`;

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
] as const)('the session settings on %s', (_engine, server) => {
  let handle: DatabaseHandle | undefined;

  beforeAll(async () => {
    if (server && !postgresUrl) return;
    handle = server
      ? await openDatabase({ kind: 'postgres', connectionString: postgresUrl! })
      : await openDatabase({ kind: 'pglite' });
  });
  afterAll(() => handle?.close());

  it.skipIf(server && !postgresUrl)('turn off just-in-time compilation', async () => {
    const { rows } = await sql<{ jit: string }>`show jit`.execute(handle!.db);
    expect(rows[0]!.jit).toBe('off');
  });

  // Decision 064: with JIT on, the open-slots query spent ~750 ms compiling for a 1 ms answer.
  it.skipIf(!server || !postgresUrl)(
    'compile no query, however expensive it looks to the planner',
    async () => {
      const { rows } = await EXPENSIVE_ON_PAPER.execute(handle!.db);
      const [plan] = rows[0]!['QUERY PLAN'];
      expect(plan!.Plan['Total Cost']).toBeGreaterThan(100_000);
      expect(plan!.JIT).toBeUndefined();
    },
  );
});
