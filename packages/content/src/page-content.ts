import type { AboutContent } from './about.fr.ts';
import type { BlogArticle, BlogCategory } from './blog.ts';
import { blogSlugIn } from './blog-slugs.ts';
import type { ChoosingStep, QuestionCategory } from './choosing-steps.ts';
import type { CommunityResourceType } from './community-resources.ts';
import type { EmergencyService, EmergencySituation } from './emergency.ts';
import type { FaqCategory, FaqEntry } from './faq.ts';
import type { FeeGuide } from './fees.ts';
import type { CourtLevel, JurisdictionArea } from './jurisdiction.ts';
import type { LegalAidOrganization } from './legal-aid.ts';
import type { ImpactLevel, NewsArticle, UpcomingChange } from './news.ts';
import type { IsoDate, Sourced } from './content-types.ts';
import type { PolicyDocument } from './policy.types.ts';
import type { PracticeAreaGuide } from './practice-area-guides.ts';
import type { ProvincialGuide } from './provincial-guides.ts';
import type { RedFlag, RiskLevel } from './red-flags.ts';
import type { RichText } from './rich-text.ts';
import type { Availability, SelfHelpCategory } from './self-help.ts';

/**
 * Each content page's records in one language (decision 028): the ONE place a page's language
 * picks its module. Every module is imported dynamically, so whoever calls `pageContent` (a route's
 * loader on the server, or a client loader) loads only the language asked for, and a page's
 * component receives plain data: an English page never ships the French words, nor the reverse.
 */
export type ContentLocale = 'en' | 'fr';

/** A blog post as the list shows it (the body stays on the post's own page). */
export type BlogSummary = Omit<BlogArticle, 'content'>;

export interface Jurisdiction {
  areas: readonly JurisdictionArea[];
  courts: readonly CourtLevel[];
}

export interface ContentPages {
  faq: {
    entries: readonly FaqEntry[];
    categories: readonly { id: FaqCategory; label: string }[];
    responseTime: string;
  };
  contact: { questions: readonly FaqEntry[]; businessHours: string; responseTime: string };
  blog: { posts: readonly BlogSummary[]; categoryLabels: Record<BlogCategory, string> };
  legalNews: {
    asOf: IsoDate;
    articles: readonly NewsArticle[];
    upcoming: readonly UpcomingChange[];
    impactLabels: Record<ImpactLevel, string>;
  };
  privacyPolicy: { document: PolicyDocument };
  terms: { document: PolicyDocument };
  about: { about: AboutContent };
  howToChoose: {
    steps: readonly ChoosingStep[];
    questionCategories: readonly QuestionCategory[];
    feeGuides: readonly FeeGuide[];
    feeDisclaimer: string;
    redFlags: readonly RedFlag[];
    riskLabels: Record<RiskLevel, string>;
    goodSigns: readonly string[];
  };
  legalGuide: {
    jurisdiction: Jurisdiction;
    steps: readonly ChoosingStep[];
    /** The legal guide's four practice areas (spec §2), Personal Injury first. */
    guides: readonly PracticeAreaGuide[];
    notLegalAdvice: string;
    provincialGuides: readonly ProvincialGuide[];
  };
  practiceAreas: { guides: readonly PracticeAreaGuide[]; notLegalAdvice: string };
  provincialGuide: {
    jurisdiction: Jurisdiction;
    provincialGuides: readonly ProvincialGuide[];
    quebecCivilLaw: Sourced & { title: string; body: RichText };
  };
  legalResources: {
    selfHelp: readonly SelfHelpCategory[];
    availabilityLabels: Record<Availability, string>;
    communityResources: readonly CommunityResourceType[];
    legalAid: readonly LegalAidOrganization[];
    call911First: string;
    emergencyServices: readonly EmergencyService[];
    emergencySituations: readonly EmergencySituation[];
  };
}

export type ContentPage = keyof ContentPages;

/** The contact page's three questions, answered once in the FAQ. */
const CONTACT_FAQ_IDS = ['is-it-free', 'is-this-legal-advice', 'join-directory'];

/** Spec §2: the four practice areas of the legal guide's tabs, Personal Injury first. */
const LEGAL_GUIDE_AREAS = ['personal-injury', 'family-law', 'criminal-law', 'real-estate-law'];

function pick<T extends { id: string } | { slug: string }>(
  records: readonly T[],
  ids: readonly string[],
): T[] {
  return ids.flatMap((id) =>
    records.filter((record) => ('id' in record ? record.id : record.slug) === id),
  );
}

/** A label map that shows each key as itself: the English pages' keys are their labels. */
function asLabels<K extends string>(keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key): [K, string] => [key, key])) as Record<K, string>;
}

function summary({ content: _body, ...post }: BlogArticle): BlogSummary {
  return post;
}

type Loaders = { [P in ContentPage]: Record<ContentLocale, () => Promise<ContentPages[P]>> };

const LOADERS: Loaders = {
  faq: {
    en: async () => {
      const [{ FAQ, FAQ_CATEGORIES }, { SITE_SERVICE }] = await Promise.all([
        import('./faq.ts'),
        import('./site-operator.ts'),
      ]);
      return { entries: FAQ, categories: FAQ_CATEGORIES, responseTime: SITE_SERVICE.responseTime };
    },
    fr: async () => {
      const [{ FAQ_FR, FAQ_CATEGORIES_FR }, { SITE_SERVICE_FR }] = await Promise.all([
        import('./faq.fr.ts'),
        import('./site-operator.fr.ts'),
      ]);
      return {
        entries: FAQ_FR,
        categories: FAQ_CATEGORIES_FR,
        responseTime: SITE_SERVICE_FR.responseTime,
      };
    },
  },
  contact: {
    en: async () => {
      const [{ FAQ }, { SITE_SERVICE }] = await Promise.all([
        import('./faq.ts'),
        import('./site-operator.ts'),
      ]);
      return {
        questions: pick(FAQ, CONTACT_FAQ_IDS),
        businessHours: SITE_SERVICE.businessHours,
        responseTime: SITE_SERVICE.responseTime,
      };
    },
    fr: async () => {
      const [{ FAQ_FR }, { SITE_SERVICE_FR }] = await Promise.all([
        import('./faq.fr.ts'),
        import('./site-operator.fr.ts'),
      ]);
      return {
        questions: pick(FAQ_FR, CONTACT_FAQ_IDS),
        businessHours: SITE_SERVICE_FR.businessHours,
        responseTime: SITE_SERVICE_FR.responseTime,
      };
    },
  },
  blog: {
    en: async () => {
      const { BLOG_ARTICLES, BLOG_CATEGORIES } = await import('./blog.ts');
      return { posts: BLOG_ARTICLES.map(summary), categoryLabels: asLabels(BLOG_CATEGORIES) };
    },
    fr: async () => {
      const { BLOG_ARTICLES_FR, BLOG_CATEGORY_LABELS_FR } = await import('./blog.fr.ts');
      return { posts: BLOG_ARTICLES_FR.map(summary), categoryLabels: BLOG_CATEGORY_LABELS_FR };
    },
  },
  legalNews: {
    en: async () => {
      const { NEWS_ARTICLES, NEWS_CURRENT_AS_OF, UPCOMING_CHANGES } = await import('./news.ts');
      return {
        asOf: NEWS_CURRENT_AS_OF,
        articles: NEWS_ARTICLES,
        upcoming: UPCOMING_CHANGES,
        impactLabels: asLabels<ImpactLevel>(['High', 'Medium', 'Low']),
      };
    },
    fr: async () => {
      const [{ NEWS_CURRENT_AS_OF }, { NEWS_ARTICLES_FR, UPCOMING_CHANGES_FR, IMPACT_LABELS_FR }] =
        await Promise.all([import('./news.ts'), import('./news.fr.ts')]);
      return {
        asOf: NEWS_CURRENT_AS_OF,
        articles: NEWS_ARTICLES_FR,
        upcoming: UPCOMING_CHANGES_FR,
        impactLabels: IMPACT_LABELS_FR,
      };
    },
  },
  privacyPolicy: {
    en: async () => ({ document: (await import('./privacy-policy.ts')).PRIVACY_POLICY }),
    fr: async () => ({ document: (await import('./privacy-policy.fr.ts')).PRIVACY_POLICY_FR }),
  },
  terms: {
    en: async () => ({ document: (await import('./terms.ts')).TERMS }),
    fr: async () => ({ document: (await import('./terms.fr.ts')).TERMS_FR }),
  },
  about: {
    en: async () => ({ about: (await import('./about.ts')).ABOUT }),
    fr: async () => ({ about: (await import('./about.fr.ts')).ABOUT_FR }),
  },
  howToChoose: {
    en: async () => {
      const [steps, fees, flags] = await Promise.all([
        import('./choosing-steps.ts'),
        import('./fees.ts'),
        import('./red-flags.ts'),
      ]);
      return {
        steps: steps.CHOOSING_STEPS,
        questionCategories: steps.QUESTION_CATEGORIES,
        feeGuides: fees.FEE_GUIDES,
        feeDisclaimer: fees.FEE_DISCLAIMER,
        redFlags: flags.RED_FLAGS,
        riskLabels: asLabels<RiskLevel>(['High Risk', 'Medium Risk']),
        goodSigns: flags.GOOD_SIGNS,
      };
    },
    fr: async () => {
      const [steps, fees, flags] = await Promise.all([
        import('./choosing-steps.fr.ts'),
        import('./fees.fr.ts'),
        import('./red-flags.fr.ts'),
      ]);
      return {
        steps: steps.CHOOSING_STEPS_FR,
        questionCategories: steps.QUESTION_CATEGORIES_FR,
        feeGuides: fees.FEE_GUIDES_FR,
        feeDisclaimer: fees.FEE_DISCLAIMER_FR,
        redFlags: flags.RED_FLAGS_FR,
        riskLabels: flags.RISK_LEVEL_LABELS_FR,
        goodSigns: flags.GOOD_SIGNS_FR,
      };
    },
  },
  legalGuide: {
    en: async () => {
      const [jurisdiction, steps, guides, provincial] = await Promise.all([
        import('./jurisdiction.ts'),
        import('./choosing-steps.ts'),
        import('./practice-area-guides.ts'),
        import('./provincial-guides.ts'),
      ]);
      return {
        jurisdiction: { areas: jurisdiction.JURISDICTION, courts: jurisdiction.COURT_OVERVIEW },
        steps: steps.CHOOSING_STEPS,
        guides: pick(guides.PRACTICE_AREA_GUIDES, LEGAL_GUIDE_AREAS),
        notLegalAdvice: guides.NOT_LEGAL_ADVICE,
        provincialGuides: provincial.PROVINCIAL_GUIDES,
      };
    },
    fr: async () => {
      const [jurisdiction, steps, guides, provincial] = await Promise.all([
        import('./jurisdiction.fr.ts'),
        import('./choosing-steps.fr.ts'),
        import('./practice-area-guides.fr.ts'),
        import('./provincial-guides.fr.ts'),
      ]);
      return {
        jurisdiction: {
          areas: jurisdiction.JURISDICTION_FR,
          courts: jurisdiction.COURT_OVERVIEW_FR,
        },
        steps: steps.CHOOSING_STEPS_FR,
        guides: pick(guides.PRACTICE_AREA_GUIDES_FR, LEGAL_GUIDE_AREAS),
        notLegalAdvice: guides.NOT_LEGAL_ADVICE_FR,
        provincialGuides: provincial.PROVINCIAL_GUIDES_FR,
      };
    },
  },
  practiceAreas: {
    en: async () => {
      const { PRACTICE_AREA_GUIDES, NOT_LEGAL_ADVICE } = await import('./practice-area-guides.ts');
      return { guides: PRACTICE_AREA_GUIDES, notLegalAdvice: NOT_LEGAL_ADVICE };
    },
    fr: async () => {
      const { PRACTICE_AREA_GUIDES_FR, NOT_LEGAL_ADVICE_FR } =
        await import('./practice-area-guides.fr.ts');
      return { guides: PRACTICE_AREA_GUIDES_FR, notLegalAdvice: NOT_LEGAL_ADVICE_FR };
    },
  },
  provincialGuide: {
    en: async () => {
      const [jurisdiction, provincial] = await Promise.all([
        import('./jurisdiction.ts'),
        import('./provincial-guides.ts'),
      ]);
      return {
        jurisdiction: { areas: jurisdiction.JURISDICTION, courts: jurisdiction.COURT_OVERVIEW },
        provincialGuides: provincial.PROVINCIAL_GUIDES,
        quebecCivilLaw: jurisdiction.QUEBEC_CIVIL_LAW,
      };
    },
    fr: async () => {
      const [jurisdiction, provincial] = await Promise.all([
        import('./jurisdiction.fr.ts'),
        import('./provincial-guides.fr.ts'),
      ]);
      return {
        jurisdiction: {
          areas: jurisdiction.JURISDICTION_FR,
          courts: jurisdiction.COURT_OVERVIEW_FR,
        },
        provincialGuides: provincial.PROVINCIAL_GUIDES_FR,
        quebecCivilLaw: jurisdiction.QUEBEC_CIVIL_LAW_FR,
      };
    },
  },
  legalResources: {
    en: async () => {
      const [selfHelp, community, legalAid, emergency] = await Promise.all([
        import('./self-help.ts'),
        import('./community-resources.ts'),
        import('./legal-aid.ts'),
        import('./emergency.ts'),
      ]);
      return {
        selfHelp: selfHelp.SELF_HELP,
        availabilityLabels: asLabels<Availability>([
          'Online, any time',
          'Phone and online',
          'In person and online',
        ]),
        communityResources: community.COMMUNITY_RESOURCES,
        legalAid: legalAid.LEGAL_AID,
        call911First: emergency.CALL_911_FIRST,
        emergencyServices: emergency.EMERGENCY_SERVICES,
        emergencySituations: emergency.EMERGENCY_SITUATIONS,
      };
    },
    fr: async () => {
      const [selfHelp, community, legalAid, emergency] = await Promise.all([
        import('./self-help.fr.ts'),
        import('./community-resources.fr.ts'),
        import('./legal-aid.fr.ts'),
        import('./emergency.fr.ts'),
      ]);
      return {
        selfHelp: selfHelp.SELF_HELP_FR,
        availabilityLabels: selfHelp.AVAILABILITY_LABELS_FR,
        communityResources: community.COMMUNITY_RESOURCES_FR,
        legalAid: legalAid.LEGAL_AID_FR,
        call911First: emergency.CALL_911_FIRST_FR,
        emergencyServices: emergency.EMERGENCY_SERVICES_FR,
        emergencySituations: emergency.EMERGENCY_SITUATIONS_FR,
      };
    },
  },
};

/** The records of one content page in `locale`: `await pageContent('faq', locale)`. */
export function pageContent<P extends ContentPage>(
  page: P,
  locale: ContentLocale,
): Promise<ContentPages[P]> {
  return LOADERS[page][locale]();
}

/**
 * The blog post whose slug in `locale` is `slug`, in that language. The other language's slug finds
 * nothing (one address per post and language): `blogSlugIn(locale, slug)` gives the right one.
 */
export async function blogPostFor(
  locale: ContentLocale,
  slug: string,
): Promise<BlogArticle | undefined> {
  if (blogSlugIn(locale, slug) !== slug) return undefined;
  const posts =
    locale === 'fr'
      ? (await import('./blog.fr.ts')).BLOG_ARTICLES_FR
      : (await import('./blog.ts')).BLOG_ARTICLES;
  return posts.find((post) => post.slug === slug);
}
