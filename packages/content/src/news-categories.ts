/**
 * The news page's categories and impact levels: keys in both languages (decision 028). Apart from
 * the articles, so a page can list them without shipping the news.
 */
export const NEWS_CATEGORIES = [
  'supreme-court',
  'legislation',
  'professional',
  'practice',
  'technology',
] as const;

export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export type ImpactLevel = 'High' | 'Medium' | 'Low';
