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

const KEY = /(?:\bt|\bgetT\(\))\(\s*(?:'([\w.]+)'|`([\w.]+)(\$\{)?[^`]*`)/g;
const NAMED = /\/\/ i18n-namespaces: ([\w, ]+)/;
const USE_T = /\buseT\(([\w\s,]*)\)/g;
const IMPORT_NAMESPACES = /import \{[^}]*\} from '((?:\.\.?\/)+(?:i18n\/)?)namespaces\.ts';\n/;
const IMPORT_I18N = /import \{[^}]*\} from '((?:\.\.?\/)+(?:i18n\/)?)i18n\.ts';\n/;

function keysIn(source: string) {
  return [...source.matchAll(KEY)].map((match) =>
    match[1]
      ? { key: match[1], prefix: false }
      : { key: match[2]!, prefix: match[3] !== undefined },
  );
}

/** Where the body of `export [async] function name(` starts and ends, or null. */
function functionBody(source: string, name: string): [number, number] | null {
  const start = source.search(new RegExp(`export (?:async )?function ${name}\\(`));
  if (start < 0) return null;
  // The parameters may hold braces (`{ matches }`): the body is the first brace after `) {`.
  const open = source.indexOf('{', source.indexOf(')', source.indexOf('(', start)));
  let depth = 0;
  for (let index = open; index < source.length; index++) {
    if (source[index] === '{') depth++;
    if (source[index] === '}' && --depth === 0) return [open, index + 1];
  }
  return null;
}

function replaceIn(
  source: string,
  [from, to]: [number, number],
  replace: (body: string) => string,
) {
  return source.slice(0, from) + replace(source.slice(from, to)) + source.slice(to);
}

/**
 * The old `getT()` of routes and server modules: in `meta`, the route module's translator, loaded
 * at the top of the module (`const routeT = await routeMessages(…)`); in a loader or an action,
 * `await loadT(requestLocale(request), …)`. Page-meta helpers get that translator as `t`.
 */
function migrateGetT(source: string): string {
  if (!/\bgetT\(/.test(source)) return source;
  let next = source;
  const meta = functionBody(next, 'meta');
  if (meta && /\bgetT\(/.test(next.slice(...meta))) {
    const names = namespacesFor(keysIn(next.slice(...meta)));
    next = replaceIn(next, meta, (body) =>
      body
        .replace(/\bgetT\(\)/g, 'routeT(metaLocale(matches))')
        .replace(
          /const t = routeT\(metaLocale\(matches\)\);/,
          'const t = routeT(metaLocale(matches));',
        )
        .replace(/((?:content)?[pP]ageMeta\(\{\n(\s*))/g, '$1t,\n$2'),
    );
    next = next
      .replace(
        /export function meta\(\)(: Route\.MetaDescriptors)?/,
        'export function meta({ matches }: Route.MetaArgs)$1',
      )
      .replace(
        /export function meta\(\{ (?![^}]*\bmatches\b)([^}]*)\}/,
        'export function meta({ $1, matches }',
      )
      // A meta with one t for its whole body needs it once.
      .replace(
        /const t = routeT\(metaLocale\(matches\)\);/,
        'const t = routeT(metaLocale(matches));',
      );
    const lastImport = [...next.matchAll(/^import [^;]+;\n/gm)].at(-1)!;
    const at = lastImport.index! + lastImport[0].length;
    next = `${next.slice(0, at)}\n// What meta shows: loaded before the module can be used (decision 026).\nconst routeT = await routeMessages(${names.join(', ')});\n${next.slice(at)}`;
    next = addImports(next, ['metaLocale', 'routeMessages'], names);
  }
  for (const name of ['loader', 'action']) {
    const body = functionBody(next, name);
    if (!body || !/\bgetT\(/.test(next.slice(...body))) continue;
    const names = namespacesFor(keysIn(next.slice(...body)));
    const load = `await loadT(requestLocale(request)${names.map((n) => `, ${n}`).join('')})`;
    next = replaceIn(next, body, (text) =>
      text
        .replace(/\bgetT\(\)/g, `(${load})`)
        .replace(`const t = (${load});`, `const t = ${load};`),
    );
    next = addImports(next, ['loadT', 'requestLocale'], names);
  }
  return next.replace(
    /import \{ ([^}]*)\} from '((?:\.\.?\/)+(?:i18n\/)?)i18n\.ts';/,
    (line, list: string, path: string) => {
      const kept = list
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && name !== 'getT');
      return `import { ${kept.join(', ')} } from '${path}i18n.ts';`;
    },
  );
}

/** Adds names to the file's imports of i18n.ts and namespaces.ts. */
function addImports(source: string, i18nNames: string[], namespaceNames: string[]) {
  const next = source.replace(
    /import \{ ([^}]*)\} from '((?:\.\.?\/)+(?:i18n\/)?)i18n\.ts';/,
    (line, list: string, path: string) => {
      const names = new Set([
        ...list
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
        ...i18nNames,
      ]);
      return `import { ${[...names].sort().join(', ')} } from '${path}i18n.ts';`;
    },
  );
  if (namespaceNames.length === 0) return next;
  const existing = next.match(
    /import \{ ([^}]*)\} from '((?:\.\.?\/)+(?:i18n\/)?)namespaces\.ts';/,
  );
  if (existing) {
    const names = new Set([
      ...existing[1]!
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
      ...namespaceNames,
    ]);
    return next.replace(
      existing[0],
      `import { ${[...names].sort().join(', ')} } from '${existing[2]}namespaces.ts';`,
    );
  }
  const i18nImport = next.match(IMPORT_I18N)!;
  return next.replace(
    i18nImport[0],
    `${i18nImport[0]}import { ${namespaceNames.join(', ')} } from '${i18nImport[1]}namespaces.ts';\n`,
  );
}

const check = process.argv.includes('--check');
const changed: string[] = [];
for (const file of filesUnder(appDir)) {
  if (file.startsWith(join(appDir, 'i18n'))) continue;
  const original = readFileSync(file, 'utf8');
  const source = migrateGetT(original);
  if (!/\buseT\(/.test(source)) {
    if (source !== original) {
      changed.push(relative(appDir, file));
      if (!check) writeFileSync(file, source);
    }
    continue;
  }
  // Keys of meta, loaders and actions are theirs, not the components'.
  let componentSource = source;
  for (const name of ['meta', 'loader', 'action']) {
    const body = functionBody(componentSource, name);
    if (body) componentSource = replaceIn(componentSource, body, () => '{}');
  }
  const keys = keysIn(componentSource);
  const named =
    source
      .match(NAMED)?.[1]
      ?.split(',')
      .map((name) => name.trim()) ?? [];
  const names = [...new Set([...namespacesFor(keys), ...named])].sort();

  let next = source.replace(USE_T, `useT(${names.join(', ')})`);
  next = next.replace(IMPORT_NAMESPACES, '');
  // Namespaces the file names elsewhere (its meta, a loader, a type) stay imported.
  const imported = [
    ...new Set([
      ...names,
      ...namespaces.map((n) => n.name).filter((n) => new RegExp(`\\b${n}\\b`).test(next)),
    ]),
  ].sort();
  if (imported.length > 0) {
    const i18nImport = next.match(IMPORT_I18N);
    if (!i18nImport)
      throw new Error(`${relative(appDir, file)}: useT without an import of i18n.ts`);
    const line = `import { ${imported.join(', ')} } from '${i18nImport[1]}namespaces.ts';\n`;
    next = next.replace(i18nImport[0], `${i18nImport[0]}${line}`);
  }
  if (next !== original) {
    changed.push(relative(appDir, file));
    if (!check) writeFileSync(file, next);
  }
}
process.stdout.write(`${changed.length} file(s) ${check ? 'would change' : 'changed'}\n`);
for (const file of changed) process.stdout.write(`  ${file}\n`);
if (check && changed.length > 0) process.exit(1);
