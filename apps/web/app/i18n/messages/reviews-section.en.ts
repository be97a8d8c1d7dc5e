/**
 * The reviews strings a profile shows (its reviews section, the stars, the report form): apart from
 * the review form's, the dashboard's and moderation's, so a profile's first load carries only these.
 */
export const reviewsSectionEn = {
  stars: { one: 'Rated {count} star out of 5', other: 'Rated {count} stars out of 5' },
  section: {
    heading: 'Client reviews',
    intro:
      'Only people who contacted {name} through the directory, and whose request was answered, can write a review: each receives a one-time link by e-mail.',
    loading: 'Loading reviews…',
    failed: 'Reviews could not be loaded. Please try again later.',
    empty: 'No reviews yet',
    pageEmpty: 'There are no reviews on this page.',
    pages: 'Pages of reviews',
    newest: 'Newest reviews',
    more: 'More reviews',
    demo: 'Demo review: part of the fictional demonstration data',
    writtenOn: 'Written on {date}',
    replyHeading: 'Reply from the lawyer',
    report: 'Report this review',
    reportReason: 'What is wrong with this review?',
    reportSubmit: 'Send report',
    reportCancel: 'Cancel',
    reportLoading: 'Opening the report form…',
    reportSent: 'Thank you: an administrator will look at this review.',
    reportFailed: 'The report could not be sent. Please try again later.',
  },
} as const;

export default reviewsSectionEn;
