// The auth feature's public API: all that other features and routes may import from it (decision 023).
export { AccountPage } from './account-page.tsx';
export { BioFields } from './bio-fields.tsx';
export {
  CURRENT_USER_KEY,
  currentUserQueryOptions,
  setCurrentUser,
  useCurrentUser,
} from './current-user.ts';
export { DrawerAccount } from './drawer-account.tsx';
export { ForgotPasswordPage } from './forgot-password-page.tsx';
export { HeaderAccount } from './header-account.tsx';
export { LawyerPortalPage } from './lawyer-portal-page.tsx';
export { PlaceFields, PracticeAreaField } from './place-fields.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
export { ResendVerification } from './resend-verification.tsx';
export { RETURN_TO_PARAM, safeReturnTo, signInFor, withReturnTo } from './return-to.ts';
export { useLinkBack } from './use-return-here.ts';
export { linkBack } from './link-back.ts';
export { VerifyEmailPage } from './verify-email-page.tsx';
export { AccountBasicsSettings } from './account-basics-settings.tsx';
export { oauthConfigQuery } from './queries.ts';
export { useSignOut } from './use-sign-out.ts';
