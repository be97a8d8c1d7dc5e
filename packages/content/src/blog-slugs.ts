/**
 * Each blog post's French slug, by its English slug (the post's id in both languages), so
 * `/fr/blogue/{slug}` reads French. No article text here: the language switch can import it.
 */
export const BLOG_SLUGS_FR = {
  'know-your-rights-police-stop': 'interpelle-par-la-police-connaissez-vos-droits',
  'how-divorce-works-in-canada': 'le-divorce-au-canada-etape-par-etape',
  'after-an-accident-personal-injury-claim': 'apres-un-accident-recours-pour-prejudice-corporel',
  'starting-a-business-legal-checklist': 'lancer-une-entreprise-liste-de-verification-juridique',
  'buying-your-first-home-legal-guide': 'acheter-sa-premiere-maison-role-du-notaire-et-couts',
  'employee-rights-in-canada': 'vos-droits-au-travail-au-canada',
} as const satisfies Record<string, string>;

export type BlogId = keyof typeof BLOG_SLUGS_FR;

const BY_FRENCH_SLUG = new Map<string, BlogId>(
  Object.entries(BLOG_SLUGS_FR).map(([id, slug]) => [slug, id as BlogId]),
);

function isBlogId(slug: string): slug is BlogId {
  return Object.hasOwn(BLOG_SLUGS_FR, slug);
}

/** The post a slug of either language names (its English slug), or undefined. */
export function blogIdOf(slug: string): BlogId | undefined {
  return isBlogId(slug) ? slug : BY_FRENCH_SLUG.get(slug);
}

/**
 * The slug in `locale` of the post whose slug (in either language) is `slug`, for the language
 * switch and for links: `blogSlugIn('fr', 'employee-rights-in-canada')` is
 * `'vos-droits-au-travail-au-canada'`, and back. Undefined for no post.
 */
export function blogSlugIn(locale: 'en' | 'fr', slug: string): string | undefined {
  const id = blogIdOf(slug);
  if (id === undefined) return undefined;
  return locale === 'fr' ? BLOG_SLUGS_FR[id] : id;
}
