import { formatNumber, pluralCategory } from './numbers.ts';

/**
 * A message that depends on a count: Intl plural categories, `other` always present. `zero`, when
 * present, is the message for exactly 0 in every language (ICU's `=0`): neither English nor French
 * has a `zero` category, and "0+ years" or « 0 an d’expérience » reads better said in words
 * (« Moins d’un an d’expérience »).
 */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type MessageTree = { readonly [key: string]: string | PluralMessage | MessageTree };

type IsLeaf<T> = T extends string ? true : T extends PluralMessage ? true : false;

/** Every dotted path to a message of a catalogue, e.g. `browse.results.found`. */
export type MessageKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: IsLeaf<T[K]> extends true
    ? `${Prefix}${K}`
    : MessageKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * The shape another language's module must have, given the English one: the same keys at every
 * depth, any text for a string, and a plural message for a plural message (its own categories:
 * French has `one`, `many` and `other`).
 */
export type Messages<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends PluralMessage
      ? PluralMessage
      : Messages<T[K]>;
};

export type MessageParams = Record<string, string | number>;

function isPlural(value: unknown): value is PluralMessage {
  return typeof value === 'object' && value !== null && 'other' in value;
}

function lookUp(tree: MessageTree, key: string): string | PluralMessage | undefined {
  let node: string | PluralMessage | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || isPlural(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' || isPlural(node) ? node : undefined;
}

/**
 * Builds the translate function of one locale over loaded trees (the first tree that has a key
 * answers it). `{name}` placeholders take `params`; numbers are formatted for the locale; a plural
 * message picks its form from `params.count` (its `zero` form for exactly 0).
 *
 * The types only let a caller ask for a key of the trees it passed, so a key that no tree has is
 * a type error; the throw below is the assertion of that, never reached by typed code.
 */
export function createTranslator<K extends string>(
  locale: string,
  trees: readonly MessageTree[],
): (key: K, params?: MessageParams) => string {
  return function t(key, params = {}) {
    let message: string | PluralMessage | undefined;
    for (const tree of trees) {
      message = lookUp(tree, key);
      if (message !== undefined) break;
    }
    if (message === undefined) throw new Error(`Unknown message "${key}" (${locale})`);
    const template =
      typeof message === 'string'
        ? message
        : typeof params.count === 'number'
          ? ((params.count === 0 ? message.zero : undefined) ??
            message[pluralCategory(locale, params.count)] ??
            message.other)
          : message.other;
    return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
      const value = params[name];
      if (value === undefined) return placeholder;
      return typeof value === 'number' ? formatNumber(locale, value) : value;
    });
  };
}
