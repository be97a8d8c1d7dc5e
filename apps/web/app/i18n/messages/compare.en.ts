/** The compare view (issue 37): two or three lawyers side by side. */
export const compareEn = {
  metaTitle: 'Compare lawyers | Canada Lawyer Directory',
  metaDescription:
    'Two or three lawyers side by side: fees, funding, languages, meeting and openings.',
  title: 'Compare lawyers',
  intro: 'What each lawyer stated, and what the directory measured, side by side.',
  caption: 'Comparison of {count} lawyers',
  scrollHint: 'Scroll sideways to see every lawyer.',
  criterion: 'Criterion',
  tooFew:
    'Choose two or three lawyers to compare: tick “Compare” on their cards or in your saved lawyers.',
  findLawyers: 'Find lawyers',
  loadFailed: 'The comparison could not be loaded. Please try again.',
  retry: 'Try again',
  missing: {
    one: '{count} of the lawyers you chose is no longer listed.',
    other: '{count} of the lawyers you chose are no longer listed.',
  },
  rows: {
    fees: 'Fees',
    freeConsultation: 'Free first consultation',
    funding: 'Funding accepted',
    languages: 'Languages',
    meeting: 'Ways to meet',
    distance: 'Distance',
    nextSlot: 'Next opening to book online',
    replies: 'Reply time',
  },
  hourlyRate: '{rate}/hour',
  freeConsultationLength: { one: 'Yes, {count} minute', other: 'Yes, {count} minutes' },
  notStated: 'Not stated',
  distanceFrom: '{distance} km from {place}',
  distanceFromElided: '{distance} km from {place}',
  viewProfileOfElided: 'View profile of {name}',
  distanceFromYou: '{distance} km from you',
  noSlot: 'No online booking open',
  notMeasured: 'Too few requests to measure yet',
  viewProfile: 'View profile',
  viewProfileOf: 'View profile of {name}',
  remove: 'Remove',
  removeName: 'Remove {name} from the comparison',
} as const;

export default compareEn;
