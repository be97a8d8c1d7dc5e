/**
 * The "accepting new clients" reminder e-mail's page (issue 20, `/confirm-availability?token=…`):
 * the lawyer confirms or changes the answer without signing in.
 */
export const availabilityEn = {
  metaTitle: 'Confirm whether you are accepting new clients | Canada Lawyer Directory',
  heading: 'Are you still accepting new clients?',
  intro:
    'Your profile says whether you are taking new clients for 90 days after you last confirmed it. Answer below to show it again, with today’s date, on your public profile.',
  question: 'Your answer',
  yes: 'Yes, I am accepting new clients',
  no: 'No, not at the moment',
  sending: 'Saving your answer…',
  confirmedTitle: 'Thank you: your answer is saved',
  confirmedYes:
    'Your profile now says you are accepting new clients (confirmed on {date}). We will ask you again in 90 days.',
  confirmedNo:
    'Your profile now says you are not accepting new clients at the moment (confirmed on {date}). You can change it from your dashboard at any time.',
  invalidTitle: 'This link does not work',
  invalid:
    'The link is not valid, has expired, or was already used. Sign in to your dashboard to say whether you are accepting new clients.',
  missing:
    'This page needs the link from the reminder e-mail. Sign in to your dashboard to say whether you are accepting new clients.',
  failed: 'Your answer could not be saved. Please try again in a moment.',
  signIn: 'Sign in to your dashboard',
} as const;

export default availabilityEn;
