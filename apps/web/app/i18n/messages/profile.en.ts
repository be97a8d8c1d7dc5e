/** A lawyer's profile page (`/lawyer/{id}`). Registered by the profile route only. */
export const profileEn = {
  metaTitle: '{name} - {practiceArea} Lawyer in {city}, {province} | Canada Lawyer Directory',
  metaDescription:
    '{name} of {firm} is a {practiceArea} lawyer in {city}, {province} with {experience} years of experience. See contact details, languages and specializations.',
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
  experienceBucket: '{bucket}+ years experience',
  practiceAreasHeading: 'Practice areas and specializations',
  languagesHeading: 'Languages',
  aboutHeading: 'About',
  /** Under the heading when the page's language has no bio and the other language's is shown. */
  bioOnlyInFrench: 'This biography is only available in French.',
  bioOnlyInEnglish: 'This biography is only available in English.',
  credentials: {
    heading: 'Experience & Credentials',
    experience: 'Years of experience',
    experienceValue: { one: '{count} year', other: '{count} years' },
    rating: 'Client rating',
    hourlyRate: 'Hourly rate',
    hourlyRateValue: '{rate} CAD',
    feeStructure: 'Fee structure',
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
  },
  hours: {
    heading: 'Office Hours',
    weekdays: 'Mon-Fri',
    weekdaysHours: '9:00 AM - 6:00 PM',
    saturday: 'Sat',
    saturdayHours: '9:00 AM - 5:00 PM',
    sunday: 'Sun',
    sundayHours: 'Closed',
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
