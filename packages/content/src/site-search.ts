import { BLOG_ARTICLES } from './blog.ts';
import { FAQ } from './faq.ts';
import { PRACTICE_AREA_GUIDES } from './practice-area-guides.ts';
import { findProvince } from './provinces.ts';
import { PROVINCIAL_GUIDES } from './provincial-guides.ts';
import { toPlainText } from './rich-text.ts';
import { foldText } from './text-folding.ts';

export type ContentResultKind = 'blog' | 'practice-area' | 'province' | 'faq';

export interface ContentResult {
  kind: ContentResultKind;
  title: string;
  summary: string;
  /** The site path that shows it. */
  path: string;
}

interface Document extends ContentResult {
  /** Folded title and body, searched word by word. */
  titleText: string;
  bodyText: string;
}

function truncate(text: string, max = 180): string {
  return text.length <= max ? text : `${text.slice(0, text.lastIndexOf(' ', max))}…`;
}

function document(result: ContentResult, body: string): Document {
  return { ...result, titleText: foldText(result.title), bodyText: foldText(body) };
}

const DOCUMENTS: readonly Document[] = [
  ...BLOG_ARTICLES.map((article) =>
    document(
      {
        kind: 'blog',
        title: article.title,
        summary: article.excerpt,
        path: `/blog/${article.slug}`,
      },
      [article.excerpt, article.category, ...article.tags, toPlainText(article.content)].join(' '),
    ),
  ),
  ...PRACTICE_AREA_GUIDES.map((guide) =>
    document(
      {
        kind: 'practice-area',
        title: guide.name,
        summary: truncate(guide.description),
        path: '/practice-areas',
      },
      [
        guide.description,
        ...guide.commonCases,
        guide.keyInfo.process,
        ...guide.provincialNotes.map(
          (note) =>
            `${note.province === 'federal' ? '' : (findProvince(note.province)?.name ?? '')} ${note.note}`,
        ),
      ].join(' '),
    ),
  ),
  ...PROVINCIAL_GUIDES.map((guide) =>
    document(
      {
        kind: 'province',
        title: guide.name,
        summary: truncate(guide.uniqueFeatures.join(' ')),
        path: '/provincial-guide',
      },
      [guide.capital, guide.legalAid.organization, ...guide.uniqueFeatures].join(' '),
    ),
  ),
  ...FAQ.map((entry) =>
    document(
      {
        kind: 'faq',
        title: entry.question,
        summary: truncate(toPlainText(entry.answer)),
        path: '/faq',
      },
      toPlainText(entry.answer),
    ),
  ),
];

/**
 * The guides, blog posts and answers that contain every word of the query (accents and case
 * ignored), best first: a word in the title counts three times one in the text.
 */
export function searchContent(query: string, limit = 10): ContentResult[] {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
  if (words.length === 0) return [];
  return DOCUMENTS.map((doc) => {
    let score = 0;
    for (const word of words) {
      const inTitle = doc.titleText.includes(word);
      const inBody = doc.bodyText.includes(word);
      if (!inTitle && !inBody) return { doc, score: 0 };
      score += (inTitle ? 3 : 0) + (inBody ? 1 : 0);
    }
    return { doc, score };
  })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ doc: { kind, title, summary, path } }) => ({ kind, title, summary, path }));
}
