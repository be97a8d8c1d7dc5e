/**
 * `pnpm --filter @cld/web bytes <chunk> [<chunk>…]`: which source files a built chunk's bytes come
 * from, largest first (gzip level 6 of each file's share of the chunk: over-estimates small
 * shares, which compress worse alone, but ranks them). Build with source maps first:
 * `SOURCEMAP=1 pnpm --filter @cld/web build`. A chunk is named as `first-load --verbose` lists it,
 * without its hash: `shell`, `browse-lawyers`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const ASSETS = new URL('../build/client/assets/', import.meta.url);
const gz = (text: string) => gzipSync(text, { level: 6 }).length;

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Name one or more chunks: pnpm --filter @cld/web bytes shell browse-lawyers');
  process.exit(2);
}
for (const name of names) {
  const file = readdirSync(ASSETS).find(
    (entry) => entry === `${name}.js` || /^(.+)-[\w-]{8}\.js$/.exec(entry)?.[1] === name,
  );
  if (!file) throw new Error(`No chunk named ${name} in ${ASSETS.pathname}`);
  let map: { sources: string[]; mappings: string };
  try {
    map = JSON.parse(readFileSync(new URL(`${file}.map`, ASSETS), 'utf8')) as typeof map;
  } catch {
    throw new Error(`${file} has no source map: build with SOURCEMAP=1`);
  }
  const lines = readFileSync(new URL(file, ASSETS), 'utf8').split('\n');
  const bySource = new Map<string, string>();
  decode(map.mappings).forEach((segments, index) => {
    const line = lines[index] ?? '';
    segments.forEach((segment, position) => {
      const end = segments[position + 1]?.[0] ?? line.length;
      const source = segment.length > 1 ? (map.sources[segment[1]!] ?? '?') : '(bundler)';
      bySource.set(source, (bySource.get(source) ?? '') + line.slice(segment[0], end));
    });
  });
  console.log(`${file}: ${(gz(lines.join('\n')) / 1024).toFixed(2)} KB gz`);
  const rows = [...bySource].map(([source, code]) => ({
    source: source.replace(/^(\.\.\/)+/, '').replace(/.*node_modules\//, ''),
    raw: code.length,
    gzip: gz(code),
  }));
  rows.sort((a, b) => b.gzip - a.gzip);
  for (const row of rows) {
    console.log(
      `${String(row.gzip).padStart(7)} B gz ${String(row.raw).padStart(7)} B  ${row.source}`,
    );
  }
}
