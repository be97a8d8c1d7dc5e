/**
 * A lawyer search that found nothing (browse, site search): which part found nothing and the
 * searches that do find lawyers. Registered by the module that writes the card (`no-results-card.ts`): on the server for a
 * first load, in the browser only when a later search finds nobody.
 */
export const noResultsEn = {
  title: 'No lawyers found',
  body: 'No lawyer matches all of: {parts}.',
  bodyNoParts:
    "We couldn't find any lawyers matching your criteria. Try adjusting your filters or search terms.",
  culprits: {
    text: 'No lawyer’s name, firm or profile mentions “{text}” together with the rest of your search.',
    language: 'No lawyer who matches the rest of your search lists {language}.',
    place: 'No lawyer in {place} matches the rest of your search.',
    practiceArea: 'No lawyer who matches the rest of your search practises {practiceArea}.',
  },
  together: 'Lawyers match parts of your search, but none matches all of it together.',
  suggestionsTitle: 'Searches that find lawyers',
  suggestions: {
    province: 'Anywhere in {province}',
    nearbyCity: 'In {city}, {distance} km away',
    nearbyCityNoDistance: 'In {city}',
    withoutText: 'Without “{text}”',
    withoutLanguage: 'In any language, not only {language}',
    withoutPlace: 'Anywhere in Canada',
    withoutPracticeArea: 'In any practice area, not only {practiceArea}',
    widerRadius: 'Further away: within {radius} km',
    widerRadiusNoDistance: 'Further away',
    withoutDetails: 'Without the cost, funding and meeting filters',
  },
  count: { one: '{count} lawyer', other: '{count} lawyers' },
} as const;

export default noResultsEn;
