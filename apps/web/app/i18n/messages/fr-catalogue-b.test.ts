import { describe, expect, it } from 'vitest';
import { createTranslator, type MessageKey, type MessageTree } from '../translate.ts';
import { bookingsEn } from './bookings.en.ts';
import { bookingsFr } from './bookings.fr.ts';
import { clientSpaceEn } from './client-space.en.ts';
import { clientSpaceFr } from './client-space.fr.ts';
import { contentEn } from './content.en.ts';
import { contentFr } from './content.fr.ts';
import { devMailboxEn } from './dev-mailbox.en.ts';
import { devMailboxFr } from './dev-mailbox.fr.ts';
import { inquiriesTriggersEn } from './inquiries-triggers.en.ts';
import { inquiriesTriggersFr } from './inquiries-triggers.fr.ts';
import { inquiriesEn } from './inquiries.en.ts';
import { inquiriesFr } from './inquiries.fr.ts';
import { profileEn } from './profile.en.ts';
import { profileFr } from './profile.fr.ts';
import { reviewsSectionEn } from './reviews-section.en.ts';
import { reviewsSectionFr } from './reviews-section.fr.ts';
import { reviewsEn } from './reviews.en.ts';
import { reviewsFr } from './reviews.fr.ts';

/**
 * The French twins of the content, profile, reviews and inquiries namespaces (issue 19) against
 * their English modules: the same keys, the same placeholders, every message translated (but for
 * the few listed below) and French typography as `@cld/content`'s `*.fr.ts` write it (a
 * non-breaking space U+00A0 before : ; ? ! and inside « », the apostrophe ’).
 */
const PAIRS: Record<string, { en: MessageTree; fr: MessageTree }> = {
  bookings: { en: bookingsEn, fr: bookingsFr },
  clientSpace: { en: clientSpaceEn, fr: clientSpaceFr },
  content: { en: contentEn, fr: contentFr },
  devMailbox: { en: devMailboxEn, fr: devMailboxFr },
  profile: { en: profileEn, fr: profileFr },
  reviewsSection: { en: reviewsSectionEn, fr: reviewsSectionFr },
  reviews: { en: reviewsEn, fr: reviewsFr },
  inquiries: { en: inquiriesEn, fr: inquiriesFr },
  inquiriesTriggers: { en: inquiriesTriggersEn, fr: inquiriesTriggersFr },
};

/** Messages whose French is the English word itself (a name, or a word both languages share). */
const SAME_IN_BOTH = new Set([
  'clientSpace.requests.kindContact',
  'clientSpace.requests.conversation',
  'clientSpace.bookingsTab',
  'content.provincial.population',
  'content.legalNews.count.one',
  'content.legalNews.count.other',
  'content.blog.count.one',
  'content.blog.count.other',
  'content.faq.count.one',
  'content.faq.count.other',
  'content.faq.crumb',
  'content.howToChoose.tabs.questions',
  'content.about.citiesCreditAfter',
  'devMailbox.date',
  'profile.contact.linkedin',
  'profile.fees.flatFeePrice',
  'reviews.mine.duration.minutes.one',
  'reviews.mine.duration.minutes.other',
  'reviews.admin.reasons.markup',
  'inquiries.fields.message',
  'inquiries.inbox.kindContact',
]);

/** Names kept in English in the French text (a database's own name, a brand). */
const KEPT_IN_ENGLISH = ['Canada Cities Database', 'Creative Commons Attribution', 'LinkedIn'];

type Leaf = { path: string; text: string };

/** Every string of a tree with its dotted path; a plural form is `key.one`, `key.other`. */
function leaves(tree: unknown, prefix: string): Leaf[] {
  if (typeof tree === 'string') return [{ path: prefix, text: tree }];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, `${prefix}.${key}`),
  );
}

/** The key structure of a tree (plural messages included as their forms' keys). */
function shape(tree: unknown): unknown {
  if (typeof tree === 'string') return 'message';
  return Object.fromEntries(
    Object.entries(tree as Record<string, unknown>)
      .map(([key, value]) => [key, shape(value)] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

/** The English placeholders a French leaf must have: its own path's, or the English `other`'s. */
function englishFor(english: Map<string, string>, path: string): string | undefined {
  return english.get(path) ?? english.get(path.replace(/\.[a-z]+$/, '.other'));
}

/** French typography problems of one message. */
function typographyProblems(text: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(/(.)([:;?!])/g)) {
    if (match[1] !== '\u00a0' && match[1] !== '\u202f')
      problems.push(`no non-breaking space before “${match[2]}”`);
  }
  if (/«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/.test(text))
    problems.push('« » without non-breaking spaces');
  if (/"/.test(text)) problems.push('straight double quotes instead of « »');
  if (/'/.test(text)) problems.push('straight apostrophe instead of ’');
  if (/\.\.\./.test(text)) problems.push('three dots instead of …');
  return problems;
}

/** Common English words that are not also French words. */
const ENGLISH_WORDS =
  /(?<!\p{L})(the|and|of|to|your|you|with|for|from|this|that|which|are|is|have|has|will|should|must|not|can|may|when|if|after|before|lawyer|lawyers|review|reviews|send|please|email)(?!\p{L})/iu;

/** An English word left in French text, outside the names kept in English; null if none. */
function englishWord(text: string): string | null {
  let rest = text.replace(/\{\w+\}/g, ' ');
  for (const name of KEPT_IN_ENGLISH) rest = rest.split(name).join(' ');
  return ENGLISH_WORDS.exec(rest)?.[1] ?? null;
}

describe.each(Object.entries(PAIRS))('the French %s messages', (name, { en, fr }) => {
  const english = new Map(leaves(en, name).map((leaf) => [leaf.path, leaf.text]));
  const french = leaves(fr, name);

  it('have exactly the English keys, at every depth', () => {
    expect(shape(fr)).toEqual(shape(en));
  });

  it('keep every placeholder of each message, and no other', () => {
    const wrong = french.filter(({ path, text }) => {
      const source = englishFor(english, path);
      return source === undefined || placeholders(text).join() !== placeholders(source).join();
    });
    expect(wrong.map((leaf) => `${leaf.path}: ${leaf.text}`)).toEqual([]);
  });

  it('translate every message (but the few the same in both languages)', () => {
    const same = french.filter(
      ({ path, text }) => english.get(path) === text && !SAME_IN_BOTH.has(path),
    );
    expect(same.map((leaf) => leaf.path)).toEqual([]);
  });

  it('leave no English words', () => {
    const left = french
      .map(({ path, text }) => ({ path, word: englishWord(text) }))
      .filter(({ word }) => word !== null);
    expect(left).toEqual([]);
  });

  it('follow French typography', () => {
    const problems = french.flatMap(({ path, text }) =>
      typographyProblems(text).map((problem) => `${path}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('name the site by its French name', () => {
    const texts = french.map((leaf) => leaf.text);
    expect(texts.filter((text) => text.includes('Canada Lawyer Directory'))).toEqual([]);
    const titles = texts.filter((text) => text.includes(' | '));
    for (const title of titles) expect(title).toMatch(/ \| Répertoire des avocats du Canada$/);
  });
});

describe('the French modules that share keys', () => {
  it('say the same as the full module in the profile’s first-load namespaces', () => {
    expect(inquiriesFr.contactLawyer).toMatchObject(inquiriesTriggersFr.contactLawyer);
    expect(inquiriesFr.consultation).toMatchObject(inquiriesTriggersFr.consultation);
    expect(reviewsFr).toMatchObject(reviewsSectionFr);
  });

  it('were listed as the same in both languages only where they still are', () => {
    const all = Object.entries(PAIRS).flatMap(([name, { en, fr }]) => {
      const english = new Map(leaves(en, name).map((leaf) => [leaf.path, leaf.text]));
      return leaves(fr, name).filter(({ path, text }) => english.get(path) === text);
    });
    const stillSame = new Set(all.map((leaf) => leaf.path));
    expect([...SAME_IN_BOTH].filter((path) => !stillSame.has(path))).toEqual([]);
  });
});

describe('the French messages through the translator (fr-CA)', () => {
  const t = createTranslator<MessageKey<typeof profileFr>>('fr-CA', [profileFr]);
  const tr = createTranslator<MessageKey<typeof reviewsFr>>('fr-CA', [reviewsFr]);
  const tc = createTranslator<MessageKey<typeof contentFr>>('fr-CA', [contentFr]);

  it('use the singular for 1 and the plural from 2, as French does, and words for 0', () => {
    expect(t('credentials.experienceValue', { count: 0 })).toBe('Moins d’un an');
    expect(t('credentials.experienceValue', { count: 1 })).toBe('1 an');
    expect(t('experienceInSentence', { count: 0 })).toBe('moins d’un an d’expérience');
    expect(t('experienceInSentence', { count: 1 })).toBe('1 an d’expérience');
    expect(t('experienceInSentence', { count: 3 })).toBe('3 ans d’expérience');
    expect(t('credentials.experienceValue', { count: 12 })).toBe('12 ans');
    expect(tr('stars', { count: 1.5 })).toBe('Note\u00a0: 1,5 étoile sur 5');
    expect(tr('stars', { count: 4.5 })).toBe('Note\u00a0: 4,5 étoiles sur 5');
    expect(tc('practiceArea.lawyerCount', { count: 8200 })).toMatch(/^8\s200 avocats$/u);
  });

  it('put the amount before the currency sign', () => {
    expect(t('fees.hourlyRateValue', { rate: '350\u00a0$' })).toBe('350\u00a0$ de l’heure');
    expect(
      t('fees.flatFeeRange', {
        service: 'Divorce',
        min: '1\u00a0500\u00a0$',
        max: '2\u00a0500\u00a0$',
      }),
    ).toBe('Divorce — 1\u00a0500\u00a0$ à 2\u00a0500\u00a0$');
  });
});

describe('the checks themselves', () => {
  it('catch French typography mistakes', () => {
    expect(typographyProblems('Téléphone : {phone}')).toHaveLength(1);
    expect(typographyProblems('Téléphone\u00a0: {phone}')).toEqual([]);
    expect(typographyProblems('Aide?')).toHaveLength(1);
    expect(typographyProblems('comme « famille »')).toHaveLength(1);
    expect(typographyProblems('comme "famille"')).toHaveLength(1);
    expect(typographyProblems("l'avocat")).toHaveLength(1);
    expect(typographyProblems('Envoi en cours...')).toHaveLength(1);
  });

  it('catch English left in French', () => {
    expect(englishWord('Send Message')).toBe('Send');
    expect(englishWord('Retour au profil de {name}')).toBeNull();
    expect(englishWord('envoyée par courriel à {email}.')).toBeNull();
    expect(englishWord('licence Creative Commons Attribution 4.0')).toBeNull();
  });
});
