/**
 * The practice-area taxonomy's slugs, in the order the directory lists them. Names, summaries and
 * the consultation form's values live in `@cld/content/practice-areas`, keyed by these slugs.
 */
export const PRACTICE_AREA_SLUGS = [
  'family-law',
  'criminal-law',
  'corporate-law',
  'real-estate-law',
  'immigration-law',
  'personal-injury',
  'employment-law',
  'tax-law',
  'environmental-law',
  'intellectual-property',
  'contract-law',
  'constitutional-law',
  'health-law',
  'securities-law',
  'bankruptcy-insolvency',
  'civil-litigation',
  'wills-estates',
  'human-rights-law',
] as const;

export type PracticeAreaSlug = (typeof PRACTICE_AREA_SLUGS)[number];
