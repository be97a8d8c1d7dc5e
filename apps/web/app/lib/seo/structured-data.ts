import type { Lawyer } from '@cld/contract/lawyers';
import { MIN_REVIEWS_FOR_RATING } from '@cld/contract/review-thresholds';
import { WEEKDAYS, type OfficeHours } from '@cld/reference/practice-details';

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

const SCHEMA_DAYS = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;

/**
 * The lawyer's office hours as schema.org `OpeningHoursSpecification`s: one per opening time, with
 * every day that has it ("09:00"–"18:00" Monday to Friday is one); a closed day has none.
 */
export function openingHoursSpecification(hours: OfficeHours) {
  const byOpening = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of WEEKDAYS) {
    for (const { opens, closes } of hours[day]) {
      const key = `${opens}-${closes}`;
      const entry = byOpening.get(key) ?? { opens, closes, days: [] };
      entry.days.push(`https://schema.org/${SCHEMA_DAYS[day]}`);
      byOpening.set(key, entry);
    }
  }
  return [...byOpening.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }));
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
    ...(lawyer.postalCode ? { postalCode: lawyer.postalCode } : {}),
    addressCountry: 'CA',
  };
  // The photo's address is a path on this site; structured data needs the whole URL.
  const image = lawyer.photo ? new URL(lawyer.photo, url).href : undefined;
  const openingHours = openingHoursSpecification(lawyer.officeHours);
  const person = {
    '@type': 'Person',
    name: lawyer.name,
    jobTitle: `${lawyer.practiceArea} Lawyer`,
    knowsAbout: [...new Set([...lawyer.practiceAreas, ...lawyer.specializations])],
    knowsLanguage: lawyer.languages,
    ...(image ? { image } : {}),
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
    ...(image ? { image } : {}),
    ...(openingHours.length > 0 ? { openingHoursSpecification: openingHours } : {}),
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
