/** The landing pages of provinces, cities and practice areas in a city (/lawyers-in/…). */
export const placesEn = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  province: {
    metaTitle: 'Lawyers in {province} | Canada Lawyer Directory',
    metaDescription: {
      one: 'Find a lawyer in {province}: compare the directory’s lawyer there by practice area, city, experience and rating, with {province}’s legal aid and court guides.',
      other:
        'Find a lawyer in {province}: compare {count} lawyers in {cities} cities by practice area, experience and rating, with {province}’s legal aid and court guides.',
    },
    title: 'Lawyers in {province}',
    intro: {
      one: '{count} lawyer in {province} is listed in the directory.',
      other: '{count} lawyers in {cities} cities of {province} are listed in the directory.',
    },
    citiesTitle: 'Cities in {province}',
    cityCount: { one: '{count} lawyer', other: '{count} lawyers' },
  },
  city: {
    metaTitle: 'Lawyers in {city}, {province} | Canada Lawyer Directory',
    metaDescription: {
      one: 'Find a lawyer in {city}, {province}: the directory’s lawyer there, with practice areas, experience, ratings and contact details.',
      other:
        'Find a lawyer in {city}, {province}: compare {count} lawyers by practice area, experience and rating, and contact them directly.',
    },
    title: 'Lawyers in {city}, {province}',
    intro: {
      one: '{count} lawyer in {city} is listed in the directory.',
      other: '{count} lawyers in {city} are listed in the directory.',
    },
    areasTitle: 'Practice areas in {city}',
  },
  area: {
    metaTitle: '{area} Lawyers in {city}, {province} | Canada Lawyer Directory',
    metaDescription: {
      one: 'Find a {area} lawyer in {city}, {province}: compare the directory’s lawyer there by experience and rating, and read our {area} guide.',
      other:
        'Find a {area} lawyer in {city}, {province}: compare {count} lawyers by experience and rating, and read our plain-language {area} guide.',
    },
    title: '{area} Lawyers in {city}, {province}',
    intro: {
      one: '{count} lawyer in {city} practises {area}.',
      other: '{count} lawyers in {city} practise {area}.',
    },
    otherAreasTitle: 'Other practice areas in {city}',
  },
  topLawyers: 'Top-rated lawyers',
  listedLawyers: 'Lawyers in the directory',
  seeAll: { one: 'See the lawyer in the directory', other: 'See all {count} lawyers' },
  guidesTitle: 'Guides for {province}',
  guides: {
    provincial: 'Courts, law societies and key laws of {province}',
    legalAid: 'Legal aid and free legal help in {province}',
    practiceArea: 'Our guide to {area}: common cases, time limits and what to expect',
    howToChoose: 'How to choose a lawyer',
  },
  distance: {
    title: 'Search by distance from {city}',
    within: 'Within {radius} km',
  },
  nearby: {
    title: 'Nearby cities',
    cityInProvince: '{city}, {province}',
    distance: '{distance} km away',
  },
  moreInPlace: 'More {area} lawyers in {city}',
  aboutPlace: 'About lawyers in {place}',
} as const;

export default placesEn;
