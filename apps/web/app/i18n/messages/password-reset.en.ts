/** Password reset by e-mail (issue 21): the sign-in form's link, the request page, the reset page. */
export const passwordResetEn = {
  forgotLink: 'Forgot your password?',
  request: {
    metaTitle: 'Forgot Your Password | Canada Lawyer Directory',
    title: 'Forgot your password?',
    subtitle:
      'Enter the e-mail address of your account. We will send you a link to choose a new password.',
    email: 'Email',
    submit: 'Send the link',
    sending: 'Sending...',
    formLabel: 'Ask for a password reset link',
    sentTitle: 'Check your e-mail',
    sentText:
      'If an account uses {email}, we have sent a link to it. The link works once, for 30 minutes. It can take a few minutes to arrive; check your spam folder too.',
    failed: 'The link could not be sent. Please try again in a moment.',
  },
  reset: {
    metaTitle: 'Choose a New Password | Canada Lawyer Directory',
    title: 'Choose a new password',
    subtitle: 'Once it is changed, you are signed out on every device: sign in again with it.',
    link: 'Reset link',
    password: 'New password',
    passwordHint: 'At least 8 characters. A few unrelated words make a strong password.',
    submit: 'Change the password',
    saving: 'Changing...',
    formLabel: 'Choose a new password',
    doneTitle: 'Your password is changed',
    doneText: 'You are signed out on every device. Sign in with your new password.',
    failed: 'The password could not be changed. Please try again in a moment.',
    noToken:
      'This page opens from the link in the password reset e-mail. Ask for a new link if yours no longer works.',
    askAgain: 'Ask for a new link',
  },
  errorSummary: 'Please correct these fields:',
  problemSummary: 'Something went wrong:',
  signIn: 'Sign in',
  backToSignIn: 'Back to sign in',
} as const;

export default passwordResetEn;
