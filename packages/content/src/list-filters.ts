import type { BlogArticle, BlogCategory } from './blog.ts';
import type { FaqCategory, FaqEntry } from './faq.ts';
import type { NewsArticle, NewsCategory } from './news.ts';
import { toPlainText } from './rich-text.ts';
import type { SelfHelpCategory } from './self-help.ts';
import { foldText } from './text-folding.ts';

/**
 * The content pages' searches, one per kind of list, over the list they are given (the English or
 * the French records: issue 18). Every match is case- and accent-insensitive in both languages, so
 * "quebec" finds "Québec" and "petites creances" finds « petites créances ». This module holds no
 * records, so a page that filters ships only its own language's.
 */

/** Whether one of `texts` contains `query` once both are folded (an empty query matches all). */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const needle = foldText(query.trim());
  return texts.some((text) => foldText(text).includes(needle));
}

/** The entries of `category` whose question or answer contains `query`. */
export function filterFaqEntries(
  entries: readonly FaqEntry[],
  { query, category }: { query: string; category: FaqCategory },
): FaqEntry[] {
  return entries.filter(
    (e) =>
      e.category === category && matchesQuery(query, [`${e.question}\n${toPlainText(e.answer)}`]),
  );
}

/** The articles of `category` (or any, for "All") with `query` in the title, excerpt or a tag. */
export function filterBlogArticles<
  A extends Pick<BlogArticle, 'title' | 'excerpt' | 'tags' | 'category'>,
>(
  articles: readonly A[],
  { query, category }: { query: string; category: BlogCategory | 'All' },
): A[] {
  return articles.filter(
    (a) =>
      (category === 'All' || a.category === category) &&
      matchesQuery(query, [a.title, a.excerpt, ...a.tags]),
  );
}

/** The articles of `category` (or all, for "all") with `query` in the title, summary or key points. */
export function filterNewsArticles(
  articles: readonly NewsArticle[],
  { query, category }: { query: string; category: NewsCategory | 'all' },
): NewsArticle[] {
  return articles.filter(
    (a) =>
      (category === 'all' || a.category === category) &&
      matchesQuery(query, [a.title, a.summary, ...a.keyPoints]),
  );
}

/**
 * The categories and resources matching `query` on the category name, a resource's name or its
 * description. A category whose name matches keeps all its resources.
 */
export function searchSelfHelpCategories(
  categories: readonly SelfHelpCategory[],
  query: string,
): SelfHelpCategory[] {
  if (!query.trim()) return [...categories];
  return categories.flatMap((category) => {
    if (matchesQuery(query, [category.category])) return [category];
    const resources = category.resources.filter((r) =>
      matchesQuery(query, [r.name, r.description]),
    );
    return resources.length > 0 ? [{ ...category, resources }] : [];
  });
}
