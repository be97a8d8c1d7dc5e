import { LANGUAGE_NAMES_FR } from '@cld/content/languages.fr';
import { describe, expect, it } from 'vitest';
import { coreMessagesEn } from './messages/core.en.ts';
import { coreMessagesFr } from './messages/core.fr.ts';
import { adminMessages, ALL_NAMESPACES } from './namespaces.ts';
import { createTranslator, type MessageKey, type MessageTree } from './translate.ts';

/**
 * The French wording rules of issue 37 (decision 052), over every French message: elision before
 * a vowel, language names in lower case inside a sentence, epicene labels for a person whose gender
 * the site does not know.
 */

/** Every message of a tree by dotted key; a plural message's forms as `key.form`. */
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

// The administration stays English (issue 19, item 7).
const translated = ALL_NAMESPACES.filter((namespace) => namespace !== adminMessages);
await Promise.all(translated.map((namespace) => namespace.load('fr')));
const french = new Map(
  translated.flatMap((namespace) =>
    leaves(namespace.raw('fr')!).map(
      ([key, text]) => [`${namespace.id}:${key}`, text] as [string, string],
    ),
  ),
);
const messages = [...french];

describe('French messages: elision', () => {
  it('never write « de », « que », « le » or « la » before a vowel', () => {
    const missed = messages.filter(([, text]) =>
      /(?<![\p{L}-])(de|que|le|la|ne|jusque|lorsque|puisque) [aeiouéèêëàâîïôûh]\p{L}/iu.test(text),
    );
    expect(missed).toEqual([]);
  });

  it('give each message that puts « de » before a name its elided twin, « d’ »', () => {
    const elided = [...french.keys()].filter((key) => key.endsWith('Elided'));
    expect(elided.length).toBeGreaterThan(0);
    for (const key of elided) {
      const base = french.get(key.slice(0, -'Elided'.length))!;
      // One « de {name} » of the message, elided.
      const elisions = [...base.matchAll(/de (\{\w+\})/g)].map(
        (match) =>
          `${base.slice(0, match.index)}d’${match[1]}${base.slice(match.index + match[0].length)}`,
      );
      expect(elisions, key).toContain(french.get(key));
    }
  });
});

describe('French messages: language names', () => {
  const names = Object.values(LANGUAGE_NAMES_FR).map((name) => name.split(' ')[0]!);
  const capitalised = new RegExp(`(?<=\\p{Ll}[ ,]+)(${names.join('|')})(?!\\p{L})`, 'u');

  it('write a language’s name in lower case inside a sentence', () => {
    expect(messages.filter(([, text]) => capitalised.test(text))).toEqual([]);
  });
});

describe('French messages: epicene wording', () => {
  it('name no person of unknown gender in the masculine alone', () => {
    const masculine =
      /\b(utilisateurs?|administrateurs?|visiteurs?)\b|\b(les|des|vos|ses|aux) clients\b|de l’avocat\b(?! ou)|^(Client|Avocat)$/iu;
    expect(messages.filter(([, text]) => masculine.test(text))).toEqual([]);
  });

  it('use the epicene labels the tester looked for', () => {
    expect(french.get('accounts:dashboard.roles.client')).toBe('Cliente ou client');
    expect(french.get('accounts:dashboard.roles.lawyer')).toBe('Avocate ou avocat');
    expect(french.get('accounts:dashboard.title')).toBe('Tableau de bord professionnel');
    expect(french.get('accounts:account.lawyerOption')).toMatch(/^Avocate ou avocat /);
    expect(french.get('profile:contact.emailHidden')).toMatch(/aux personnes inscrites/);
    expect(french.get('profile:credentials.rating')).toBe('Note de la clientèle');
    expect(french.get('clientSpace:requests.status.label')).toBe('Statut\u00a0:');
    expect(french.get('clientSpace:requests.status.answered')).toBe('Réponse reçue');
  });
});

describe('French and English counts', () => {
  const en = createTranslator<MessageKey<typeof coreMessagesEn>>('en-CA', [coreMessagesEn]);
  const fr = createTranslator<MessageKey<typeof coreMessagesFr>>('fr-CA', [coreMessagesFr]);

  it('say a lawyer’s years of experience as they are, 0 in words', () => {
    expect(en('lawyerCard.experience', { count: 0 })).toBe('Less than 1 year of experience');
    expect(en('lawyerCard.experience', { count: 1 })).toBe('1 year of experience');
    expect(en('lawyerCard.experience', { count: 3 })).toBe('3 years of experience');
    expect(fr('lawyerCard.experience', { count: 0 })).toBe('Moins d’un an d’expérience');
    expect(fr('lawyerCard.experience', { count: 1 })).toBe('1 an d’expérience');
    expect(fr('lawyerCard.experience', { count: 3 })).toBe('3 ans d’expérience');
  });

  it('read the experience slider at 0 as « Aucune », never « 0 an et plus »', () => {
    expect(fr('browse.filters.experienceValue', { count: 0 })).toBe('Aucune');
    expect(fr('browse.filters.experienceValue', { count: 1 })).toBe('1 an et plus');
    expect(fr('browse.filters.experienceValue', { count: 5 })).toBe('5 ans et plus');
  });

  it('count the specializations not shown as « +1 autre », « +2 autres »', () => {
    expect(fr('lawyerCard.moreSpecializations', { count: 1 })).toBe('+1 autre');
    expect(fr('lawyerCard.moreSpecializations', { count: 2 })).toBe('+2 autres');
    expect(en('lawyerCard.moreSpecializations', { count: 2 })).toBe('+2 more');
  });
});
