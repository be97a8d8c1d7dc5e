import { clsx, type ClassValue } from 'clsx';

/**
 * The Tailwind classes a later class can override, by group. Only the utilities this design system
 * uses are listed (`cn.test.ts` holds the conflicts the site's pages have); a class in no group is
 * kept as is. `tailwind-merge` (8 KB on every page) knew them all.
 */
const GROUPS: [RegExp, string][] = [
  [
    /^(block|inline|inline-block|flex|inline-flex|grid|inline-grid|contents|hidden|table|flow-root|list-item)$/,
    'display',
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'case'],
  [/^(underline|overline|line-through|no-underline)$/, 'decoration-line'],
  [/^(italic|not-italic)$/, 'italic'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'overflow-text'],
  [/^(grow|grow-\d+)$/, 'grow'],
  [/^(shrink|shrink-\d+)$/, 'shrink'],
  [/^shadow(-(none|2xs|xs|sm|md|lg|xl|2xl|inner))?$/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^ring(-\d+)?$/, 'ring'],
  [/^ring-offset-\d+$/, 'ring-offset'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-/, 'ring-color'],
  [/^transition$/, 'transition'],
  [/^border(-[xytrblse])?(-\d+)?$/, 'border-w$1'],
  [/^border-(solid|dashed|dotted|double|none|hidden)$/, 'border-style'],
  [/^outline(-\d+|-none|-hidden)?$/, 'outline'],
  [/^outline-(solid|dashed|dotted|double)$/, 'outline-style'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline-/, 'outline-color'],
  [/^text-(xs|sm|base|lg|\d?xl)$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-(sans|serif|mono)$/, 'font-family'],
  [/^bg-(none|gradient-to-.+|linear-.+|radial.*)$/, 'bg-image'],
  [/^bg-(auto|cover|contain)$/, 'bg-size'],
  [/^bg-(bottom|center|left|right|top)(-.+)?$/, 'bg-position'],
  [/^bg-(repeat|no-repeat)(-.+)?$/, 'bg-repeat'],
  [/^flex-(row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^justify-(items|self)-/, 'justify-$1'],
  [/^place-(items|content|self)-/, 'place-$1'],
  [/^(col|row)-(start|end)-/, '$1-$2'],
  // `name-value`: the group is the name (w-4 against w-full, px-2 against px-4, text-primary …).
  [
    /^-?(p[xytrblse]?|m[xytrblse]?|gap(-[xy])?|space-[xy]|size|w|h|min-w|max-w|min-h|max-h|inset(-[xy])?|top|right|bottom|left|start|end|rounded(-[trblse]{1,2})?|z|opacity|order|leading|tracking|items|justify|content|self|cursor|overflow(-[xy])?|whitespace|pointer-events|select|grid-cols|grid-rows|col-span|row-span|basis|flex|aspect|object|list|line-clamp|transition|duration|ease|delay|underline-offset|decoration|ring-offset|translate-[xy]|scale|rotate|text|bg|border(-[xytrblse])?|fill|stroke|from|via|to|accent|caret)-/,
    '$1',
  ],
  [/^(rounded(-[trblse]{1,2})?)$/, '$1'],
];

/** Groups a class of the first group also overrides (p-4 replaces an earlier px-2). */
const OVERRIDES: Record<string, string[]> = {};
for (const s of ['p', 'm']) {
  OVERRIDES[s] = 'xytrblse'.split('').map((side) => s + side);
  OVERRIDES[s + 'x'] = [s + 'r', s + 'l', s + 's', s + 'e'];
  OVERRIDES[s + 'y'] = [s + 't', s + 'b'];
}
OVERRIDES.size = ['w', 'h'];
// A font size brings its own line height: an earlier `leading-*` no longer applies.
OVERRIDES['font-size'] = ['leading'];
OVERRIDES.gap = ['gap-x', 'gap-y'];
OVERRIDES.overflow = ['overflow-x', 'overflow-y'];
OVERRIDES.inset = ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'];
OVERRIDES['inset-x'] = ['right', 'left', 'start', 'end'];
OVERRIDES['inset-y'] = ['top', 'bottom'];
OVERRIDES.rounded = [
  't',
  'r',
  'b',
  'l',
  's',
  'e',
  'tl',
  'tr',
  'br',
  'bl',
  'ss',
  'se',
  'es',
  'ee',
].map((corner) => `rounded-${corner}`);
OVERRIDES['border-w'] = 'xytrblse'.split('').map((side) => `border-w-${side}`);
OVERRIDES['border-w-x'] = ['border-w-r', 'border-w-l'];
OVERRIDES['border-w-y'] = ['border-w-t', 'border-w-b'];

/** Bound of each cache below, so class names built from data cannot grow them without limit. */
const CACHE_LIMIT = 2_000;

function findGroup(utility: string): string | null {
  for (const [pattern, group] of GROUPS) {
    const match = pattern.exec(utility);
    if (match) return match[0].replace(pattern, group);
  }
  return null;
}

/** The cached answer for `key`, computed once; a full cache is emptied rather than grown. */
function cached<T>(cache: Map<string, T>, key: string, compute: (key: string) => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = compute(key);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, value);
  }
  return value;
}

/** Each utility's group, found once: a page uses a few hundred distinct utilities. */
const groups = new Map<string, string | null>();

/**
 * Merged results by their joined input. A page calls `cn` with the same few hundred class lists on
 * every render, and merging walks up to 60 patterns per class: without the caches, hydrating the
 * home page spent about 40 ms in it (docs/performance.md).
 */
const merged = new Map<string, string>();

/** Joins class names and lets a later Tailwind class override an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return cached(merged, clsx(inputs), merge);
}

function merge(joined: string): string {
  const classes = joined.split(' ');
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const name = classes[i]!;
    if (!name) continue;
    // `hover:md:text-sm` → variants `hover:md:` and the utility `text-sm`; `!` marks important.
    const colon = name.lastIndexOf(':');
    const variants = name.slice(0, colon + 1);
    const utility = name.slice(colon + 1).replace(/^!/, '');
    const prefix = variants + (utility.length < name.length - colon - 1 ? '!' : '');
    const group = cached(groups, utility, findGroup);
    if (group === null) {
      if (!kept.includes(name)) kept.push(name);
      continue;
    }
    if (taken.has(prefix + group)) continue;
    taken.add(prefix + group);
    for (const overridden of OVERRIDES[group] ?? []) taken.add(prefix + overridden);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
