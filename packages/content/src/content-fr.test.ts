import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditContent } from './content-audit.ts';
import { typographyProblems, untranslated } from './french-check.ts';
import { frenchPageList, frenchSource } from './french-sources.ts';
import { ABOUT } from './about.ts';
import { ABOUT_FR } from './about.fr.ts';
import { BLOG_ARTICLES } from './blog.ts';
import { BLOG_ARTICLES_FR, BLOG_CATEGORY_LABELS_FR } from './blog.fr.ts';
import { FEE_STRUCTURE_LABELS_FR } from './fee-structures.fr.ts';
import { CHOOSING_STEPS, QUESTION_CATEGORIES } from './choosing-steps.ts';
import { COMMUNITY_RESOURCES } from './community-resources.ts';
import { COMMUNITY_RESOURCES_FR } from './community-resources.fr.ts';
import { PRACTICE_AREAS } from './practice-areas.ts';
import { PRACTICE_AREAS_FR, findPracticeAreaFr } from './practice-areas.fr.ts';
import { CHOOSING_STEPS_FR, QUESTION_CATEGORIES_FR } from './choosing-steps.fr.ts';
import { FAQ, FAQ_CATEGORIES } from './faq.ts';
import { FAQ_CATEGORIES_FR, FAQ_FR } from './faq.fr.ts';
import { FEE_DISCLAIMER, FEE_GUIDES } from './fees.ts';
import { FEE_DISCLAIMER_FR, FEE_GUIDES_FR } from './fees.fr.ts';
import { GOOD_SIGNS, RED_FLAGS } from './red-flags.ts';
import { GOOD_SIGNS_FR, RED_FLAGS_FR, RISK_LEVEL_LABELS_FR } from './red-flags.fr.ts';
import { SELF_REPORTED_MEANING, VERIFIED_MEANING } from './verification.ts';
import { SELF_REPORTED_MEANING_FR, VERIFIED_MEANING_FR } from './verification.fr.ts';
import { CALL_911_FIRST, EMERGENCY_SERVICES, EMERGENCY_SITUATIONS } from './emergency.ts';
import { ARREST_ADVICE, HELP_NOW, HELP_NOW_LABELS } from './help-now.ts';
import { ARREST_ADVICE_FR, HELP_NOW_FR, HELP_NOW_LABELS_FR } from './help-now.fr.ts';
import {
  CALL_911_FIRST_FR,
  EMERGENCY_SERVICES_FR,
  EMERGENCY_SITUATIONS_FR,
} from './emergency.fr.ts';
import {
  CONSTITUTION_SOURCE,
  COURT_OVERVIEW,
  JURISDICTION,
  QUEBEC_CIVIL_LAW,
} from './jurisdiction.ts';
import {
  CONSTITUTION_SOURCE_FR,
  COURT_OVERVIEW_FR,
  JURISDICTION_FR,
  QUEBEC_CIVIL_LAW_FR,
} from './jurisdiction.fr.ts';
import { LAW_SOCIETIES } from './law-societies.ts';
import { LAW_SOCIETIES_FR } from './law-societies.fr.ts';
import { LEGAL_AID } from './legal-aid.ts';
import { LEGAL_AID_FR } from './legal-aid.fr.ts';
import { NOT_LEGAL_ADVICE, PRACTICE_AREA_GUIDES } from './practice-area-guides.ts';
import { NOT_LEGAL_ADVICE_FR, PRACTICE_AREA_GUIDES_FR } from './practice-area-guides.fr.ts';
import { PROVINCE_LEGAL_INFO } from './province-legal-info.ts';
import { PROVINCE_LEGAL_INFO_FR } from './province-legal-info.fr.ts';
import { PROVINCIAL_GUIDES } from './provincial-guides.ts';
import { PROVINCIAL_GUIDES_FR } from './provincial-guides.fr.ts';
import { NEWS_ARTICLES, UPCOMING_CHANGES } from './news.ts';
import { IMPACT_LABELS_FR, NEWS_ARTICLES_FR, UPCOMING_CHANGES_FR } from './news.fr.ts';
import { PRIVACY_POLICY } from './privacy-policy.ts';
import { PRIVACY_POLICY_FR } from './privacy-policy.fr.ts';
import { SITE_SERVICE } from './site-operator.ts';
import { SITE_SERVICE_FR } from './site-operator.fr.ts';
import { TERMS } from './terms.ts';
import { TERMS_FR } from './terms.fr.ts';
import { LANGUAGES } from '@cld/reference/languages';
import { LANGUAGE_NAMES_FR } from './languages.fr.ts';
import { CITY_NAMES_FR } from './city-names.fr.ts';
import { SPECIALIZATIONS } from './specializations.ts';
import { SPECIALIZATIONS_FR, specializationFr } from './specializations.fr.ts';
import { SELF_HELP } from './self-help.ts';
import { AVAILABILITY_LABELS_FR, SELF_HELP_FR } from './self-help.fr.ts';
import {
  filterBlogArticles,
  filterFaqEntries,
  filterNewsArticles,
  searchSelfHelpCategories,
} from './list-filters.ts';

/**
 * The French twins (decision 028) against their English modules: the same entries under the same
 * ids, the same facts (phone numbers, figures, addresses) in both languages, no English sentence
 * left in the French, and French typography.
 */
interface Twin {
  english: unknown;
  french: unknown;
  /**
   * How an entry of a collection is named, so a missing or extra one shows by name; a list
   * without ids (red flags, good signs) is paired by position.
   */
  id?: ((entry: never) => string) | 'position';
}

const TWINS: Record<string, Twin> = {
  practiceAreaGuides: {
    english: PRACTICE_AREA_GUIDES,
    french: PRACTICE_AREA_GUIDES_FR,
    id: (g: { slug: string }) => g.slug,
  },
  notLegalAdvice: { english: NOT_LEGAL_ADVICE, french: NOT_LEGAL_ADVICE_FR },
  provinceLegalInfo: {
    english: Object.values(PROVINCE_LEGAL_INFO),
    french: Object.values(PROVINCE_LEGAL_INFO_FR),
    id: (p: { province: string }) => p.province,
  },
  lawSocieties: {
    english: LAW_SOCIETIES,
    french: LAW_SOCIETIES_FR,
    id: (s: { slug: string }) => s.slug,
  },
  legalAid: {
    english: LEGAL_AID,
    french: LEGAL_AID_FR,
    id: (p: { province: string }) => p.province,
  },
  provincialGuides: {
    english: PROVINCIAL_GUIDES,
    french: PROVINCIAL_GUIDES_FR,
    id: (g: { code: string }) => g.code,
  },
  call911First: { english: CALL_911_FIRST, french: CALL_911_FIRST_FR },
  helpNow: {
    english: Object.values(HELP_NOW),
    french: Object.values(HELP_NOW_FR),
    id: (p: { province: string }) => p.province,
  },
  helpNowArrest: { english: ARREST_ADVICE, french: ARREST_ADVICE_FR },
  helpNowLabels: { english: HELP_NOW_LABELS, french: HELP_NOW_LABELS_FR },
  emergencyServices: {
    english: EMERGENCY_SERVICES,
    french: EMERGENCY_SERVICES_FR,
    id: (s: { phone: string }) => s.phone,
  },
  emergencySituations: {
    english: EMERGENCY_SITUATIONS,
    french: EMERGENCY_SITUATIONS_FR,
    id: (s: { slug: string }) => s.slug,
  },
  selfHelp: { english: SELF_HELP, french: SELF_HELP_FR, id: (c: { slug: string }) => c.slug },
  choosingSteps: {
    english: CHOOSING_STEPS,
    french: CHOOSING_STEPS_FR,
    id: (s: { step: number }) => String(s.step),
  },
  questionCategories: {
    english: QUESTION_CATEGORIES,
    french: QUESTION_CATEGORIES_FR,
    id: (c: { slug: string }) => c.slug,
  },
  redFlags: { english: RED_FLAGS, french: RED_FLAGS_FR, id: 'position' },
  redFlagSeverities: {
    english: RED_FLAGS.map((f) => f.severity),
    french: RED_FLAGS_FR.map((f) => f.severity),
    id: (severity: string) => severity,
  },
  goodSigns: { english: GOOD_SIGNS, french: GOOD_SIGNS_FR, id: 'position' },
  feeDisclaimer: { english: FEE_DISCLAIMER, french: FEE_DISCLAIMER_FR },
  feeGuides: { english: FEE_GUIDES, french: FEE_GUIDES_FR, id: (g: { type: string }) => g.type },
  faqCategories: {
    english: FAQ_CATEGORIES,
    french: FAQ_CATEGORIES_FR,
    id: (c: { id: string }) => c.id,
  },
  faq: {
    english: FAQ,
    french: FAQ_FR,
    id: (e: { id: string; category: string }) => `${e.category}/${e.id}`,
  },
  siteService: { english: SITE_SERVICE, french: SITE_SERVICE_FR },
  terms: { english: TERMS, french: TERMS_FR },
  termsSections: {
    english: TERMS.sections,
    french: TERMS_FR.sections,
    id: (s: { id: string }) => s.id,
  },
  privacyPolicy: { english: PRIVACY_POLICY, french: PRIVACY_POLICY_FR },
  privacyPolicySections: {
    english: PRIVACY_POLICY.sections,
    french: PRIVACY_POLICY_FR.sections,
    id: (s: { id: string }) => s.id,
  },
  about: { english: ABOUT, french: ABOUT_FR },
  news: { english: NEWS_ARTICLES, french: NEWS_ARTICLES_FR, id: (a: { id: string }) => a.id },
  upcomingChanges: {
    english: UPCOMING_CHANGES,
    french: UPCOMING_CHANGES_FR,
    id: (c: { id: string }) => c.id,
  },
  blog: { english: BLOG_ARTICLES, french: BLOG_ARTICLES_FR, id: (a: { id: string }) => a.id },
  constitutionSource: { english: CONSTITUTION_SOURCE, french: CONSTITUTION_SOURCE_FR },
  jurisdiction: {
    english: JURISDICTION,
    french: JURISDICTION_FR,
    id: (a: { level: string }) => a.level,
  },
  courtOverview: { english: COURT_OVERVIEW, french: COURT_OVERVIEW_FR, id: 'position' },
  quebecCivilLaw: { english: QUEBEC_CIVIL_LAW, french: QUEBEC_CIVIL_LAW_FR },
  practiceAreas: {
    english: PRACTICE_AREAS,
    french: PRACTICE_AREAS_FR,
    id: (a: { slug: string }) => a.slug,
  },
  communityResources: {
    english: COMMUNITY_RESOURCES,
    french: COMMUNITY_RESOURCES_FR,
    id: (k: { slug: string }) => k.slug,
  },
  specializations: {
    english: Object.entries(SPECIALIZATIONS).flatMap(([area, list]) =>
      list.map((label, i) => ({ area, i, label })),
    ),
    french: Object.entries(SPECIALIZATIONS_FR).flatMap(([area, list]) =>
      list.map((label, i) => ({ area, i, label })),
    ),
    id: (s: { area: string; i: number }) => `${s.area}#${s.i + 1}`,
  },
  cityNames: {
    english: Object.keys(CITY_NAMES_FR),
    french: Object.values(CITY_NAMES_FR),
    id: 'position',
  },
  languages: {
    english: [...LANGUAGES],
    french: LANGUAGES.map((language) => LANGUAGE_NAMES_FR[language]),
    id: 'position',
  },
  keyLabels: {
    english: [
      BLOG_CATEGORY_LABELS_FR,
      FEE_STRUCTURE_LABELS_FR,
      IMPACT_LABELS_FR,
      RISK_LEVEL_LABELS_FR,
      AVAILABILITY_LABELS_FR,
    ].flatMap((labels) => Object.keys(labels)),
    french: [
      BLOG_CATEGORY_LABELS_FR,
      FEE_STRUCTURE_LABELS_FR,
      IMPACT_LABELS_FR,
      RISK_LEVEL_LABELS_FR,
      AVAILABILITY_LABELS_FR,
    ].flatMap((labels) => Object.values(labels)),
    id: 'position',
  },
  verifiedMeaning: { english: VERIFIED_MEANING, french: VERIFIED_MEANING_FR },
  selfReportedMeaning: { english: SELF_REPORTED_MEANING, french: SELF_REPORTED_MEANING_FR },
};

/** Keys whose values are codes or addresses, not prose a reader reads. */
const NOT_PROSE = new Set([
  'slug',
  // The figure a stat shows live (`'lawyers'`), a key of the directory's stats.
  'live',
  'id',
  'code',
  'province',
  'kind',
  'icon',
  'regulates',
  'asOf',
  'lastUpdated',
  'date',
  'availability',
  'severity',
  'structure',
  'type',
]);

/** Every string in `value` with the key it sits under. */
function strings(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  }
  return [];
}

const URL_IN_TEXT = /https?:\/\/[^\s)»"]+/g;
/** A phone number as either language writes it: 1-800-668-6868, 1 800 668-6868, 9-8-8. */
const PHONE_IN_TEXT = /\b(?:1[-\s\u00a0])?\d{3}[-\s\u00a0]\d{3}[-\s\u00a0]\d{4}\b|\b\d-\d-\d\b/g;
/** A time of day: 9:00 AM, 6:00 PM in English; 9 h, 13 h 30 in French. */
const ENGLISH_TIME = /\b(\d{1,2}):(\d{2})\s*([AP]M)\b/gi;
const FRENCH_TIME = /\b(\d{1,2})[\s\u00a0]h(?:[\s\u00a0](\d{2}))?(?![\p{L}])/gu;
const ENGLISH_NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;
const FRENCH_NUMBER = /\d{1,3}(?:[\s\u00a0\u202f]\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g;

export interface Facts {
  urls: string[];
  phones: string[];
  times: string[];
  numbers: string[];
}

/** The addresses, phone numbers and figures stated anywhere in `value`, each once, sorted. */
export function facts(value: unknown, language: 'en' | 'fr'): Facts {
  const urls = new Set<string>();
  const phones = new Set<string>();
  const numbers = new Set<string>();
  const times = new Set<string>();
  for (const { text } of strings(value)) {
    let rest = text.replace(URL_IN_TEXT, (url) => {
      urls.add(language === 'en' ? frenchSource(url) : url);
      return ' ';
    });
    rest = rest.replace(PHONE_IN_TEXT, (phone) => {
      phones.add(phone.replace(/\D/g, ''));
      return ' ';
    });
    rest =
      language === 'en'
        ? rest.replace(ENGLISH_TIME, (_t, h: string, m: string, half: string) => {
            times.add(`${(Number(h) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0)}:${m}`);
            return ' ';
          })
        : rest.replace(FRENCH_TIME, (_t, h: string, m?: string) => {
            times.add(`${Number(h)}:${m ?? '00'}`);
            return ' ';
          });
    for (const match of rest.matchAll(language === 'en' ? ENGLISH_NUMBER : FRENCH_NUMBER)) {
      const figure =
        language === 'en'
          ? match[0].replace(/,/g, '')
          : match[0].replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
      numbers.add(String(Number(figure)));
    }
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    urls: sorted(urls),
    phones: sorted(phones),
    times: sorted(times),
    numbers: sorted(numbers),
  };
}

function idOf(twin: Twin): (entry: unknown, index: number) => string {
  const id = twin.id;
  if (id === 'position') return (_entry, index) => `#${index + 1}`;
  return id as (entry: unknown) => string;
}

function entries(twin: Twin): { name: string; english: unknown; french: unknown }[] {
  if (!twin.id) return [{ name: '', english: twin.english, french: twin.french }];
  const id = idOf(twin);
  const english = twin.english as readonly unknown[];
  const french = new Map(
    (twin.french as readonly unknown[]).map((entry, i) => [id(entry, i), entry]),
  );
  return english.map((entry, i) => ({
    name: id(entry, i),
    english: entry,
    french: french.get(id(entry, i)),
  }));
}

describe('French content twins', () => {
  for (const [module, twin] of Object.entries(TWINS)) {
    describe(module, () => {
      it('has every English entry under the same id, and no other', () => {
        if (!twin.id) return expect(typeof twin.french).toBe(typeof twin.english);
        const id = idOf(twin);
        expect((twin.french as readonly unknown[]).map(id)).toEqual(
          (twin.english as readonly unknown[]).map(id),
        );
      });

      it('states the same phone numbers, figures and (French) addresses as the English', () => {
        for (const { name, english, french } of entries(twin)) {
          expect(facts(french, 'fr'), `${module} ${name}`).toEqual(facts(english, 'en'));
        }
      });

      it('leaves no English sentence in the French text', () => {
        const found = strings(twin.french)
          .filter(({ key, text }) => !NOT_PROSE.has(key) && !/^https?:/.test(text))
          .flatMap(({ key, text }) => {
            const fragment = untranslated(text);
            return fragment ? [`${key}: …${fragment}…`] : [];
          });
        expect(found).toEqual([]);
      });

      it('follows French typography', () => {
        const found = strings(twin.french)
          .filter(({ key, text }) => !NOT_PROSE.has(key) && !/^https?:/.test(text))
          .flatMap(({ text }) => typographyProblems(text).map((p) => `${p}: ${text.slice(0, 60)}`));
        expect(found).toEqual([]);
      });
    });
  }

  it('sources and dates every actionable French record, with https addresses and well-formed phones', () => {
    expect(
      // province-legal-info dates its checks by month, like its English module, which the
      // English audit leaves out for that reason.
      auditContent(
        Object.fromEntries(
          Object.entries(TWINS)
            .filter(([k]) => k !== 'provinceLegalInfo')
            .map(([k, t]) => [k, t.french]),
        ),
      ),
    ).toEqual([]);
  });

  it('checks every French twin in this folder', () => {
    const here = new URL('.', import.meta.url);
    const thisTest = readFileSync(new URL('content-fr.test.ts', here), 'utf8');
    const twins = readdirSync(here).filter((file) => file.endsWith('.fr.ts'));
    expect(twins.filter((file) => !thisTest.includes(`from './${file}'`))).toEqual([]);
  });

  it('maps each English address to a French page on the same site', () => {
    const pairs = frenchPageList();
    for (const [english, french] of pairs) {
      expect(french).not.toBe(english);
      expect(new URL(french).hostname).toBe(new URL(english).hostname);
    }
  });
});

describe('French helpers', () => {
  it('labels a stored specialization in French, and passes other text through', () => {
    expect(specializationFr('Family Mediation')).toBe('Médiation familiale');
    expect(specializationFr('Something else')).toBe('Something else');
  });

  it('finds a practice area by its French name, without accents', () => {
    expect(findPracticeAreaFr('droit de l’immigration')?.slug).toBe('immigration-law');
    expect(findPracticeAreaFr('PREJUDICE CORPOREL')?.slug).toBe('personal-injury');
    expect(findPracticeAreaFr('family-law')?.name).toBe('Droit de la famille');
  });

  it('filters the French blog without accents, keeping the English category keys', () => {
    expect(
      filterBlogArticles(BLOG_ARTICLES_FR, { query: 'celiapp', category: 'All' }).map((a) => a.id),
    ).toEqual(['buying-your-first-home-legal-guide']);
    expect(
      filterBlogArticles(BLOG_ARTICLES_FR, { query: 'detention', category: 'Criminal Law' }),
    ).toHaveLength(1);
  });

  it('filters the French news without accents', () => {
    expect(
      filterNewsArticles(NEWS_ARTICLES_FR, { query: 'petites creances', category: 'all' }).map(
        (a) => a.id,
      ),
    ).toEqual(['higher-small-claims-limits-explainer', 'ontario-small-claims-50000']);
  });

  it('filters the French FAQ without accents', () => {
    expect(
      filterFaqEntries(FAQ_FR, { query: 'honoraires conditionnels', category: 'fees' }).map(
        (e) => e.id,
      ),
    ).toEqual(['contingency-allowed']);
    expect(
      filterFaqEntries(FAQ_FR, { query: 'verifie', category: 'directory' }).map((e) => e.id),
    ).toContain('verified-badge');
  });

  it('finds self-help in French without accents', () => {
    expect(
      searchSelfHelpCategories(SELF_HELP_FR, 'quebec').flatMap((c) =>
        c.resources.map((r) => r.name),
      ),
    ).toContain('Éducaloi');
    expect(searchSelfHelpCategories(SELF_HELP_FR, 'petites creances').map((c) => c.slug)).toEqual([
      'disputes-and-tribunals',
    ]);
  });
});

describe('the checks themselves', () => {
  it('finds a phone number, a figure or an address missing from one language', () => {
    expect(facts('Call 1-800-668-6868 about $35,000 (https://example.ca/en)', 'en')).toEqual({
      urls: ['https://example.ca/en'],
      phones: ['18006686868'],
      times: [],
      numbers: ['35000'],
    });
    expect(facts('Composez le 1 800 668-6868 pour 35 000 $ (https://example.ca/en)', 'fr')).toEqual(
      facts('Call 1-800-668-6868 about $35,000 (https://example.ca/en)', 'en'),
    );
    expect(facts('Composez le 1 800 668-6868 pour 3 500 $', 'fr')).not.toEqual(
      facts('Call 1-800-668-6868 about $35,000', 'en'),
    );
    expect(facts('de 9 h à 13 h 30', 'fr').times).toEqual(facts('9:00 AM to 1:30 PM', 'en').times);
    expect(facts('de 9 h à 18 h', 'fr').times).not.toEqual(facts('9:00 AM to 6:30 PM', 'en').times);
    expect(facts('0,25 % le 1er mai 2021', 'fr').numbers).toEqual(
      facts('0.25% on 1 May 2021', 'en').numbers,
    );
  });

  it('expects the French page of an address that has one', () => {
    const [english, french] = frenchPageList()[0] ?? ['', ''];
    expect(facts(english, 'en').urls).toEqual([french]);
    expect(facts(english, 'fr').urls).not.toEqual(facts(english, 'en').urls);
  });

  it('catches an English sentence but not a kept name or a quoted name', () => {
    expect(untranslated('Speak to a lawyer in your province.')).not.toBeNull();
    expect(untranslated('Consultez la Law Society of Alberta.')).toBeNull();
    expect(untranslated('Le régime « care-first » de l’Alberta.')).toBeNull();
    expect(untranslated('Parlez à un avocat de votre province.')).toBeNull();
    expect(untranslated('Une ordonnance forçant la vente.')).toBeNull();
  });

  it('catches French typography mistakes', () => {
    expect(typographyProblems('Les délais : 2 ans')).toHaveLength(1);
    expect(typographyProblems('Les délais\u00a0: 2 ans')).toEqual([]);
    expect(typographyProblems('la « taxe de bienvenue »')).toHaveLength(1);
    expect(typographyProblems("l'acheteur")).toHaveLength(1);
  });
});
