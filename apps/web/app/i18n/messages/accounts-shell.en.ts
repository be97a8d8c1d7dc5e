/** The account strings of the site's frame (header menu, toaster, sign-out), loaded on every page. */
export const accountsShellEn = {
  toaster: {
    close: 'Close',
    region: 'Notifications ({hotkey})',
    announce: 'Notification',
  },
  menu: {
    account: 'Account',
    loading: 'Loading account',
    dashboard: 'Dashboard',
    /** A signed-in person's own space (issue 21): requests sent, replies, saved lawyers. */
    mySpace: 'My space',
    administration: 'Administration',
    signOut: 'Sign Out',
    signedInAs: 'Signed in as {name}',
  },
  toasts: {
    loggedOutTitle: 'Logged Out',
    loggedOutText: 'You have been successfully logged out.',
    loginTitle: 'Login Successful',
    loginText: 'Welcome back!',
    loginFailed: 'Login failed',
    registerTitle: 'Registration Successful',
    registerText: 'Welcome! Your account has been created.',
    registerFailed: 'Registration failed',
    oauthTitle: 'OAuth Configuration Required',
    oauthText:
      'Google OAuth requires proper client secret configuration. Contact admin to set up OAuth credentials.',
    signOutFailed: 'Sign out failed. Please try again.',
    signedOutEverywhere: 'You have been signed out on every device.',
  },
} as const;

export default accountsShellEn;
