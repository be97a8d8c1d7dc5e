import { loadCities } from './src/cities.server.ts';
import { createQueryParser } from './src/search/query-parser.ts';
const p = createQueryParser({ cities: loadCities() });
for (const q of process.argv.slice(2)) console.log(JSON.stringify(p.parse(q)));
