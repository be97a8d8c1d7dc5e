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
    toSettings: 'Go to your settings',
    toHome: 'Go to the home page',
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
