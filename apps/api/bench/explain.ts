/**
 * `pnpm --filter @cld/api exec node bench/explain.ts [pglite-dir | postgres-url]`: runs the search
 * scenarios of the bench through the real service code, captures every SQL statement Kysely sends and
 * prints `EXPLAIN (ANALYZE, BUFFERS)` for each, with the service call's own wall time. The database must
 * already be seeded (`pnpm bench` leaves one per engine and size). `EXPLAIN_SEARCH=<text>` explains one
 * free-text search (relevance) instead of the scenarios.
 */
import os from 'node:os';
import path from 'node:path';
import { pglitePool } from '@cld/db/pglite-connection';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import { startPglite, startupOptions } from '@cld/db/database';
import { migrateToLatest } from '@cld/db/migrate';
import type { Database } from '@cld/db/schema';
import { createLawyerDirectory } from '../src/modules/lawyers/service.ts';
import type { LawyerSearchQuery } from '@cld/contract/lawyers';

const target = process.argv[2] ?? path.join(os.tmpdir(), 'cld-bench', 'pglite-100000', 'pglite');
const scenarios: [string, LawyerSearchQuery][] = [
  [
    'province + practice area, by rating',
    { province: 'ON', practiceAreas: ['family-law'], sort: 'rating' },
  ],
  [
    'city + experience, page 3, by experience',
    { province: 'QC', city: 'montreal', experience: 10, sort: 'experience', page: 3 },
  ],
  ['free text, relevance', { search: 'wrongful dismissal toronto', sort: 'relevance' }],
  ['free text without matches', { search: 'real estate closing', sort: 'relevance' }],
  ['common phrase, relevance', { search: 'personal injury lawyer', sort: 'relevance' }],
  ['misspelt name, relevance', { search: 'Jonh Smiht', sort: 'relevance' }],
  ['no filter, by rating, page 40', { sort: 'rating', page: 40 }],
  ['location text, by name', { location: 'Calgary', sort: 'name' }],
  ['a name, relevance', { search: 'Benoit Fournier', sort: 'relevance' }],
  ['area + province + leftover word', { search: 'blessure corporelle avocat québec' }],
  ['a name (2)', { search: 'Philippe Babineau', sort: 'relevance' }],
  [
    'area + city + leftover words',
    { search: 'shareholder agreement lawyer vancouver', sort: 'relevance' },
  ],
  ['french phrase', { search: 'arrêté par la police besoin d’un avocat', sort: 'relevance' }],
  [
    'distance: Montréal 50 km, family law, free consultation, by distance',
    {
      near: 'Montréal',
      radius: 50,
      practiceAreas: ['family-law'],
      offers: ['free-consultation'],
      sort: 'distance',
    },
  ],
  [
    'distance: Toronto 100 km, criminal law, legal aid, page 2, by distance',
    {
      near: 'Toronto, ON',
      radius: 100,
      practiceAreas: ['criminal-law'],
      funding: ['legal-aid'],
      sort: 'distance',
      page: 2,
    },
  ],
  ['distance: a position, 25 km, by rating', { lat: 45.58, lng: -73.75, radius: 25 }],
  [
    'details across the country: sliding scale + pro bono, by rating',
    { offers: ['sliding-scale'], funding: ['pro-bono'], sort: 'rating' },
  ],
  [
    'details + province: video, accepting, step-free, by rating',
    { province: 'BC', meeting: ['video'], acceptingClients: true, stepFree: true, sort: 'rating' },
  ],
];

// `EXPLAIN_SEARCH="condo purchase toronto"` explains that one text instead of the scenarios.
const chosen: [string, LawyerSearchQuery][] = process.env.EXPLAIN_SEARCH
  ? [[process.env.EXPLAIN_SEARCH, { search: process.env.EXPLAIN_SEARCH, sort: 'relevance' }]]
  : scenarios;

const captured: CompiledQuery[] = [];
const pglite = target.startsWith('postgres') ? undefined : await startPglite({ dataDir: target });
const pool = pglite
  ? pglitePool(pglite)
  : new pg.Pool({ connectionString: target, max: 1, options: startupOptions() });
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === 'query') captured.push(event.query);
  },
});
// The cached bench databases may predate the latest migration; a fresh seed ends with this vacuum.
await migrateToLatest({ db });
await sql`vacuum (analyze) lawyers`.execute(db);
const { search } = createLawyerDirectory({ db });

for (const [name, query] of chosen) {
  await search({ query, viewer: null });
  const runs = 5;
  const started = performance.now();
  for (let i = 0; i < runs; i++) await search({ query, viewer: null });
  const ms = (performance.now() - started) / runs;
  console.log(`\n=== ${name}: ${ms.toFixed(2)} ms per request (mean of ${runs}, warm)`);
  captured.length = 0;
  await search({ query, viewer: null });
  const statements = [...captured];
  for (const statement of statements) {
    if (!/^\s*(select|with)/i.test(statement.sql)) continue;
    console.log(`--- ${statement.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
    console.log(`    params ${JSON.stringify(statement.parameters)}`);
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>({
      ...statement,
      sql: `explain (analyze, buffers) ${statement.sql}`,
    });
    for (const row of rows) console.log(`    ${row['QUERY PLAN']}`);
  }
}

await db.destroy();
await pglite?.close();
