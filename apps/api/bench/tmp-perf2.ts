import os from 'node:os';
import path from 'node:path';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { startPglite, startupOptions } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';
import { createLawyerDirectory } from '../src/modules/lawyers/service.ts';
const target = process.argv[2] ?? path.join(os.tmpdir(), 'cld-bench', 'pglite-100000', 'pglite');
const pglite = target.startsWith('postgres') ? undefined : await startPglite({ dataDir: target });
const pool = pglite ? new pg.Pool(createPgConfig(pglite)) : new pg.Pool({ connectionString: target, max: 1, options: startupOptions() });
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
const { search } = createLawyerDirectory({ db, totalTtlMs: 0 });
const SEARCHES = ['wrongful dismissal toronto','divorce vancouver','immigration montreal','impaired driving','real estate closing','estate planning calgary','personal injury lawyer','child custody ottawa','Toronto Family Law Group','Tremblay','Manpret Bians','startup incorporation'];
let all = 0;
for (const s of SEARCHES) {
  await search({ query: { search: s, sort: 'relevance' }, viewer: null });
  const c = process.cpuUsage(); const t = performance.now();
  let total = 0;
  for (let i = 0; i < 5; i++) total = (await search({ query: { search: s, sort: 'relevance' }, viewer: null })).total;
  const u = process.cpuUsage(c); const cpu = (u.user + u.system) / 5000; all += cpu;
  console.log(s.padEnd(28), String(total).padStart(5), 'cpu', cpu.toFixed(1), 'wall', ((performance.now() - t) / 5).toFixed(1));
}
console.log('mean cpu', (all / SEARCHES.length).toFixed(1));
await db.destroy(); await pglite?.close();
