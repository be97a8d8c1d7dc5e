import { parse } from 'node:querystring';

const BRACKETED_KEY = /^(.+?)\[(\d*)\]$/;

/**
 * Parses a query string like Node's `querystring`, and also folds `key[0]=a&key[1]=b` (how ts-rest's
 * client encodes arrays) and `key[]=a` into `key: ['a', 'b']`. Plain repeats (`key=a&key=b`) still
 * become arrays. Bracketed values are ordered by their index; other keys are left alone.
 */
export function parseQueryString(input: string): Record<string, string | string[]> {
  const raw = parse(input);
  // No prototype: a `__proto__` key stays an ordinary key.
  const result: Record<string, string | string[]> = Object.create(null);
  const indexed = new Map<string, { index: number; order: number; value: string }[]>();
  let order = 0;

  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    const match = BRACKETED_KEY.exec(key);
    if (!match) {
      result[key] = value;
      continue;
    }
    const [, name = key, index] = match;
    const entries = indexed.get(name) ?? [];
    for (const v of values) {
      entries.push({
        index: index === '' ? Number.MAX_SAFE_INTEGER : Number(index),
        order: order++,
        value: v,
      });
    }
    indexed.set(name, entries);
  }

  for (const [name, entries] of indexed) {
    const sorted = entries
      .sort((a, b) => a.index - b.index || a.order - b.order)
      .map((e) => e.value);
    const existing = result[name];
    result[name] =
      existing === undefined
        ? sorted
        : [...(Array.isArray(existing) ? existing : [existing]), ...sorted];
  }
  return result;
}
