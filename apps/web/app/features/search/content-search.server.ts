import { BLOG_ARTICLES } from '@cld/content/blog';
import { BLOG_ARTICLES_FR } from '@cld/content/blog.fr';
import { CHOOSING_STEPS } from '@cld/content/choosing-steps';
import { CHOOSING_STEPS_FR } from '@cld/content/choosing-steps.fr';
import { COMMUNITY_RESOURCES } from '@cld/content/community-resources';
import { COMMUNITY_RESOURCES_FR } from '@cld/content/community-resources.fr';
import { EMERGENCY_SERVICES, EMERGENCY_SITUATIONS } from '@cld/content/emergency';
import { EMERGENCY_SERVICES_FR, EMERGENCY_SITUATIONS_FR } from '@cld/content/emergency.fr';
import { FAQ } from '@cld/content/faq';
import { FAQ_FR } from '@cld/content/faq.fr';
import { JURISDICTION } from '@cld/content/jurisdiction';
import { JURISDICTION_FR } from '@cld/content/jurisdiction.fr';
import { provinceNameIn } from '@cld/content/labels';
import { LEGAL_AID } from '@cld/content/legal-aid';
import { LEGAL_AID_FR } from '@cld/content/legal-aid.fr';
import { NEWS_ARTICLES } from '@cld/content/news';
import { NEWS_ARTICLES_FR } from '@cld/content/news.fr';
import { PRACTICE_AREA_GUIDES } from '@cld/content/practice-area-guides';
import { PRACTICE_AREA_GUIDES_FR } from '@cld/content/practice-area-guides.fr';
import { PROVINCIAL_GUIDES } from '@cld/content/provincial-guides';
import { PROVINCIAL_GUIDES_FR } from '@cld/content/provincial-guides.fr';
import { toPlainText } from '@cld/content/rich-text';
import { SELF_HELP } from '@cld/content/self-help';
import { SELF_HELP_FR } from '@cld/content/self-help.fr';
import { foldText } from '@cld/content/text-folding';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { ContentResult, ContentResultKind, SnippetPart } from './content-results.ts';

/**
 * Site search over the guides, resources, answers and articles: a full-text index (MiniSearch:
 * BM25 ranking, typo tolerance, prefixes) built once per server process and language from
 * `@cld/content`, so none of the text ships to the browser. Decision 021; a French page searches
 * the French records (decision 028), accents folded in both languages.
 */

export type SearchLocale = 'en' | 'fr';

interface ContentDocument {
  id: number;
  kind: ContentResultKind;
  title: string;
  path: string;
  /** Tags, categories, names: words that say what the page is about without being its title. */
  keywords: string;
  /** The text in passages (paragraphs, list items), each a candidate snippet. */
  passages: string[];
}

/** Words that say nothing about a page, folded; dropped from the index and from queries. */
const STOP_WORDS: Record<SearchLocale, ReadonlySet<string>> = {
  en: new Set(
    (
      'a an and are as at be by can do does for from get has have how i if in into is it its me my near ' +
      'need of on or our should so that the their them they this to was we what when where which who ' +
      'why with you your'
    ).split(' '),
  ),
  fr: new Set(
    (
      'au aux avec ce ces cet cette comment dans de des du elle elles en est et etre il ils je la le les ' +
      'leur leurs ma mes mon ne ni nous on ou par pas pour pourquoi qu quand que quel quelle quels ' +
      'quelles qui quoi sa se ses son sont sur ta tes ton tu un une vos votre vous'
    ).split(' '),
  ),
};

/** Folded, without stop words and single letters: the same for the index and for queries. */
function termProcessor(locale: SearchLocale) {
  const stopWords = STOP_WORDS[locale];
  return (term: string): string | null => {
    const folded = foldText(term);
    return folded.length < 2 || stopWords.has(folded) ? null : folded;
  };
}

function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((passage) => passage.trim())
    .filter(Boolean);
}

type Draft = Omit<ContentDocument, 'id'>;

/** One language's records, and the words that say what a group of them is about. */
const RECORDS = {
  en: {
    CHOOSING_STEPS,
    JURISDICTION,
    PRACTICE_AREA_GUIDES,
    PROVINCIAL_GUIDES,
    LEGAL_AID,
    EMERGENCY_SITUATIONS,
    EMERGENCY_SERVICES,
    SELF_HELP,
    COMMUNITY_RESOURCES,
    FAQ,
    BLOG_ARTICLES,
    NEWS_ARTICLES,
    words: { choosing: 'choosing a lawyer', legalAid: 'legal aid', emergency: 'emergency' },
  },
  fr: {
    CHOOSING_STEPS: CHOOSING_STEPS_FR,
    JURISDICTION: JURISDICTION_FR,
    PRACTICE_AREA_GUIDES: PRACTICE_AREA_GUIDES_FR,
    PROVINCIAL_GUIDES: PROVINCIAL_GUIDES_FR,
    LEGAL_AID: LEGAL_AID_FR,
    EMERGENCY_SITUATIONS: EMERGENCY_SITUATIONS_FR,
    EMERGENCY_SERVICES: EMERGENCY_SERVICES_FR,
    SELF_HELP: SELF_HELP_FR,
    COMMUNITY_RESOURCES: COMMUNITY_RESOURCES_FR,
    FAQ: FAQ_FR,
    BLOG_ARTICLES: BLOG_ARTICLES_FR,
    NEWS_ARTICLES: NEWS_ARTICLES_FR,
    words: { choosing: 'choisir un avocat', legalAid: 'aide juridique', emergency: 'urgence' },
  },
};

function contentDocuments(locale: SearchLocale): Draft[] {
  const records = RECORDS[locale];
  const { words } = records;
  const provinceName = (code: string) => provinceNameIn(locale, code);
  return [
    ...records.CHOOSING_STEPS.map<Draft>((step) => ({
      kind: 'guide',
      title: step.title,
      path: '/how-to-choose-lawyer',
      keywords: words.choosing,
      passages: [step.description, ...step.tips],
    })),
    ...records.JURISDICTION.map<Draft>((area) => ({
      kind: 'guide',
      title: area.title,
      path: '/provincial-guide#jurisdiction',
      keywords: area.examples.join(' '),
      passages: [area.description, ...area.examples],
    })),
    ...records.PRACTICE_AREA_GUIDES.map<Draft>((guide) => ({
      kind: 'practice-area',
      title: guide.name,
      path: '/practice-areas',
      keywords: guide.commonCases.join(' '),
      passages: [
        ...sentences(guide.description),
        ...guide.commonCases,
        ...sentences(guide.keyInfo.timeLimit),
        ...sentences(guide.keyInfo.compensation),
        ...sentences(guide.keyInfo.process),
        ...guide.provincialNotes.map((note) =>
          note.province === 'federal' ? note.note : `${provinceName(note.province)}: ${note.note}`,
        ),
      ],
    })),
    ...records.PROVINCIAL_GUIDES.map<Draft>((guide) => ({
      kind: 'province',
      title: guide.name,
      path: '/provincial-guide',
      keywords: [guide.capital, guide.legalAid.organization].join(' '),
      passages: [
        ...guide.uniqueFeatures,
        ...guide.keyLaws.map((law) => `${law.name}: ${law.summary}`),
        guide.courtSystem.appellate,
        guide.courtSystem.superior,
        ...(guide.courtSystem.provincial ? [guide.courtSystem.provincial] : []),
      ],
    })),
    ...records.LEGAL_AID.map<Draft>((plan) => ({
      kind: 'resource',
      title: plan.organization,
      path: '/legal-resources#legal-aid',
      keywords: `${words.legalAid} ${provinceName(plan.province)}`,
      // The services as one passage, so a snippet shows a service among the others.
      passages: [`${plan.services.join('; ')}.`, ...sentences(plan.eligibilityNote)],
    })),
    ...records.EMERGENCY_SITUATIONS.map<Draft>((situation) => ({
      kind: 'resource',
      title: situation.title,
      path: '/legal-resources#emergency',
      keywords: words.emergency,
      passages: [...sentences(situation.summary), ...situation.steps],
    })),
    ...records.EMERGENCY_SERVICES.map<Draft>((service) => ({
      kind: 'resource',
      title: service.service,
      path: '/legal-resources#emergency',
      keywords: `${words.emergency} ${service.phone}`,
      passages: [...sentences(service.description), ...sentences(service.note)],
    })),
    ...records.SELF_HELP.flatMap((category) =>
      category.resources.map<Draft>((resource) => ({
        kind: 'resource',
        title: resource.name,
        path: '/legal-resources#self-help',
        keywords: category.category,
        passages: sentences(resource.description),
      })),
    ),
    ...records.COMMUNITY_RESOURCES.map<Draft>((type) => ({
      kind: 'resource',
      title: type.title,
      path: '/legal-resources#community',
      keywords: type.examples.map((example) => example.name).join(' '),
      passages: [
        ...sentences(type.description),
        ...type.examples.map((example) => `${example.name}: ${example.description}`),
      ],
    })),
    ...records.FAQ.map<Draft>((entry) => ({
      kind: 'faq',
      title: entry.question,
      path: '/faq',
      keywords: entry.category,
      passages: sentences(toPlainText(entry.answer)),
    })),
    ...records.BLOG_ARTICLES.map<Draft>((article) => ({
      kind: 'blog',
      title: article.title,
      path: `/blog/${article.slug}`,
      keywords: [article.category, ...article.tags].join(' '),
      passages: [...sentences(article.excerpt), ...sentences(toPlainText(article.content))],
    })),
    ...records.NEWS_ARTICLES.map<Draft>((article) => ({
      kind: 'news',
      title: article.title,
      path: '/legal-news',
      keywords: [article.category, ...article.practiceAreas].join(' '),
      passages: [...sentences(article.summary), ...article.keyPoints],
    })),
  ];
}

interface ContentIndex {
  search: MiniSearch<ContentDocument>;
  documents: ContentDocument[];
  processTerm: (term: string) => string | null;
}

const indexes = new Map<SearchLocale, ContentIndex>();

/**
 * Built on a language's first search (about 10 ms), then kept: the content only changes with a
 * deploy.
 */
function contentIndex(locale: SearchLocale): ContentIndex {
  const built = indexes.get(locale);
  if (built) return built;
  const processTerm = termProcessor(locale);
  const documents = contentDocuments(locale).map((draft, id) => ({ ...draft, id }));
  const search = new MiniSearch<ContentDocument>({
    fields: ['title', 'keywords', 'body'],
    extractField: (document, field) =>
      field === 'body' ? document.passages.join('\n') : String(document[field as keyof Draft]),
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 1.5, body: 1 },
      // Typos forgiven in words of five letters or more: one edit, two from seven letters (a
      // swap of two letters is two edits).
      fuzzy: (term) => (term.length >= 7 ? 2 : term.length >= 5 ? 1 : false),
      // The last word may still be being typed.
      prefix: (term, position, terms) => position === terms.length - 1 && term.length >= 3,
    },
  });
  search.addAll(documents);
  const index = { search, documents, processTerm };
  indexes.set(locale, index);
  return index;
}

const SNIPPET_MAX = 220;
/** Results that lead to the same page section, at most. */
const SAME_SECTION_MAX = 3;
/** How much text to keep before the first marked word when a passage is cut. */
const SNIPPET_LEAD = 40;

/** A word, or the text between words. */
const WORD_OR_GAP = /([\p{L}\p{N}]+)/u;

/** The passage that holds most of the matched words, cut around the first of them, words marked. */
export function snippetOf(
  passages: readonly string[],
  matched: ReadonlySet<string>,
): SnippetPart[] {
  let best = { passage: passages[0] ?? '', hits: 0 };
  for (const passage of passages) {
    const words = new Set(passage.split(WORD_OR_GAP).map(foldText));
    const hits = [...matched].filter((term) => words.has(term)).length;
    if (hits > best.hits) best = { passage, hits };
  }
  const tokens = best.passage.split(WORD_OR_GAP).filter(Boolean);
  const isMatch = (token: string) => matched.has(foldText(token));
  let start = 0;
  const first = tokens.findIndex(isMatch);
  if (best.passage.length > SNIPPET_MAX && first > 0) {
    let lead = 0;
    start = first;
    while (start > 0 && lead + tokens[start - 1]!.length <= SNIPPET_LEAD) {
      start -= 1;
      lead += tokens[start]!.length;
    }
    // Begin on a word, not on the space or comma before it.
    if (start > 0 && !WORD_OR_GAP.test(tokens[start]!)) start += 1;
  }
  const parts: SnippetPart[] = [];
  const push = (text: string, match: boolean) => {
    const last = parts.at(-1);
    if (last && !last.match && !match) last.text += text;
    else parts.push(match ? { text, match: true } : { text });
  };
  if (start > 0) push('… ', false);
  let length = 0;
  for (const token of tokens.slice(start)) {
    if (length + token.length > SNIPPET_MAX) {
      push(' …', false);
      break;
    }
    length += token.length;
    push(token, isMatch(token));
  }
  return parts;
}

/**
 * The pages whose text holds every word of the query (accents, case and small typos forgiven),
 * best first; when no page holds them all, those that hold most of them. In the records of
 * `locale`, the page's language.
 */
export function searchContent(
  query: string,
  limit = 10,
  locale: SearchLocale = 'en',
): ContentResult[] {
  const { search, documents, processTerm } = contentIndex(locale);
  const terms = query
    .slice(0, 200)
    .split(WORD_OR_GAP)
    .map(processTerm)
    .filter((term): term is string => term !== null);
  if (terms.length === 0) return [];
  const text = terms.join(' ');
  let results = search.search(text, { combineWith: 'AND' });
  if (results.length === 0 && terms.length > 1) {
    const enough = Math.ceil(terms.length / 2);
    results = search
      .search(text, { combineWith: 'OR' })
      .filter((result) => new Set(result.queryTerms).size >= enough);
  }
  // Thirteen legal aid plans offer duty counsel: a few stand for the section they share.
  const perPath = new Map<string, number>();
  const shown = results.filter((result) => {
    const { path } = documents[result.id as number]!;
    perPath.set(path, (perPath.get(path) ?? 0) + 1);
    return perPath.get(path)! <= SAME_SECTION_MAX;
  });
  return shown.slice(0, limit).map((result) => toResult(documents[result.id as number]!, result));
}

function toResult(document: ContentDocument, result: SearchResult): ContentResult {
  const { kind, title, path, passages } = document;
  return { kind, title, path, snippet: snippetOf(passages, new Set(result.terms)) };
}
