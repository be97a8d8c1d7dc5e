/**
 * Register listings (issue 39): what an unclaimed listing says of itself on its profile, and the
 * page where the person listed claims it or asks for its removal.
 */
export const claimsEn = {
  listing: {
    notice: 'This listing comes from a public register',
    noContactForm:
      'The lawyer has not set up this listing, so it takes no messages or bookings through this site.',
    contactThroughRegister: 'Find their contact details in the regulator’s directory',
    phoneFromRegister: 'Phone (as the register lists it)',
    areas: 'Practice areas (as the register lists them)',
    languages: 'Languages (as the register lists them)',
    licence: 'Licence or member number',
    isThisYou: 'Is this you?',
    claimIntro:
      'Claim this profile to complete it: your fees, hours and how clients can reach you.',
    claim: 'Claim this profile',
    removalIntro: 'You may also ask us to hide this listing (privacy).',
    removal: 'Ask for removal',
  },
  page: {
    metaTitle: 'Claim a listing | Canada Lawyer Directory',
    heading: 'Claim the listing of {name}',
    removalHeading: 'Ask for the removal of the listing of {name}',
    intro:
      'To prove this listing is yours, enter your licence or member number as the register of {regulator} gives it. We then send a code to the e-mail address the register publishes, or, where it publishes none, an administrator reviews your request.',
    signInFirst: 'Sign in first',
    signInIntro:
      'Claiming a listing needs a lawyer account. Sign in or register, and you will come back here.',
    removalSignInIntro:
      'Asking for a removal needs an account. Sign in or register, and you will come back here.',
    signIn: 'Sign in',
    registerLawyer: 'Register as a lawyer',
    register: 'Create an account',
    purpose: 'What would you like to do?',
    purposeClaim: 'Claim this profile and complete it',
    purposeRemoval: 'Hide this listing (privacy)',
    licenceNumber: 'Licence or member number',
    start: 'Continue',
    sending: 'Sending…',
    codeHeading: 'Check your e-mail',
    codeIntro:
      'We sent a 6-digit code to {email}, the address the register publishes. It is valid for 30 minutes.',
    code: 'Code from the e-mail',
    confirm: 'Confirm',
    reviewHeading: 'An administrator will check',
    reviewIntro:
      'The register publishes no e-mail address for this listing. Tell us how we can confirm it is you (for example, your firm’s phone number listed with the regulator, where we can call you back). We do not take documents through this site.',
    explanation: 'How can we confirm it is you?',
    sendReview: 'Send to an administrator',
    reviewSent:
      'Your request is with an administrator. We will write to your account’s e-mail address once it is decided.',
    claimedTitle: 'The listing is now your profile',
    claimedBody:
      'Complete it in your dashboard: until you add your description, the page shows only the register’s data.',
    toDashboard: 'Go to your dashboard',
    removedTitle: 'The listing is hidden',
    removedBody:
      'It no longer appears in the directory, and a new import of the register will not show it again.',
    failed: 'Your request could not be sent. Please try again in a moment.',
    backToListing: 'Back to the listing',
    notClaimable: 'This listing cannot be claimed or removed here.',
  },
} as const;

export default claimsEn;
