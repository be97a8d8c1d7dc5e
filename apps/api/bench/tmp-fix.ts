import os from 'node:os';
import path from 'node:path';
import { startPglite } from '../src/db/database.ts';
const pg = await startPglite({ dataDir: path.join(os.tmpdir(), 'cld-bench', 'pglite-100000', 'pglite') });
for (const q of [`alter table lawyers alter column name_folded set statistics 10`, `alter table lawyer_firm_names alter column firm_folded set statistics 10`, `analyze lawyers`, `analyze lawyer_firm_names`]) await pg.query(q);
await pg.close();
