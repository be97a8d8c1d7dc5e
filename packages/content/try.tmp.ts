import { generateDirectory } from './src/demo-directory.server.ts';
const all = [...generateDirectory({})];
const pick = (i: number) => { const l = all[i]!; return `${l.name} | ${l.firmName} | ${l.city} ${l.province} | ${l.practiceAreas.join(',')}`; };
for (const i of [42, 123, 456, 789, 1011, 1313, 1717, 2024, 2929, 3333, 3838, 4444, 4949, 5252, 6262, 6767, 7373, 7878, 8008]) console.log(i, pick(i));
const byName = new Map<string, number>(); for (const l of all) byName.set(l.name, (byName.get(l.name) ?? 0) + 1);
console.log('dup names', [...byName].filter(([,n])=>n>1).length);
