import { formatNumber, pluralCategory } from './numbers.ts';

/** A message that depends on a count: Intl plural categories, `other` always present. */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type MessageTree = { readonly [key: string]: string | PluralMessage | MessageTree };

type IsLeaf<T> = T extends string ? true : T extends PluralMessage ? true : false;

/** Every dotted path to a message of a catalogue, e.g. `browse.results.found`. */
export type MessageKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: IsLeaf<T[K]> extends true
    ? `${Prefix}${K}`
    : MessageKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

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
 * Builds the translate function of one locale. `{name}` placeholders take `params`; numbers are
 * formatted for the locale; a plural message picks its form from `params.count`.
 */
export function createTranslator<T extends MessageTree>(locale: string, catalogue: T) {
  return function t(key: MessageKey<T>, params: MessageParams = {}): string {
    const message = lookUp(catalogue, key);
    if (message === undefined) throw new Error(`Missing message "${key}" (${locale})`);
    const template =
      typeof message === 'string'
        ? message
        : typeof params.count === 'number'
          ? (message[pluralCategory(locale, params.count)] ?? message.other)
          : message.other;
    return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
      const value = params[name];
      if (value === undefined) return placeholder;
      return typeof value === 'number' ? formatNumber(locale, value) : value;
    });
  };
}
