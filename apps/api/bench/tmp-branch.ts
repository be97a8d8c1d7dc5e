import os from 'node:os';
import path from 'node:path';
import { startPglite } from '../src/db/database.ts';
const pg = await startPglite({ dataDir: path.join(os.tmpdir(), 'cld-bench', 'pglite-100000', 'pglite') });
const qs: Record<string, string> = {
  text: `explain select count(*) from lawyers where not is_hidden and search_vector @@ websearch_to_tsquery('english', $1)`,
  name: `explain select count(*) from lawyers where not is_hidden and $1 <% name_folded`,
  firmnames: `explain select count(*) from lawyer_firm_names where $1 % firm_folded`,
  select1: `explain select 1 where $1::text is not null`,
};
for (const x of ['personal injury lawyer', 'Tremblay']) {
  for (let round = 0; round < 2; round++)
    for (const [k, q] of Object.entries(qs)) {
      const c = process.cpuUsage();
      for (let i = 0; i < 5; i++) await pg.query(q, [x]);
      const u = process.cpuUsage(c);
      if (round) console.log(x.padEnd(24), k.padEnd(10), ((u.user + u.system) / 5000).toFixed(2), 'ms cpu');
    }
}
await pg.close();
