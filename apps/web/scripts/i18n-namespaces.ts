/**
 * The codemod of decision 026: gives every `useT(…)` of apps/web/app the namespaces its file uses.
 *
 *   pnpm --filter @cld/web exec node scripts/i18n-namespaces.ts [--check]
 *
 * Per file, it collects the message keys written in it (`t('profile.title')`, and the fixed start
 * of a template key, `` t(`content.faq.${id}`) ``), picks for each key the namespace that has it
 * (the core if it does, else the smallest one), rewrites every `useT(…)` of the file to
 * `useT(profileMessages, …)` and the file's import from `i18n/namespaces.ts`. Run it again after any
 * change: it rewrites what it wrote. Keys that reach `t` through a variable are not seen: the
 * type-check names them (`t` only accepts the keys of its namespaces), and a file can name extra
 * namespaces in a comment `// i18n-namespaces: contentMessages` that the script keeps.
 * `--check` changes nothing and fails if a file would change (for CI).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'app');
const messagesDir = join(appDir, 'i18n', 'messages');
const namespacesFile = join(appDir, 'i18n', 'namespaces.ts');

type Tree = { readonly [key: string]: unknown };

function keysOf(tree: Tree, prefix: string, into: Set<string>) {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string' || (typeof value === 'object' && value && 'other' in value)) {
      into.add(path);
    } else if (typeof value === 'object' && value) {
      keysOf(value as Tree, `${path}.`, into);
    }
  }
  return into;
}

/** The namespaces as namespaces.ts defines them: export name, key, English module. */
const definitions = [
  ...readFileSync(namespacesFile, 'utf8').matchAll(
    /export const (\w+) = defineNamespace\(\s*'(\w+)',\s*(null|'(\w+)'),\s*\{\s*en: \(\) => import\('\.\/messages\/([\w.-]+)'\)/g,
  ),
].map((match) => ({ name: match[1]!, key: match[4] ?? null, module: match[5]! }));

const namespaces = await Promise.all(
  definitions.map(async ({ name, key, module }) => {
    const tree = ((await import(join(messagesDir, module))) as { default: Tree }).default;
    return { name, keys: keysOf(key === null ? tree : { [key]: tree }, '', new Set<string>()) };
  }),
);
const core = namespaces.find((namespace) => namespace.name === 'coreMessages');
if (!core) throw new Error('namespaces.ts has no coreMessages');
// Smallest first: a profile's few inquiry strings come from the part it loads, not the whole.
const lazy = namespaces
  .filter((namespace) => namespace !== core)
  .sort((a, b) => a.keys.size - b.keys.size);

/** The namespaces that give a file's keys: for each key the core, or else the smallest that has it. */
function namespacesFor(keys: Iterable<{ key: string; prefix: boolean }>): string[] {
  const chosen = new Set<string>();
  for (const { key, prefix } of keys) {
    const has = (namespace: { keys: Set<string> }) =>
      prefix ? [...namespace.keys].some((k) => k.startsWith(key)) : namespace.keys.has(key);
    if (has(core!)) continue;
    // A template key may be any key that starts the same way: the biggest namespace has them all.
    const candidates = lazy.filter(has);
    const pick = prefix ? candidates.at(-1) : candidates[0];
    if (pick) chosen.add(pick.name);
  }
  // A namespace that only repeats keys of a bigger one chosen with it is dropped.
  for (const name of [...chosen]) {
    const small = lazy.find((namespace) => namespace.name === name)!;
    const covered = [...chosen].some((other) => {
      if (other === name) return false;
      const big = lazy.find((namespace) => namespace.name === other)!;
      return big.keys.size > small.keys.size && [...small.keys].every((key) => big.keys.has(key));
    });
    if (covered) chosen.delete(name);
  }
  return [...chosen].sort();
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

const KEY = /\bt\(\s*(?:'([\w.]+)'|`([\w.]+)(\$\{)?[^`]*`)/g;
const NAMED = /\/\/ i18n-namespaces: ([\w, ]+)/;
const USE_T = /\buseT\(([\w\s,]*)\)/g;
const IMPORT_NAMESPACES = /import \{[^}]*\} from '((?:\.\.?\/)+(?:i18n\/)?)namespaces\.ts';\n/;
const IMPORT_I18N = /import \{[^}]*\} from '((?:\.\.?\/)+(?:i18n\/)?)i18n\.ts';\n/;

const check = process.argv.includes('--check');
const changed: string[] = [];
for (const file of filesUnder(appDir)) {
  if (file.startsWith(join(appDir, 'i18n'))) continue;
  const source = readFileSync(file, 'utf8');
  if (!/\buseT\(/.test(source)) continue;
  const keys = [...source.matchAll(KEY)].map((match) =>
    match[1] ? { key: match[1], prefix: false } : { key: match[2]!, prefix: match[3] !== undefined },
  );
  const named = source.match(NAMED)?.[1]?.split(',').map((name) => name.trim()) ?? [];
  const names = [...new Set([...namespacesFor(keys), ...named])].sort();

  let next = source.replace(USE_T, `useT(${names.join(', ')})`);
  next = next.replace(IMPORT_NAMESPACES, '');
  if (names.length > 0) {
    const i18nImport = next.match(IMPORT_I18N);
    if (!i18nImport) throw new Error(`${relative(appDir, file)}: useT without an import of i18n.ts`);
    const line = `import { ${names.join(', ')} } from '${i18nImport[1]}namespaces.ts';\n`;
    next = next.replace(i18nImport[0], `${i18nImport[0]}${line}`);
  }
  if (next !== source) {
    changed.push(relative(appDir, file));
    if (!check) writeFileSync(file, next);
  }
}
console.log(`${changed.length} file(s) ${check ? 'would change' : 'changed'}`);
for (const file of changed) console.log(`  ${file}`);
if (check && changed.length > 0) process.exit(1);
