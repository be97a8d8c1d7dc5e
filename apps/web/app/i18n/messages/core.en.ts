import { accountsShellEn } from './accounts-shell.en.ts';

/**
 * The core of the catalogue in English: the site's frame (header, footer, consent, toaster, error
 * screens) and the shared widgets, on every page. Its keys sit at the top level (`nav.home`); every
 * other namespace sits under its own key (`profile.title`). A French module will have the same shape
 * (`Messages<typeof coreMessagesEn>`). `{name}` is a placeholder; `{ one, other }` is a message that
 * depends on `count`.
 */
export const coreMessagesEn = {
  site: {
    name: 'Canada Lawyer Directory',
    tagline:
      'A directory of lawyers across Canada by practice area and place, with plain-language guides to your rights. A listing is not an endorsement.',
    skipToContent: 'Skip to main content',
    skipToResults: 'Skip to results',
    notLegalAdvice: 'The information on this site is educational and is not legal advice.',
    shareImageAlt: 'Canada Lawyer Directory: find the right lawyer in Canada',
  },
  demo: {
    label: 'Demonstration',
    title: 'Demonstration site:',
    body: 'the lawyers listed here are fictional, generated for the demo. Their names, contact details, licence numbers and verifications are not real.',
    mailbox: 'Read the e-mails the demo sent',
  },
  nav: {
    label: 'Main',
    home: 'Home',
    browseLawyers: 'Find Lawyers',
    legalResources: 'Legal Resources',
    legalGuide: 'Legal Guide',
    practiceAreas: 'Practice Areas',
    provincialGuide: 'Provincial Guide',
    howToChoose: 'How to Choose a Lawyer',
    legalAidResources: 'Legal Aid & Resources',
    blog: 'Blog',
    searchOpen: 'Search',
    searchLabel: 'Search the site',
    searchPlaceholder: 'Lawyers, guides, articles',
    searchSubmit: 'Search',
    about: 'About',
    contact: 'Contact',
    signIn: 'Sign In',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    helpNow: 'Need help now?',
    helpNowShort: 'Help',
  },
  footer: {
    label: 'Footer',
    practiceAreasHeading: 'Practice Areas',
    companyHeading: 'Company',
    lawyersHeading: 'For Lawyers',
    legalHeading: 'Legal',
    familyLaw: 'Family Law',
    criminalLaw: 'Criminal Law',
    corporateLaw: 'Corporate Law',
    realEstate: 'Real Estate',
    about: 'About Us',
    blog: 'Blog',
    contact: 'Contact',
    lawyerPortal: 'Lawyer Portal',
    findLawyer: 'Find a Lawyer',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    support: 'Support',
    copyright: '© {year} Canada Lawyer Directory. All rights reserved.',
    cookiePreferences: 'Cookie preferences',
  },
  consent: {
    title: 'Your privacy choices',
    body: 'We count visits anonymously, without cookies or anything that identifies you. With your permission we would also use statistics and advertising services that set cookies; none runs until you say yes. Change your mind any time from “Cookie preferences” at the bottom of every page.',
    policy: 'Read our privacy policy',
    purposes: 'What you allow',
    analytics: {
      label: 'Statistics',
      description:
        'Visit counts, and an analytics service that measures how the site is used. Turning this off also stops our anonymous counting.',
    },
    advertising: {
      label: 'Advertising',
      description: 'Ads from an advertising network, which may use cookies to choose them.',
    },
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    customise: 'Choose',
    save: 'Save choices',
  },
  search: {
    provinceLabel: 'Province or territory',
    provincePlaceholder: 'Select province',
    practiceAreaLabel: 'Practice area',
    practiceAreaPlaceholder: 'Select practice area',
    cityLabel: 'City',
    cityPlaceholderDisabled: 'Select province first',
    cityPlaceholder: 'Select city',
    keywordsLabel: 'Keywords',
    keywordsPlaceholder: 'Lawyer name, firm, or specialization',
    submit: 'Search Lawyers',
    viewAll: 'View All Lawyers',
  },
  browse: {
    metaTitle: 'Browse Lawyers in Canada | Canada Lawyer Directory',
    metaDescription:
      'Browse and compare lawyers across Canada. Filter by practice area, province, city and years of experience.',
    title: 'Browse Lawyers',
    subtitle: 'Compare lawyers across Canada by practice area, location and experience.',
    searchLabel: 'Search lawyers',
    aboutPlace: 'About lawyers in {place}: cities, practice areas and local guides',
    searchPlaceholder: 'Name, firm or specialization',
    filters: {
      title: 'Filters',
      toggle: 'Filters',
      /** The phone's filter sheet (issue 22): its close button and its sticky button. */
      close: 'Close filters',
      showResults: { one: 'Show {count} result', other: 'Show {count} results' },
      showResultsLoading: 'Show results',
      activeCount: { one: '{count} active filter', other: '{count} active filters' },
      clearAll: 'Clear All',
      practiceAreas: 'Practice areas',
      province: 'Province or territory',
      anyProvince: 'All provinces and territories',
      city: 'City',
      anyCity: 'All cities',
      experience: 'Minimum experience',
      experienceValue: { zero: '0+ years', one: '{count}+ year', other: '{count}+ years' },
      experienceMin: '0 years',
      experienceMax: '30+ years',
      verifiedOnly: 'Verified lawyers only',
      languages: 'Languages',
      lawyerCount: { one: '{count} lawyer', other: '{count} lawyers' },
      statedByLawyers: 'As each lawyer states it.',
      distance: 'Distance',
      radius: 'Search radius',
      radiusAny: 'Any distance',
      radiusWithin: 'Within {radius} km',
      measuredFrom: 'Measured from {place}',
      measuredFromYou: 'Measured from your approximate position',
      distanceHint: 'Choose a city above, or search near you.',
      nearMe: 'Near me',
      stopNearMe: 'Stop using my position',
      nearMePrivacy:
        'Your browser asks first. Your position is rounded to about 1 km, used for this search only and never stored.',
      nearMeStatus: {
        locating: 'Finding your approximate position…',
        located: 'Showing lawyers near your approximate position.',
        denied:
          'Your browser did not share your position. To search near you, allow location for this site in your browser’s settings, or choose a city instead.',
        unavailable:
          'Your position could not be found just now. Please try again, or choose a city instead.',
        unsupported: 'This browser cannot share a position. Please choose a city instead.',
      },
      legalAidPlan: 'Accepts legal aid ({plan})',
    },
    /** Words of the search the directory cannot use, and where to ask it instead (issue 35). */
    unused: {
      label: 'Not used in your search: {words}.',
      cost: 'To compare what lawyers charge, use the Cost filters (free first consultation, sliding scale, payment plans).',
      nearMe: 'To find lawyers near you, share your approximate position.',
      nearMeButton: 'Search near me',
      rating: 'To see the best-rated lawyers first, sort by rating.',
      ratingButton: 'Sort by rating',
      experience: 'To choose how long lawyers have practised, use the Experience filter.',
    },
    distance: {
      place: '{city}, {province}',
      within: 'within {radius} km of {place}',
      /** The same before a name that starts with a vowel sound (French elides « de »). */
      withinElided: 'within {radius} km of {place}',
      withinYou: 'within {radius} km of your position',
      /** A distance under 1 km, in place of its figure before "km": "< 1 km", not "0 km". */
      underOneKm: '< 1',
    },
    results: {
      found: { one: '{count} Lawyer Found', other: '{count} Lawyers Found' },
      showing: 'Showing {from} to {to} of {total} results',
      sortLabel: 'Sort by',
      sortRelevance: 'Best match',
      sortRating: 'Top-rated',
      sortResponsiveness: 'Fastest to reply',
      sortExperience: 'Most experienced',
      sortDistance: 'Distance (nearest first)',
      sortName: 'Name (A–Z)',
      viewLabel: 'View',
      viewGrid: 'Grid view',
      viewList: 'List view',
      loading: 'Loading lawyers…',
    },
    error: {
      title: 'Something went wrong',
      body: "We're having trouble loading the lawyers. Please try again later.",
      retry: 'Try Again',
    },
    empty: {
      clear: 'Clear Filters',
      browseAll: 'Browse All Lawyers',
    },
    system: {
      title: 'Provincial or federal: which law applies?',
      provincialTitle: 'Provincial matters',
      provincialBody:
        'Family property and support, real estate, wills and estates, employment standards, and most contracts and lawsuits follow the law of your province or territory. Choose a lawyer licensed where the issue arises.',
      federalTitle: 'Federal matters',
      federalBody:
        'Criminal charges, immigration and citizenship, divorce itself, bankruptcy, and intellectual property follow federal law, the same everywhere in Canada; the courts of your province still hear most of these cases.',
    },
    choosing: {
      title: 'Choosing the right lawyer',
      items: {
        one: 'Match the practice area to your issue, and check the lawyer is licensed by the law society of your province.',
        two: 'Ask about experience with cases like yours, and how long they usually take.',
        three: 'Ask how fees work: hourly, flat, contingency or retainer, and what is included.',
        four: 'Meet two or three lawyers before you decide; many offer a short first consultation.',
      },
      link: 'Read our full guide',
    },
  },
  lawyerSearch: {
    chips: {
      label: 'Your search:',
      remove: 'Remove {name}',
      text: '“{text}”',
      location: 'Location: {location}',
      experience: { one: '{count}+ year experience', other: '{count}+ years experience' },
      verified: 'Verified lawyers only',
    },
  },
  lawyerCard: {
    languages: 'Speaks {languages}',
    /** Self-declared (their languages list French): a plain label, no check mark. */
    speaksFrench: 'Speaks French',
    viewProfile: 'View Profile',
    viewProfileOf: 'View profile of {name}',
    rating: 'Rated {rating} out of 5',
    reviews: { one: '({count} review)', other: '({count} reviews)' },
    noReviews: 'No reviews yet',
    fewReviews: {
      one: '{count} review, too few for a rating',
      other: '{count} reviews, too few for a rating',
    },
    experience: {
      zero: 'Less than 1 year of experience',
      one: '{count} year of experience',
      other: '{count} years of experience',
    },
    moreSpecializations: { one: '+{count} more', other: '+{count} more' },
    /** The heart (issue 21): saves the lawyer to the signed-in person's space. */
    save: 'Save {name}',
    saveFailed: 'Your saved lawyers could not be changed. Please try again.',
    /** Badges from what the lawyer stated (issue 20): none when it is not stated. */
    badges: {
      label: 'Stated by the lawyer',
      freeConsultation: 'Free first consultation ({minutes} min)',
      flatFees: 'Flat fees',
      legalAid: 'Legal aid',
      video: 'Video',
      acceptingClients: 'Accepting new clients',
      notAcceptingClients: 'Not taking new clients',
      distanceLabel: 'Distance:',
      distance: '{distance} km',
    },
    /** The next time the lawyer can be booked online, on the office's clock (issue 37). */
    nextSlot: 'Next opening to book: {time}',
    /** The compare tick (issue 37) and the bar that gathers the ticked lawyers. */
    compare: 'Compare',
    compareName: 'Compare {name}',
    compareFull: 'You can compare up to 3 lawyers. Untick one to choose another.',
    compareBar: {
      label: 'Lawyers to compare',
      chosen: { one: '{count} of 3 chosen', other: '{count} of 3 chosen' },
      needOneMore: 'Tick one more lawyer to compare',
      open: 'Compare these {count} profiles',
      clear: 'Clear',
    },
  },
  signals: {
    repliesWithinMinutes: {
      one: 'Usually replies within {count} minute',
      other: 'Usually replies within {count} minutes',
    },
    repliesWithinHours: {
      one: 'Usually replies within {count} hour',
      other: 'Usually replies within {count} hours',
    },
    repliesWithinDays: {
      one: 'Usually replies within {count} day',
      other: 'Usually replies within {count} days',
    },
    rarelyReplies: 'Answers fewer than half of requests',
    howMeasured: 'How is this measured?',
    explanation: {
      one: 'Measured by the directory, not written by the lawyer: the median time to a first answer over {count} request received through this site in the last 90 days; {share}% were answered within 24 hours.',
      other:
        'Measured by the directory, not written by the lawyer: the median time to a first answer over {count} requests received through this site in the last 90 days; {share}% were answered within 24 hours.',
    },
  },
  verification: {
    verified: 'Licence no. {licence} checked with {regulator} on {date}',
    verifiedNoNumber: 'Licence checked with {regulator} on {date}',
    verifiedDemo: 'Demo: fictional licence no. {licence} “checked” with {regulator} on {date}',
    selfReported: 'Self-reported information',
    opensInNewTab: '(opens in a new tab)',
    verifiedRegister:
      'Licence no. {licence} in the public register of {regulator} ({registerDate}); listing claimed by the lawyer on {date}',
  },
  provenance: {
    fromRegister: 'From the public register of {regulator}, {date}',
    fromDemoRegister:
      'Demo: a fictional entry in the format of the public register of {regulator}, {date}',
    notCompleted:
      'Not yet completed by the lawyer: only what the register lists is shown, nothing else is known.',
    checkRegister: 'Check it in the regulator’s directory',
  },
  notFound: {
    metaTitle: '404 Page Not Found | Canada Lawyer Directory',
    title: '404 Page Not Found',
    body: 'The page you are looking for does not exist or has moved.',
    hint: 'No route matches {path}. Check the address for typos.',
    home: 'Go to the home page',
    browse: 'Browse lawyers',
  },
  error: {
    metaTitle: 'Something went wrong | Canada Lawyer Directory',
    title: 'Something went wrong',
    body: 'An unexpected error occurred. Please reload the page or try again later.',
    home: 'Go to the home page',
  },
  badRequest: {
    metaTitle: 'Address not valid | Canada Lawyer Directory',
    title: 'This address is not valid',
    body: 'The link is malformed or too long for this site. Check the address, or start again from the home page.',
    home: 'Go to the home page',
  },
  unavailable: {
    metaTitle: 'Briefly unavailable | Canada Lawyer Directory',
    title: 'The directory is briefly unavailable',
    body: 'We could not reach the directory just now. Please try again in a few seconds.',
    home: 'Go to the home page',
  },
  tooManyRequests: {
    metaTitle: 'Too many requests | Canada Lawyer Directory',
    title: 'Too many requests',
    body: 'We received too many requests from your connection in a short time. Please wait a minute and try again.',
    home: 'Go to the home page',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page}',
  },
  ads: {
    label: 'Advertisement',
  },
  accounts: accountsShellEn,
} as const;

export default coreMessagesEn;
