import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './servers.ts';

const reportFile = path.join(repoRoot, 'docs/performance.md');

/**
 * Replaces what sits between `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->` in
 * docs/performance.md, leaving every other section (the API bench's included) as it is.
 */
export function writeReportSection(name: string, lines: string[]): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const current = readFileSync(reportFile, 'utf8');
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from === -1 || to < from)
    throw new Error(`docs/performance.md has no ${start} … ${end} markers`);
  const next = `${current.slice(0, from)}${[start, '', ...lines, '', end].join('\n')}${current.slice(to + end.length)}`;
  writeFileSync(reportFile, next);
  console.log(`wrote the ${name} section of ${path.relative(repoRoot, reportFile)}`);
}

export function table(header: string[], align: ('l' | 'r')[], rows: string[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `|${align.map((a) => (a === 'r' ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
}
