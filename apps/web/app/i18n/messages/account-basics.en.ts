/**
 * Account basics (issue 21, decision 038): the e-mail verification page, and the Settings section
 * every account has (its address and whether it is verified, change of e-mail, change of password).
 */
export const accountBasicsEn = {
  verify: {
    metaTitle: 'Confirm Your E-mail Address | Canada Lawyer Directory',
    title: 'Confirm your e-mail address',
    subtitle: 'Press the button to confirm the address this link was sent to.',
    formLabel: 'Confirm the e-mail address',
    submit: 'Confirm my address',
    confirming: 'Confirming...',
    verifiedTitle: 'Your e-mail address is verified',
    verifiedText: 'Thank you: {email} is confirmed as the address of your account.',
    changedTitle: 'Your e-mail address is changed',
    changedText:
      'Your account now uses {email}. Sign in with it from now on; we told your former address.',
    failed: 'The address could not be confirmed. Please try again in a moment.',
    noToken:
      'This page opens from the link in the confirmation e-mail. Ask for a new link in your account settings if yours no longer works.',
    alreadyText: '{email} is the confirmed address of your account.',
    doneSubtitle: 'Your address is confirmed: there is nothing more to do.',
    checkTitle: 'Check your e-mail',
    checkSubtitle: 'One more step: confirm that your e-mail address is yours.',
    checkText:
      'We sent a link to {email}. Open it to confirm this address. You can use the site meanwhile.',
    checkSpam:
      'Nothing after a few minutes? Look in your spam or junk folder, or have the link sent again.',
    wrongAddress: 'Not the right address? Change it in your settings',
    toRequests: 'Go to your requests',
    toDashboard: 'Go to your dashboard',
    toReturn: 'Continue where you left off',
    signIn: 'Sign in to see your requests',
    onwardLabel: 'Where to next',
  },
  settings: {
    title: 'E-mail and password',
    email: 'E-mail address',
    verifiedOn: 'Verified on {date}',
    verified: 'Verified',
    notVerified: 'Not verified yet',
    notVerifiedHint:
      'Open the link in the e-mail we sent you to confirm this address. You can use the site meanwhile.',
    resend: 'Resend the verification e-mail',
    resending: 'Sending...',
    resent: 'A new link is on its way to {email}. It works once, for 24 hours.',
    resendFailed: 'The e-mail could not be sent. Please try again in a moment.',
    resendLimited: {
      one: 'You have asked for several links within the hour. Use the latest e-mail we sent, or ask again in 1 minute.',
      other:
        'You have asked for several links within the hour. Use the latest e-mail we sent, or ask again in {count} minutes.',
    },
    resendVerified: 'Your address is already confirmed: there is nothing more to do.',
    resendSignedOut: 'Your session has ended. Sign in again to ask for a new link.',
    changeEmail: {
      title: 'Change your e-mail address',
      intro:
        'We send a link to the new address; your account changes to it when you open the link. Until then, it keeps the current one.',
      newEmail: 'New e-mail address',
      currentPassword: 'Current password',
      submit: 'Send the confirmation link',
      sending: 'Sending...',
      sent: 'Check {email}: open the link we sent there within 24 hours to switch your account to it.',
      failed: 'The link could not be sent. Please try again in a moment.',
    },
    changePassword: {
      title: 'Change your password',
      intro: 'Your other sessions end when you change it; this one stays signed in.',
      currentPassword: 'Current password',
      newPassword: 'New password',
      newPasswordHint: 'At least 8 characters. A few unrelated words make a strong password.',
      submit: 'Change the password',
      saving: 'Changing...',
      saved: 'Your password is changed. Your other sessions have ended.',
      failed: 'The password could not be changed. Please try again in a moment.',
    },
    errorSummary: 'Please correct these fields:',
    problemSummary: 'Something went wrong:',
  },
} as const;

export default accountBasicsEn;
