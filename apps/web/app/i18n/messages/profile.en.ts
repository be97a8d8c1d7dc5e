/** A lawyer's profile page (`/lawyer/{id}`). Registered by the profile route only. */
export const profileEn = {
  metaTitle: '{name} - {practiceArea} Lawyer in {city}, {province} | Canada Lawyer Directory',
  metaDescription:
    '{name} of {firm} is a {practiceArea} lawyer in {city}, {province} with {experience}. See contact details, languages and specializations.',
  /** A register listing its lawyer has not completed (issue 39): only what the register says. */
  registerMetaDescription:
    '{name}, {city}, {province}: listed in the public register of {regulator} on {date}. Not yet completed by the lawyer.',
  /** The experience inside the description: "12 years of experience". */
  experienceInSentence: {
    zero: 'less than 1 year of experience',
    one: '{count} year of experience',
    other: '{count} years of experience',
  },
  defaultFirm: '{name} Law Office',
  notFound: {
    metaTitle: 'Lawyer Not Found | Canada Lawyer Directory',
    title: 'Lawyer Not Found',
    body: "The lawyer profile you're looking for doesn't exist.",
    back: 'Back to Search',
  },
  loading: 'Loading lawyer profile…',
  breadcrumb: 'Breadcrumb',
  breadcrumbHome: 'Home',
  breadcrumbBrowse: 'Lawyers',
  practiceAreasHeading: 'Practice areas and specializations',
  languagesHeading: 'Languages',
  aboutHeading: 'About',
  /** Under the heading when the page's language has no bio and the other language's is shown. */
  bioOnlyInFrench: 'This biography is only available in French.',
  bioOnlyInEnglish: 'This biography is only available in English.',
  /** What a person needs first, before the bio (issue 22): only what the profile states or measures. */
  keyFacts: {
    heading: 'Key facts',
    distance: 'Distance',
    distanceFrom: '{distance} km from {place}',
    /** The same before a name that starts with a vowel sound (French elides « de »). */
    distanceFromElided: '{distance} km from {place}',
    distanceFromYou: '{distance} km from your position',
    responseTime: 'Response time',
  },
  /** The bar at the bottom of a phone's screen (issue 22): short labels, three fit at 320 px. */
  actionBar: {
    label: 'Contact {name}',
    call: 'Call',
    message: 'Message',
    book: 'Book',
  },
  credentials: {
    heading: 'Experience & Credentials',
    experience: 'Years of experience',
    experienceValue: { zero: 'Less than 1 year', one: '{count} year', other: '{count} years' },
    rating: 'Client rating',
  },
  /** Under the headings of what the lawyer states about fees, meetings and hours (issue 20). */
  statedByLawyer: 'As stated by the lawyer',
  fees: {
    heading: 'Fees and payment',
    hourlyRate: 'Hourly rate',
    hourlyRateValue: '{rate} CAD',
    feeStructure: 'Fee structure',
    freeConsultation: 'Free first consultation',
    freeConsultationLength: { one: '{count} minute', other: '{count} minutes' },
    flatFees: 'Flat-fee services',
    flatFeePrice: '{service} — {price}',
    flatFeeRange: '{service} — {min}–{max}',
    otherOffers: 'Other arrangements',
    offers: {
      'limited-scope': 'Limited-scope (unbundled) services',
      'sliding-scale': 'Sliding-scale fees based on income',
      'payment-plans': 'Payment plans',
    },
    funding: 'Funding accepted',
    legalAid: 'Accepts legal aid ({plan})',
    proBono: 'Pro bono services',
    contingency: 'Contingency fees',
  },
  meeting: {
    heading: 'How and when',
    modes: 'Ways to meet',
    'in-person': 'In person',
    video: 'By video',
    phone: 'By phone',
    access: 'Office access',
    stepFree: 'Step-free entrance',
    steps: 'Entrance has steps',
    newClients: 'New clients',
    accepting: 'Accepting new clients — confirmed on {date}',
    notAccepting: 'Not taking new clients at the moment — confirmed on {date}',
  },
  contact: {
    heading: 'Contact Information',
    phone: 'Phone',
    email: 'Email',
    emailHidden: 'Email visible to registered users - Register here',
    address: 'Address',
    website: 'Website',
    visitWebsite: 'Visit website',
    linkedin: 'LinkedIn',
    nextSlot: 'Next opening to book online: {time}',
  },
  hours: {
    heading: 'Office hours',
    days: {
      mon: 'Monday',
      tue: 'Tuesday',
      wed: 'Wednesday',
      thu: 'Thursday',
      fri: 'Friday',
      sat: 'Saturday',
      sun: 'Sunday',
    },
    opening: '{opens} – {closes}',
    closed: 'Closed',
    noneStated: 'No office hours stated',
  },
  areaInProvince: {
    heading: '{practiceArea} in {province}',
    body: '{summary} Lawyers in {province} are licensed by its law society and know the courts, tribunals and local procedures that apply there.',
    moreInCity: 'More {practiceArea} lawyers in {city}',
  },
  help: {
    heading: 'Legal help in {province}',
    legalAid: 'Legal aid',
    legalAidBody:
      'Free or low-cost help for people with low incomes, mostly for criminal, family and immigration matters.',
    lawSociety: 'Law society',
    lawSocietyBody:
      'Every lawyer must be licensed by the regulator of the province or territory where they practise; its public directory confirms a licence.',
    selfHelp: 'Court self-help',
    selfHelpBody:
      'Plain-language guides and forms for people who deal with a legal problem or go to court on their own.',
    phone: 'Phone: {phone}',
    localOffices: 'Apply by calling the office nearest you',
    opensInNewTab: '(opens in a new tab)',
  },
} as const;

export default profileEn;
