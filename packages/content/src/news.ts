import { CONTENT_REVIEWED, type IsoDate, type Sourced } from './content-types.ts';
import { filterNewsArticles } from './list-filters.ts';
import type { ImpactLevel, NewsCategory } from './news-categories.ts';

/**
 * The legal news page (spec §3 "news article", "upcoming change"). Every article reports a real,
 * dated development, checked against the official page in `source`; an `explainer` is our own
 * plain-language summary of developments, dated the day we wrote it. Nothing here is invented news.
 */
export { NEWS_CATEGORIES, type ImpactLevel, type NewsCategory } from './news-categories.ts';

export interface NewsArticle extends Sourced {
  id: string;
  kind: 'development' | 'explainer';
  title: string;
  summary: string;
  category: NewsCategory;
  /** The day of the development (or, for an explainer, of writing). */
  date: IsoDate;
  readTime: number;
  /** Who made the development, e.g. the court or government. */
  sourceName: string;
  impact: ImpactLevel;
  practiceAreas: readonly string[];
  keyPoints: readonly string[];
}

export interface UpcomingChange extends Sourced {
  id: string;
  title: string;
  effectiveDate: IsoDate;
  description: string;
  impactLevel: ImpactLevel;
  affectedAreas: readonly string[];
}

function article(fields: Omit<NewsArticle, 'asOf'>): NewsArticle {
  return { ...fields, asOf: CONTENT_REVIEWED };
}

/** The day the news was last brought up to date: the page says its items are current as of it. */
export const NEWS_CURRENT_AS_OF: IsoDate = '2026-11-24';

/** Newest first. */
export const NEWS_ARTICLES: readonly NewsArticle[] = (
  [
    {
      id: 'scc-fox-2026',
      kind: 'development',
      title: 'Supreme Court decides R. v. Fox',
      summary:
        'On 6 February 2026 the Supreme Court of Canada dismissed the Crown’s appeal in R. v. Fox, 2026 SCC 4, from a 2024 judgment of the Court of Appeal for Saskatchewan. Justices Rowe and O’Bonsawin dissented.',
      category: 'supreme-court',
      date: '2026-02-06',
      readTime: 2,
      sourceName: 'Supreme Court of Canada',
      impact: 'Medium',
      practiceAreas: ['Criminal Law'],
      keyPoints: [
        'The appeal from the Court of Appeal for Saskatchewan (2024 SKCA 26) was heard on 20 May 2025 and dismissed.',
        'Nine judges sat; two dissented.',
        'The Court publishes its reasons and a plain-language Case in Brief with the judgment.',
      ],
      source: 'https://decisions.scc-csc.ca/scc-csc/news/fr/item/8433/index.do',
      asOf: '2026-11-24',
    },
    {
      id: 'pei-community-legal-clinic',
      kind: 'development',
      title: 'Prince Edward Island’s first community legal clinic',
      summary:
        'On 18 December 2025 the Government of Prince Edward Island announced the province’s first community legal clinic, run with Community Legal Information and the Law Foundation of PEI and expected to open in spring 2026, offering free civil-law services.',
      category: 'practice',
      date: '2025-12-18',
      readTime: 2,
      sourceName: 'Government of Prince Edward Island',
      impact: 'Medium',
      practiceAreas: ['Civil Litigation'],
      keyPoints: [
        'The province and the Law Foundation of PEI each fund $250,000 a year for five years from March 2026.',
        'The clinic is to offer more free civil-law services, help people explore their options and, in some cases, represent them.',
      ],
      source: 'https://www.princeedwardisland.ca/fr/node/79163',
      asOf: '2026-11-24',
    },
    article({
      id: 'higher-small-claims-limits-explainer',
      kind: 'explainer',
      title: 'Explainer: higher small-claims limits in the Prairies',
      summary:
        'Alberta raised its Court of Justice civil limit to $100,000 on 1 August 2023, and Saskatchewan raised its small-claims limit to $50,000 on 1 April 2024. Here is what that means when you are owed money.',
      category: 'practice',
      date: CONTENT_REVIEWED,
      readTime: 4,
      sourceName: 'Governments of Alberta and Saskatchewan',
      impact: 'Medium',
      practiceAreas: ['Civil Litigation', 'Contract Law'],
      keyPoints: [
        'Alberta Court of Justice: civil claims up to $100,000 since 1 August 2023 (previously $50,000).',
        'Saskatchewan Provincial Court: small claims up to $50,000 since 1 April 2024 (previously $30,000).',
        'Small-claims procedures are simpler and cheaper, and many people represent themselves.',
        'Limitation periods still apply: in both provinces, most claims must start within 2 years of discovery.',
      ],
      source: 'https://www.alberta.ca/release.cfm?xID=887625ADE6F7D-CF80-4625-B07C9E6F06EC2AC5',
    }),
    article({
      id: 'ontario-small-claims-50000',
      kind: 'development',
      title: 'Ontario’s Small Claims Court now hears claims up to $50,000',
      summary:
        'Since 1 October 2025, people and businesses in Ontario can sue for up to $50,000 in Small Claims Court, up from $35,000, using its simpler and cheaper procedure.',
      category: 'legislation',
      date: '2025-10-01',
      readTime: 3,
      sourceName: 'Government of Ontario (O. Reg. 42/25)',
      impact: 'High',
      practiceAreas: ['Civil Litigation', 'Contract Law', 'Personal Injury'],
      keyPoints: [
        'The limit rose from $35,000 to $50,000 on 1 October 2025.',
        'The change was made by O. Reg. 42/25, amending the Small Claims Court Jurisdiction regulation (O. Reg. 626/00).',
        'Claims above the limit still go to the Superior Court of Justice.',
        'Licensed paralegals may represent parties in Small Claims Court.',
      ],
      source: 'https://www.ontario.ca/laws/regulation/000626',
    }),
    article({
      id: 'alberta-care-first-auto-insurance',
      kind: 'development',
      title: 'Alberta passes its "care-first" Automobile Insurance Act',
      summary:
        'Bill 47, the Automobile Insurance Act, received royal assent in May 2025. It moves Alberta to a privately delivered, largely no-fault system for injuries in collisions from 1 January 2027.',
      category: 'legislation',
      date: '2025-05-15',
      readTime: 4,
      sourceName: 'Legislative Assembly of Alberta',
      impact: 'High',
      practiceAreas: ['Personal Injury'],
      keyPoints: [
        'Injured people are paid benefits by their own insurer regardless of fault.',
        'The right to sue an at-fault driver is restricted, with exceptions such as convictions for serious driving offences.',
        'The new system is scheduled to apply to collisions on or after 1 January 2027.',
      ],
      source:
        'https://airbfordrivers.ca/blogs/2025-4/albertas-2027-care-first-system-fact-check-20',
    }),
    article({
      id: 'bc-legal-professions-act',
      kind: 'development',
      title: 'British Columbia passes the Legal Professions Act',
      summary:
        'BC’s Legal Professions Act, passed on 16 May 2024, is to bring lawyers, notaries and regulated paralegals under a single regulator. The Law Society of British Columbia challenged its constitutionality the next day.',
      category: 'professional',
      date: '2024-05-16',
      readTime: 3,
      sourceName: 'Law Society of British Columbia',
      impact: 'Medium',
      practiceAreas: ['All practice areas'],
      keyPoints: [
        'The Act creates a single regulator for lawyers, notaries public and a new class of regulated paralegals.',
        'The Law Society filed a constitutional challenge on 17 May 2024, arguing the Act does not protect the independence of the bar.',
        'Until the transition is complete, check a BC lawyer’s status with the Law Society of British Columbia.',
      ],
      source:
        'https://lawsociety.bc.ca/news-and-publications/news/single-legal-regulator-legislation-where-we-are-and-how-we-got-here',
    }),
    article({
      id: 'federal-court-ai-declarations',
      kind: 'development',
      title: 'Federal Court requires a declaration when AI writes part of a court document',
      summary:
        'Since its notice of 20 December 2023, updated on 7 May 2024, the Federal Court expects parties to declare, in the first paragraph, any content generated by artificial intelligence in documents they file.',
      category: 'technology',
      date: '2024-05-07',
      readTime: 3,
      sourceName: 'Federal Court',
      impact: 'Medium',
      practiceAreas: ['Immigration Law', 'Intellectual Property', 'Civil Litigation'],
      keyPoints: [
        'A declaration is required when AI generated content in a filed document, not when it only suggested edits.',
        'Parties remain responsible for checking every authority and fact, because AI can invent cases.',
        'The Court says it will not draw a negative inference from a declaration alone.',
      ],
      source: 'https://www.fct-cf.gc.ca/en/pages/law-and-practice/notices',
    }),
    article({
      id: 'scc-bykovets-ip-addresses',
      kind: 'development',
      title: 'Supreme Court: your IP address is private',
      summary:
        'In R. v. Bykovets, 2024 SCC 6, a 5–4 majority of the Supreme Court of Canada held that an IP address attracts a reasonable expectation of privacy, so police need judicial authorisation to obtain one.',
      category: 'supreme-court',
      date: '2024-03-01',
      readTime: 4,
      sourceName: 'Supreme Court of Canada',
      impact: 'High',
      practiceAreas: ['Criminal Law', 'Privacy'],
      keyPoints: [
        'A police request to a private company for an IP address is a search under section 8 of the Charter.',
        'Police now need a warrant or production order to obtain IP addresses from third parties.',
        'The majority stressed that an IP address can reveal intimate details of a person’s online activity.',
      ],
      source: 'https://decisions.scc-csc.ca/scc-csc/scc-csc/en/item/20302/index.do',
    }),
  ] satisfies NewsArticle[]
).sort((a, b) => b.date.localeCompare(a.date));

function change(fields: Omit<UpcomingChange, 'asOf'>): UpcomingChange {
  return { ...fields, asOf: CONTENT_REVIEWED };
}

/** Soonest first. Dates are set by statute or regulation; amounts are announced beforehand. */
export const UPCOMING_CHANGES: readonly UpcomingChange[] = [
  change({
    id: 'alberta-care-first-2027',
    title: 'Alberta’s care-first auto insurance begins',
    effectiveDate: '2027-01-01',
    description:
      'Collisions on or after this date fall under Alberta’s new largely no-fault injury benefits, with limited rights to sue.',
    impactLevel: 'High',
    affectedAreas: ['Personal Injury'],
    source: 'https://airbfordrivers.ca/blogs/2025-4/albertas-2027-care-first-system-fact-check-20',
  }),
  change({
    id: 'ontario-rent-guideline-2027',
    title: 'Ontario’s 2027 rent increase guideline applies',
    effectiveDate: '2027-01-01',
    description:
      'The yearly guideline caps most rent increases for rent-controlled units (first occupied on or before 15 November 2018). By law it cannot exceed 2.5%.',
    impactLevel: 'Medium',
    affectedAreas: ['Real Estate Law'],
    source: 'https://www.ontario.ca/page/residential-rent-increases',
  }),
  change({
    id: 'federal-minimum-wage-2027',
    title: 'Federal minimum wage adjustment',
    effectiveDate: '2027-04-01',
    description:
      'Every 1 April the federal minimum wage for federally regulated private-sector workers rises with the previous year’s consumer price index.',
    impactLevel: 'Low',
    affectedAreas: ['Employment Law'],
    source: 'https://laws-lois.justice.gc.ca/eng/acts/L-2/',
  }),
];

/** The articles matching the news page's filters (list-filters.ts). */
export function filterNews(filters: {
  query: string;
  category: NewsCategory | 'all';
}): NewsArticle[] {
  return filterNewsArticles(NEWS_ARTICLES, filters);
}
