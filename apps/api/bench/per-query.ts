/**
 * `pnpm --filter @cld/api exec node bench/per-query.ts [pglite-dir | postgres-url]`: each evaluation-set
 * query's service time alone, its first (cold) call and warm (mean of RUNS, default 5), through the
 * service with reads prepared as the API prepares them, slowest
 * first, with the statements it sent: which queries make the evaluation set's tail in `pnpm bench`
 * (decision 047). Options (env): TOP (rows printed, default 40), RUNS, ONLY (queries, comma-separated),
 * BY_COLD (sort by the first call, and show its statements), PER_QUERY_OPTIONS (PostgreSQL settings).
 */
import os from 'node:os';
import path from 'node:path';
import { pglitePool } from '@cld/db/pglite-connection';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { startPglite, startupOptions } from '@cld/db/database';
import { prepareReads } from '@cld/db/prepared-statements';
import type { Database } from '@cld/db/schema';
import { createLawyerDirectory } from '../src/modules/lawyers/service.ts';
import { EVAL_QUERIES } from '../eval/search-queries.ts';

const target = process.argv[2] ?? path.join(os.tmpdir(), 'cld-bench', 'pglite-100000', 'pglite');
const pglite = target.startsWith('postgres') ? undefined : await startPglite({ dataDir: target });
const pool = pglite
  ? pglitePool(pglite)
  : new pg.Pool({
      connectionString: target,
      max: 1,
      options: `${startupOptions()} ${process.env.PER_QUERY_OPTIONS ?? ''}`,
    });
if (!pglite) prepareReads(pool);
let statements: string[] = [];
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === 'query') {
      statements.push(
        `${event.queryDurationMillis.toFixed(1)} ms ${event.query.sql.replace(/\s+/g, ' ').slice(0, 50)}`,
      );
    }
  },
});
const directory = createLawyerDirectory({ db });
const results: { q: string; cold: number; ms: number; sent: string[] }[] = [];
for (const { q } of EVAL_QUERIES.filter(
  (e) => !process.env.ONLY || process.env.ONLY.split(',').includes(e.q),
)) {
  const query = { search: q, sort: 'relevance' as const };
  statements = [];
  const coldStarted = performance.now();
  await directory.search({ query, viewer: null });
  const cold = performance.now() - coldStarted;
  const coldSent = statements;
  statements = [];
  const runs = Number(process.env.RUNS ?? 5);
  const started = performance.now();
  for (let i = 0; i < runs; i++) await directory.search({ query, viewer: null });
  results.push({
    q,
    cold,
    ms: (performance.now() - started) / runs,
    sent: process.env.BY_COLD ? coldSent : statements.slice(0, statements.length / runs),
  });
}
results.sort((a, b) => (process.env.BY_COLD ? b.cold - a.cold : b.ms - a.ms));
const total = results.reduce((sum, r) => sum + r.ms, 0);
console.log(`${results.length} queries, mean ${(total / results.length).toFixed(2)} ms`);
for (const r of results.slice(0, Number(process.env.TOP ?? 40))) {
  console.log(
    `${r.cold.toFixed(2).padStart(7)} ms cold ${r.ms.toFixed(2).padStart(7)} ms  ${JSON.stringify(r.q)}  ${r.sent.join(' | ')}`,
  );
}
await db.destroy();
await pglite?.close();
