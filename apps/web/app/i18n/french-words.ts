import { PRACTICE_AREA_SLUGS_FR } from '@cld/reference/french-slugs';
import { PRACTICE_AREA_NAMES_FR } from '@cld/reference/practice-area-names.fr';
import { SITE_PAGES } from '@cld/reference/site-paths';
import { BLOG_SLUGS_FR } from '@cld/content/blog-slugs';
import { CITY_NAMES_FR } from '@cld/content/city-names.fr';
import { FEE_STRUCTURE_LABELS_FR } from '@cld/content/fee-structures.fr';
import { LANGUAGE_NAMES_FR } from '@cld/content/languages.fr';
import { FR_MONTHS } from '@cld/reference/calendar-names';

/**
 * The French words that code shared by both languages needs (paths.ts, names.ts, dates.ts): each
 * page's French path, the French URL words of provinces' and areas' slugs and of blog posts, the
 * French names of stored values, the months. Data only, so that a French page brings it in its
 * HTML, as it brings its messages (`seed.ts`), and builds its tables from it (`french-pack.ts`):
 * an English page never loads it, and no page runs it as JavaScript. The server imports it.
 */
export const FRENCH_WORDS = {
  pages: Object.values(SITE_PAGES).map((page) => [page.en, page.fr] as [string, string]),
  /** English addresses kept for old links (DESIGN §5.3), going to the French page they stand for. */
  aliases: [['/lawyers/:id', '/fr/avocat/:id']] as [string, string][],
  practiceAreaSlugs: PRACTICE_AREA_SLUGS_FR as Record<string, string>,
  blogSlugs: BLOG_SLUGS_FR as Record<string, string>,
  practiceAreaNames: PRACTICE_AREA_NAMES_FR,
  languageNames: LANGUAGE_NAMES_FR as Record<string, string>,
  feeStructureLabels: FEE_STRUCTURE_LABELS_FR,
  cityNames: CITY_NAMES_FR,
  /** As Quebec writes them (OQLF), in lower case. */
  months: FR_MONTHS,
};

export type FrenchWords = typeof FRENCH_WORDS;
