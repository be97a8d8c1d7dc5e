import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.ts';
import { adminMessages, ALL_NAMESPACES } from './namespaces.ts';
import type { MessageTree } from './translate.ts';

/** Every key of a tree, with the placeholders of its message (a plural's forms together). */
function keysOf(tree: MessageTree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') keys.set(key, placeholders(value));
    else if ('other' in value && typeof value.other === 'string')
      keys.set(key, placeholders(Object.values(value).join(' ')));
    else for (const [inner, marks] of keysOf(value as MessageTree, key)) keys.set(inner, marks);
  }
  return keys;
}

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort().join(' ');

describe('the catalogue in French (issue 19)', () => {
  it('has the two languages of the site', () => {
    expect(LOCALES).toEqual(['en', 'fr']);
  });

  // The administration stays English in this issue (its item 7): its French is its English.
  const translated = ALL_NAMESPACES.filter((namespace) => namespace !== adminMessages);

  it.each(translated.map((namespace) => [namespace.id, namespace] as const))(
    '%s: every English key has its French text, with the same placeholders',
    async (_id, namespace) => {
      await Promise.all([namespace.load('en'), namespace.load('fr')]);
      const english = keysOf(namespace.raw('en')!);
      const french = keysOf(namespace.raw('fr')!);
      expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, marks] of english) expect(french.get(key), key).toBe(marks);
      const same = [...english.keys()].filter(
        (key) => lookUp(namespace.raw('en')!, key) === lookUp(namespace.raw('fr')!, key),
      );
      // A few words are the same in both languages (Menu, FAQ, LinkedIn): never a sentence.
      for (const key of same) {
        expect(String(lookUp(namespace.raw('en')!, key)).split(/\s+/).length, key).toBeLessThan(4);
      }
    },
  );
});

function lookUp(tree: MessageTree, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return typeof node === 'object' ? JSON.stringify(node) : node;
}
