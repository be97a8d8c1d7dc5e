import { reviewsSectionEn } from './reviews-section.en.ts';

/** Reviews (issue 17): the profile's list, the one-time review form, the dashboard and moderation. */
export const reviewsEn = {
  ...reviewsSectionEn,
  form: {
    metaTitleGeneric: 'Write a review | Canada Lawyer Directory',
    heading: 'Write a review',
    title: 'Review {name}',
    intro:
      'Tell others how your request was handled. Your review is published without your name; reviews with links, contact details or insults wait for an administrator.',
    checking: 'Checking your review link…',
    missingToken:
      'This page needs the link from your invitation e-mail. Open the link from the e-mail again.',
    invalid: 'This review link is not valid.',
    used: 'This review link was already used: each link writes one review.',
    expired: 'This review link has expired.',
    refused: 'This link cannot be used to review this lawyer.',
    failed: 'Something went wrong. Please try again later.',
    rating: 'Your rating',
    ratingOption: { one: '{count} star', other: '{count} stars' },
    text: 'Your review',
    textHint:
      'At least 20 characters. Describe your experience; do not include phone numbers or e-mail addresses.',
    submit: 'Publish review',
    submitting: 'Sending…',
    publishedTitle: 'Thank you: your review is published',
    heldTitle: 'Thank you: your review will be published after a check',
    heldText:
      'An administrator reads reviews that contain links, contact details or strong language before they appear.',
    backToProfile: 'Back to the profile',
  },
  mine: {
    tab: 'Reviews',
    countLabel: 'Requests counted',
    duration: {
      minutes: { one: '{count} minute', other: '{count} minutes' },
      hours: { one: '{count} hour', other: '{count} hours' },
      days: { one: '{count} day', other: '{count} days' },
    },
    responsivenessHeading: 'Your reply times (last 90 days)',
    requests: { one: '{count} request', other: '{count} requests' },
    median: 'Median time to a first answer',
    medianNone: 'More than half not answered',
    withinDay: 'Answered within 24 hours',
    shownFrom:
      'Shown on your profile from 3 requests. Mark requests you answered by phone or e-mail as answered.',
    reviewsHeading: 'Reviews of you',
    none: 'No reviews yet. People whose requests you answer receive a review link a few days later.',
    status: { published: 'Published', held: 'Waiting for moderation', hidden: 'Hidden' },
    replyLabel: 'Your public reply',
    replyHint: 'You can reply once; the reply is shown under the review.',
    replySubmit: 'Publish reply',
    replySent: 'Your reply is published.',
    replyFailed: 'The reply could not be published.',
  },
  admin: {
    title: 'Reviews',
    intro:
      'Reviews held by the automated checks and reviews people reported. Every decision is recorded in the audit log.',
    filter: 'Show',
    filters: { held: 'Held', reported: 'Reported', published: 'Published', hidden: 'Hidden' },
    empty: 'Nothing to moderate here.',
    of: 'Review of {name}',
    heldReasons: 'Held because: {reasons}',
    reasons: {
      links: 'links',
      profanity: 'strong language',
      'personal-data': 'contact details',
      markup: 'HTML',
      'same-network': 'another review of this lawyer from the same network within a day',
    },
    reports: { one: '{count} report', other: '{count} reports' },
    hiddenBecause: 'Hidden: {reason}',
    publish: 'Publish',
    hide: 'Hide',
    hideReason: 'Reason for hiding',
    done: 'Saved',
    failed: 'The decision could not be saved.',
  },
} as const;

export default reviewsEn;
