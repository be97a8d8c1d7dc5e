import { BLOG_ARTICLES } from '@cld/content/blog';
import { CHOOSING_STEPS } from '@cld/content/choosing-steps';
import { COMMUNITY_RESOURCES } from '@cld/content/community-resources';
import { EMERGENCY_SERVICES, EMERGENCY_SITUATIONS } from '@cld/content/emergency';
import { FAQ } from '@cld/content/faq';
import { JURISDICTION } from '@cld/content/jurisdiction';
import { LEGAL_AID } from '@cld/content/legal-aid';
import { NEWS_ARTICLES } from '@cld/content/news';
import { PRACTICE_AREA_GUIDES } from '@cld/content/practice-area-guides';
import { findProvince } from '@cld/content/provinces';
import { PROVINCIAL_GUIDES } from '@cld/content/provincial-guides';
import { toPlainText } from '@cld/content/rich-text';
import { SELF_HELP } from '@cld/content/self-help';
import { foldText } from '@cld/content/text-folding';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { ContentResult, ContentResultKind, SnippetPart } from './content-results.ts';

/**
 * Site search over the guides, resources, answers and articles: a full-text index (MiniSearch:
 * BM25 ranking, typo tolerance, prefixes) built once per server process from `@cld/content`, so
 * none of the text ships to the browser. Decision 021.
 */

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

/** Words that say nothing about a page; dropped from the index and from queries. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from get has have how i if in into is it its me my near ' +
    'need of on or our should so that the their them they this to was we what when where which who ' +
    'why with you your'
  ).split(' '),
);

/** Folded, without stop words and single letters: the same for the index and for queries. */
function processTerm(term: string): string | null {
  const folded = foldText(term);
  return folded.length < 2 || STOP_WORDS.has(folded) ? null : folded;
}

function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((passage) => passage.trim())
    .filter(Boolean);
}

function provinceName(code: string): string {
  return findProvince(code)?.name ?? '';
}

type Draft = Omit<ContentDocument, 'id'>;

function contentDocuments(): Draft[] {
  return [
    ...CHOOSING_STEPS.map<Draft>((step) => ({
      kind: 'guide',
      title: step.title,
      path: '/how-to-choose-lawyer',
      keywords: 'choosing a lawyer',
      passages: [step.description, ...step.tips],
    })),
    ...JURISDICTION.map<Draft>((area) => ({
      kind: 'guide',
      title: area.title,
      path: '/provincial-guide#jurisdiction',
      keywords: area.examples.join(' '),
      passages: [area.description, ...area.examples],
    })),
    ...PRACTICE_AREA_GUIDES.map<Draft>((guide) => ({
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
    ...PROVINCIAL_GUIDES.map<Draft>((guide) => ({
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
    ...LEGAL_AID.map<Draft>((plan) => ({
      kind: 'resource',
      title: plan.organization,
      path: '/legal-resources#legal-aid',
      keywords: `legal aid ${provinceName(plan.province)}`,
      // The services as one passage, so a snippet shows a service among the others.
      passages: [`${plan.services.join('; ')}.`, ...sentences(plan.eligibilityNote)],
    })),
    ...EMERGENCY_SITUATIONS.map<Draft>((situation) => ({
      kind: 'resource',
      title: situation.title,
      path: '/legal-resources#emergency',
      keywords: 'emergency',
      passages: [...sentences(situation.summary), ...situation.steps],
    })),
    ...EMERGENCY_SERVICES.map<Draft>((service) => ({
      kind: 'resource',
      title: service.service,
      path: '/legal-resources#emergency',
      keywords: `emergency ${service.phone}`,
      passages: [...sentences(service.description), ...sentences(service.note)],
    })),
    ...SELF_HELP.flatMap((category) =>
      category.resources.map<Draft>((resource) => ({
        kind: 'resource',
        title: resource.name,
        path: '/legal-resources#self-help',
        keywords: category.category,
        passages: sentences(resource.description),
      })),
    ),
    ...COMMUNITY_RESOURCES.map<Draft>((type) => ({
      kind: 'resource',
      title: type.title,
      path: '/legal-resources#community',
      keywords: type.examples.map((example) => example.name).join(' '),
      passages: [
        ...sentences(type.description),
        ...type.examples.map((example) => `${example.name}: ${example.description}`),
      ],
    })),
    ...FAQ.map<Draft>((entry) => ({
      kind: 'faq',
      title: entry.question,
      path: '/faq',
      keywords: entry.category,
      passages: sentences(toPlainText(entry.answer)),
    })),
    ...BLOG_ARTICLES.map<Draft>((article) => ({
      kind: 'blog',
      title: article.title,
      path: `/blog/${article.slug}`,
      keywords: [article.category, ...article.tags].join(' '),
      passages: [...sentences(article.excerpt), ...sentences(toPlainText(article.content))],
    })),
    ...NEWS_ARTICLES.map<Draft>((article) => ({
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
}

let index: ContentIndex | undefined;

/** Built on the first search (about 10 ms), then kept: the content only changes with a deploy. */
function contentIndex(): ContentIndex {
  if (index) return index;
  const documents = contentDocuments().map((draft, id) => ({ ...draft, id }));
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
  index = { search, documents };
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
 * best first; when no page holds them all, those that hold most of them.
 */
export function searchContent(query: string, limit = 10): ContentResult[] {
  const { search, documents } = contentIndex();
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
