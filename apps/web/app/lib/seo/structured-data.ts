import type { Lawyer } from '@cld/contract/lawyers';
import { MIN_REVIEWS_FOR_RATING } from '@cld/contract/review-thresholds';

/** Home: the site with its search box (`/search?q=`), so search engines can offer it. */
export function websiteSchema({ origin, name }: { origin: string; name: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * A lawyer's practice as schema.org `LegalService`, the lawyer as its `Person`. The email is left
 * out whatever the API sent: structured data is public (DESIGN §4).
 */
export function lawyerSchema({
  lawyer,
  url,
  firmName,
  provinceName,
}: {
  lawyer: Lawyer;
  url: string;
  firmName: string;
  provinceName: string;
}) {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: lawyer.address,
    addressLocality: lawyer.city,
    addressRegion: lawyer.province,
    addressCountry: 'CA',
  };
  const person = {
    '@type': 'Person',
    name: lawyer.name,
    jobTitle: `${lawyer.practiceArea} Lawyer`,
    knowsAbout: [...new Set([...lawyer.practiceAreas, ...lawyer.specializations])],
    knowsLanguage: lawyer.languages,
    ...(lawyer.photo ? { image: lawyer.photo } : {}),
    ...(lawyer.linkedin ? { sameAs: [lawyer.linkedin] } : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': url,
    url,
    name: firmName,
    telephone: lawyer.phone,
    address,
    areaServed: { '@type': 'AdministrativeArea', name: provinceName },
    knowsAbout: lawyer.practiceAreas,
    employee: person,
    ...(lawyer.website ? { sameAs: [lawyer.website] } : {}),
    // Only when real reviews back it: the same threshold as the stars (docs/decisions/018).
    ...(lawyer.reviewCount >= MIN_REVIEWS_FOR_RATING
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: lawyer.rating,
            reviewCount: lawyer.reviewCount,
            bestRating: 5,
          },
        }
      : {}),
  };
}

export interface Crumb {
  name: string;
  /** Path from the site root, e.g. `/blog`. */
  path: string;
}

/** schema.org `BreadcrumbList`: Home, then each crumb, ending with the page itself. */
export function breadcrumbSchema({ origin, crumbs }: { origin: string; crumbs: readonly Crumb[] }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}
