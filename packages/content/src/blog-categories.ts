/**
 * The blog's categories: keys in both languages (decision 028), each page labelling them in its
 * own. Apart from the articles, so a page can list the categories without shipping the posts.
 */
export const BLOG_CATEGORIES = [
  'Criminal Law',
  'Family Law',
  'Personal Injury',
  'Corporate Law',
  'Real Estate Law',
  'Employment Law',
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
