import { describe, expect, it } from 'vitest';
import {
  type Messages,
  createTranslator,
  type MessageKey,
  type MessageTree,
  type PluralMessage,
} from '../translate.ts';
import { accountsShellEn } from './accounts-shell.en.ts';
import { accountsShellFr } from './accounts-shell.fr.ts';
import { accountsEn } from './accounts.en.ts';
import { accountsFr } from './accounts.fr.ts';
import { coreMessagesEn } from './core.en.ts';
import { coreMessagesFr } from './core.fr.ts';
import { homeEn } from './home.en.ts';
import { homeFr } from './home.fr.ts';
import { noResultsEn } from './no-results.en.ts';
import { noResultsFr } from './no-results.fr.ts';
import { placesEn } from './places.en.ts';
import { placesFr } from './places.fr.ts';
import { siteSearchEn } from './site-search.en.ts';
import { siteSearchFr } from './site-search.fr.ts';

/** Each English module of this branch and its French twin. */
const PAIRS: [name: string, en: MessageTree, fr: MessageTree][] = [
  ['core', coreMessagesEn, coreMessagesFr],
  ['accounts-shell', accountsShellEn, accountsShellFr],
  ['home', homeEn, homeFr],
  ['places', placesEn, placesFr],
  ['no-results', noResultsEn, noResultsFr],
  ['site-search', siteSearchEn, siteSearchFr],
  ['accounts', accountsEn, accountsFr],
];

/**
 * French messages that are the English ones, letter for letter, on purpose: words French shares
 * with English (« Menu », « Notification », « Message », « Article »…) and a brand name.
 */
const SAME_IN_BOTH = new Set([
  'core:nav.menuTitle',
  'core:pagination.label',
  'core:pagination.page',
  'core:accounts.toaster.region',
  'core:accounts.toaster.announce',
  'core:accounts.menu.administration',
  'accounts-shell:toaster.region',
  'accounts-shell:toaster.announce',
  'accounts-shell:menu.administration',
  'site-search:content.kinds.guide',
  'site-search:content.kinds.blog',
  'accounts:profileFields.linkedin',
  'accounts:dashboard.message',
]);

function isPlural(value: unknown): value is PluralMessage {
  return typeof value === 'object' && value !== null && 'other' in value;
}

/** Every message of a tree by dotted key; a plural message's forms as `key.form`. */
function leaves(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : isPlural(value)
        ? Object.entries(value).map(
            ([form, text]) => [`${prefix}${key}.${form}`, String(text)] as [string, string],
          )
        : leaves(value, `${prefix}${key}.`),
  );
}

/** The shape of a tree: each key's kind (message, plural message, subtree) at every depth. */
function shape(tree: MessageTree): unknown {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? 'message' : isPlural(value) ? 'plural' : shape(value),
    ]),
  );
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}

/** The English text a French message answers: the same plural form, or English `other`. */
function englishOf(en: MessageTree, key: string): string | undefined {
  const english = new Map(leaves(en));
  const exact = english.get(key);
  if (exact !== undefined) return exact;
  const form = key.slice(key.lastIndexOf('.') + 1);
  if (['zero', 'one', 'two', 'few', 'many'].includes(form)) {
    return english.get(`${key.slice(0, key.lastIndexOf('.'))}.other`);
  }
  return undefined;
}

/** French typography (as packages/content's *.fr.ts): what is wrong with a message, if anything. */
export function typographyProblems(text: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(/(^|.)([:;?!])/g)) {
    if (match[1] !== '\u00a0' && match[1] !== '\u202f') {
      problems.push(`no non-breaking space before “${match[2]}”`);
    }
  }
  if (/«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/.test(text)) {
    problems.push('« » without non-breaking spaces inside');
  }
  if (/"|“|”/.test(text)) problems.push('English quotes instead of « »');
  if (/'/.test(text)) problems.push('straight apostrophe instead of ’');
  if (/\.\.\./.test(text)) problems.push('three dots instead of …');
  if (/\s$|^\s|\s{2}/.test(text.replace(/\u00a0/g, 'x'))) problems.push('stray spaces');
  return problems;
}

/** English words that have no business in a French message (whole words, case-insensitive). */
const ENGLISH_WORDS =
  /(?<!\p{L})(the|and|with|your|you|of|for|lawyers?|search|sign|find|please|not|this|here|more)(?!\p{L})/iu;

describe.each(PAIRS)('the French %s messages', (name, en, fr) => {
  const french = leaves(fr);

  it('have the English module’s keys at every depth, and its plural messages', () => {
    expect(shape(fr)).toEqual(shape(en));
  });

  it('keep every plural message’s `one` and `other` forms', () => {
    const forms = french.filter(([key]) => /\.(one|other)$/.test(key)).map(([key]) => key);
    const englishForms = leaves(en)
      .filter(([key]) => /\.(one|other)$/.test(key))
      .map(([key]) => key);
    expect(forms.sort()).toEqual(englishForms.sort());
  });

  it('use the same placeholders as the English message', () => {
    const mismatches = french
      .map(([key, text]) => [key, placeholders(text), placeholders(englishOf(en, key) ?? '')])
      .filter(([, fr, en]) => JSON.stringify(fr) !== JSON.stringify(en));
    expect(mismatches).toEqual([]);
  });

  it('are translated: no message left as its English text outside the list of shared words', () => {
    const same = french
      .filter(([key, text]) => text === englishOf(en, key))
      .map(([key]) => `${name}:${key}`)
      .filter((key) => !SAME_IN_BOTH.has(key));
    expect(same).toEqual([]);
  });

  it('hold no English words', () => {
    const english = french.filter(([, text]) => ENGLISH_WORDS.test(text));
    expect(english).toEqual([]);
  });

  it('follow French typography', () => {
    const problems = french.flatMap(([key, text]) =>
      typographyProblems(text).map((problem) => `${key}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('have no empty message', () => {
    expect(french.filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});

describe('the list of messages the same in both languages', () => {
  it('names only messages that exist and are still the same', () => {
    const stale = [...SAME_IN_BOTH].filter((entry) => {
      const [name, key] = entry.split(':') as [string, string];
      const pair = PAIRS.find(([candidate]) => candidate === name);
      if (!pair) return true;
      const french = new Map(leaves(pair[2])).get(key);
      return french === undefined || french !== englishOf(pair[1], key);
    });
    expect(stale).toEqual([]);
  });
});

/**
 * The loader each namespace will name for 'fr' once the lead adds it to LOCALES (`Loaders<T>` in
 * namespace.ts): the module's default export must have the English module's shape. Checked by
 * `pnpm --filter @cld/web typecheck`; run here, they load each module as a browser would.
 */
type FrenchLoader<T> = () => Promise<{ default: Messages<T> }>;
const FRENCH_LOADERS = {
  core: (() => import('./core.fr.ts')) satisfies FrenchLoader<typeof coreMessagesEn>,
  accountsShell: (() => import('./accounts-shell.fr.ts')) satisfies FrenchLoader<
    typeof accountsShellEn
  >,
  home: (() => import('./home.fr.ts')) satisfies FrenchLoader<typeof homeEn>,
  places: (() => import('./places.fr.ts')) satisfies FrenchLoader<typeof placesEn>,
  noResults: (() => import('./no-results.fr.ts')) satisfies FrenchLoader<typeof noResultsEn>,
  siteSearch: (() => import('./site-search.fr.ts')) satisfies FrenchLoader<typeof siteSearchEn>,
  accounts: (() => import('./accounts.fr.ts')) satisfies FrenchLoader<typeof accountsEn>,
};

describe('the French modules as namespace loaders', () => {
  it('each default-exports its French messages', async () => {
    const modules = await Promise.all(
      Object.values(FRENCH_LOADERS).map((load) => load().then((module) => module.default)),
    );
    expect(modules).toEqual([
      coreMessagesFr,
      accountsShellFr,
      homeFr,
      placesFr,
      noResultsFr,
      siteSearchFr,
      accountsFr,
    ]);
  });

  it('are type-checked against the English shape', () => {
    // @ts-expect-error a module without its English module's keys is not a French loader
    const wrong = (() => import('./home.fr.ts')) satisfies FrenchLoader<typeof placesEn>;
    expect(wrong).toBeTypeOf('function');
  });
});

describe('the French core', () => {
  it('carries the French frame strings of the account menu', () => {
    expect(coreMessagesFr.accounts).toBe(accountsShellFr);
  });

  const t = createTranslator<MessageKey<typeof coreMessagesEn>>('fr-CA', [coreMessagesFr]);

  it('uses the singular for 0 and 1, as French does, and formats numbers the French way', () => {
    expect(t('browse.results.found', { count: 0 })).toBe('0 avocat trouvé');
    expect(t('browse.results.found', { count: 1 })).toBe('1 avocat trouvé');
    expect(t('browse.results.found', { count: 2 })).toBe('2 avocats trouvés');
    expect(t('browse.results.found', { count: 8200 })).toMatch(
      /^8[\u00a0\u202f ]200 avocats trouvés$/,
    );
    expect(t('browse.results.found', { count: 1_000_000 })).toMatch(/avocats trouvés$/);
  });

  it('writes the percent sign and the units after a non-breaking space', () => {
    expect(t('signals.explanation', { count: 3, share: 67 })).toContain('67\u00a0%');
    const noResults = createTranslator<MessageKey<typeof noResultsEn>>('fr-CA', [noResultsFr]);
    expect(noResults('suggestions.nearbyCity', { city: 'Laval', distance: 12 })).toBe(
      'À Laval, à 12\u00a0km',
    );
  });
});

describe('typographyProblems', () => {
  it('catches what French typography forbids and accepts what it asks for', () => {
    expect(typographyProblems('Votre recherche :')).toHaveLength(1);
    expect(typographyProblems('Votre recherche\u00a0:')).toEqual([]);
    expect(typographyProblems('« divorce »')).toHaveLength(1);
    expect(typographyProblems('«\u00a0divorce\u00a0»')).toEqual([]);
    expect(typographyProblems('"divorce"')).toHaveLength(1);
    expect(typographyProblems("l'avocat")).toHaveLength(1);
    expect(typographyProblems('Chargement...')).toHaveLength(1);
    expect(typographyProblems('Votre  compte')).toHaveLength(1);
  });

  it('and the English-word check finds whole English words only, accents included', () => {
    expect(ENGLISH_WORDS.test('Find Lawyers')).toBe(true);
    expect(ENGLISH_WORDS.test('Les mieux notés')).toBe(false);
    expect(ENGLISH_WORDS.test('Thé')).toBe(false);
  });
});
