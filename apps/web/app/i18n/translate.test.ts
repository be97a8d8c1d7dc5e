import { describe, expect, it } from 'vitest';
import { loadT } from './i18n.ts';
import { ALL_NAMESPACES, noResultsMessages, profileMessages } from './namespaces.ts';
import { createTranslator, type MessageKey, type MessageTree } from './translate.ts';

const greetings = {
  greeting: 'Hello {name}',
  nested: { found: { one: '{count} Lawyer Found', other: '{count} Lawyers Found' } },
} as const;
const t = createTranslator<MessageKey<typeof greetings>>('en', [greetings]);

describe('createTranslator', () => {
  it('fills placeholders and formats numbers for the locale', () => {
    expect(t('greeting', { name: 'Avery' })).toBe('Hello Avery');
    expect(t('nested.found', { count: 8200 })).toBe('8,200 Lawyers Found');
  });

  it('picks the plural form from the count', () => {
    expect(t('nested.found', { count: 1 })).toBe('1 Lawyer Found');
    expect(t('nested.found', { count: 0 })).toBe('0 Lawyers Found');
  });

  it('says exactly 0 with the `zero` form when a message has one, in any language', () => {
    const years = {
      experience: { zero: 'Less than 1 year', one: '{count} year', other: '{count} years' },
    } as const;
    const en = createTranslator<MessageKey<typeof years>>('en', [years]);
    const fr = createTranslator<MessageKey<typeof years>>('fr-CA', [years]);
    expect(en('experience', { count: 0 })).toBe('Less than 1 year');
    expect(fr('experience', { count: 0 })).toBe('Less than 1 year');
    expect(en('experience', { count: 1 })).toBe('1 year');
    expect(en('experience', { count: 0.5 })).toBe('0.5 years');
  });

  it('answers from the first tree that has the key', () => {
    const both = createTranslator<'a' | 'b'>('en', [{ a: 'core' }, { a: 'later', b: 'second' }]);
    expect(both('a')).toBe('core');
    expect(both('b')).toBe('second');
  });

  it('asserts what the types guarantee: a key no tree has is never asked for', () => {
    expect(() => (t as (key: string) => string)('nested.missing')).toThrow(/Unknown message/);
  });
});

function leaves(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : 'other' in value && typeof value.other === 'string'
        ? Object.entries(value).map(
            ([form, text]) => [`${prefix}${key}.${form}`, String(text)] as [string, string],
          )
        : leaves(value as MessageTree, `${prefix}${key}.`),
  );
}

describe('the English catalogue', async () => {
  const trees = await Promise.all(ALL_NAMESPACES.map((namespace) => namespace.load('en')));
  const messages = trees.flatMap((tree) => leaves(tree as MessageTree));

  it('has no empty message', () => {
    expect(messages.filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('carries the spec’s exact wording where the spec gives it', async () => {
    const en = await loadT('en', noResultsMessages, profileMessages);
    expect(en('search.cityPlaceholderDisabled')).toBe('Select province first');
    expect(en('search.cityPlaceholder')).toBe('Select city');
    expect(en('search.keywordsPlaceholder')).toBe('Lawyer name, firm, or specialization');
    expect(en('search.submit')).toBe('Search Lawyers');
    expect(en('search.viewAll')).toBe('View All Lawyers');
    expect(en('browse.error.body')).toBe(
      "We're having trouble loading the lawyers. Please try again later.",
    );
    expect(en('noResults.bodyNoParts')).toBe(
      "We couldn't find any lawyers matching your criteria. Try adjusting your filters or search terms.",
    );
    expect(en('browse.results.showing', { from: 1, to: 12, total: 40 })).toBe(
      'Showing 1 to 12 of 40 results',
    );
    expect(en('browse.filters.experienceValue', { count: 0 })).toBe('0+ years');
    expect(en('browse.filters.experienceMax')).toBe('30+ years');
    expect(en('profile.notFound.body')).toBe(
      "The lawyer profile you're looking for doesn't exist.",
    );
    expect(en('profile.contact.emailHidden')).toBe(
      'Email visible to registered users - Register here',
    );
    expect(en('notFound.title')).toBe('404 Page Not Found');
  });

  it('uses only placeholders made of word characters', () => {
    const malformed = messages.filter(([, text]) => /\{(?!\w+\})/.test(text));
    expect(malformed).toEqual([]);
  });
});
