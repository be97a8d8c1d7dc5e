import { parse } from 'node:querystring';

const BRACKETED_KEY = /^(.+?)\[(\d*)\]$/;

/**
 * The names of the parameters whose percent-encoding is malformed (`%ZZ`, a cut `%E9`, or bytes that
 * are not UTF-8 such as `%ED%A0%80`), kept on the parsed query under this symbol. Node's parser turns
 * those into U+FFFD or leaves them as typed, so a request would go on with text the person never sent;
 * the contract router answers 400 naming each of them instead.
 */
export const MALFORMED_PARAMETERS = Symbol('malformed query parameters');

export type ParsedQuery = Record<string, string | string[]> & { [MALFORMED_PARAMETERS]?: string[] };

const PERCENT_ESCAPES = /%(?![0-9a-fA-F]{2})/;

function isMalformed(component: string): boolean {
  if (!component.includes('%')) return false;
  if (PERCENT_ESCAPES.test(component)) return true;
  try {
    decodeURIComponent(component);
    return false;
  } catch {
    return true;
  }
}

/** The parameters of `input` whose key or value is not well-formed percent-encoded UTF-8. */
function malformedParameters(input: string): string[] {
  if (!input.includes('%')) return [];
  const names = new Set<string>();
  for (const pair of input.split('&')) {
    const equals = pair.indexOf('=');
    const key = equals === -1 ? pair : pair.slice(0, equals);
    const value = equals === -1 ? '' : pair.slice(equals + 1);
    if (isMalformed(key) || isMalformed(value)) {
      const name = isMalformed(key) ? key : decodeURIComponent(key.replace(/\+/g, ' '));
      names.add((BRACKETED_KEY.exec(name)?.[1] ?? name).slice(0, 100));
    }
  }
  return [...names];
}

/**
 * Parses a query string like Node's `querystring` (noting malformed percent-encoding, see
 * MALFORMED_PARAMETERS), and also folds `key[0]=a&key[1]=b` (how ts-rest's
 * client encodes arrays) and `key[]=a` into `key: ['a', 'b']`. Plain repeats (`key=a&key=b`) still
 * become arrays. Bracketed values are ordered by their index; other keys are left alone.
 */
export function parseQueryString(input: string): ParsedQuery {
  const raw = parse(input);
  // No prototype: a `__proto__` key stays an ordinary key.
  const result: ParsedQuery = Object.create(null);
  const malformed = malformedParameters(input);
  if (malformed.length > 0) {
    Object.defineProperty(result, MALFORMED_PARAMETERS, { value: malformed, enumerable: false });
  }
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
