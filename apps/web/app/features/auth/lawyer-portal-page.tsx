import { Button } from '@cld/ui/button';
import { toast } from '@cld/ui/toast-store';
import { useSearchParams } from 'react-router';
import { useNavigate } from '../../lib/links/index.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { useApiQuery } from '../../lib/api/api.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthTabs, type AuthTab } from './auth-tabs.tsx';
import { LoginForm } from './login-form.tsx';
import { PortalRegisterForm } from './portal-register-form.tsx';
import { checkEmailPath, RETURN_TO_PARAM, safeReturnTo, withReturnTo } from './return-to.ts';
import { oauthConfigQuery } from './queries.ts';

/**
 * Google sign-in is a browser redirect through the API (`/auth/google`), which ends with the
 * session cookie. It carries the page's language: a new account's e-mails are in it, and the flow
 * ends on the page in it (issue 19). Unconfigured, the button stays focusable and explains itself.
 */
function GoogleSignIn() {
  const t = useT(accountsMessages);
  const locale = useLocale();
  const config = useApiQuery((api) => api.auth.oauthConfig, oauthConfigQuery());
  const configured = config.data?.body.google === true;
  if (configured) {
    return (
      <Button asChild variant="outline" className="w-full">
        <a href={`/auth/google?locale=${locale}`}>{t('accounts.portal.google')}</a>
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      aria-disabled="true"
      className="h-auto min-h-10 w-full whitespace-normal py-2 aria-disabled:cursor-not-allowed"
      onClick={() =>
        toast({
          title: t('accounts.toasts.oauthTitle'),
          description: t('accounts.toasts.oauthText'),
          variant: 'destructive',
        })
      }
    >
      {t('accounts.portal.google')}
      {config.data && ' '}
      {config.data && (
        <span className="text-muted-foreground">{t('accounts.portal.notConfigured')}</span>
      )}
    </Button>
  );
}

/** /lawyer-auth and /lawyer-auth/register: one screen, the tab is the address (as the account page). */
export function LawyerPortalPage({ tab = 'login' }: { tab?: AuthTab }) {
  const t = useT(accountsMessages);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  const failure =
    error === 'auth_failed'
      ? t('accounts.portal.authFailed')
      : error === 'link_expired'
        ? t('accounts.portal.linkExpired')
        : undefined;
  const notice = searchParams.get('notice');
  const information =
    notice === 'google_link_sent'
      ? t('accounts.portal.googleLinkSent')
      : notice === 'google_linked'
        ? t('accounts.portal.googleLinked')
        : undefined;
  // Back to the page of `?returnTo=` (a path of this site only), or the dashboard.
  const returnTo = safeReturnTo(searchParams.get(RETURN_TO_PARAM), '/lawyer-dashboard');
  const back = returnTo === '/lawyer-dashboard' ? undefined : returnTo;
  const PATHS = {
    login: withReturnTo('/lawyer-auth', back),
    register: withReturnTo('/lawyer-auth/register', back),
  };
  const toDashboard = () => navigate(returnTo);
  // A new account's address is not confirmed yet: "check your e-mail" first, then on.
  const toCheckEmail = () => navigate(checkEmailPath(returnTo, '/lawyer-dashboard'));

  return (
    <AuthCard title={t('accounts.portal.title')} subtitle={t('accounts.portal.subtitle')}>
      {failure && (
        <p
          role="alert"
          className="rounded-md bg-danger-subtle p-3 text-sm text-danger-subtle-foreground"
        >
          {failure}
        </p>
      )}
      {information && (
        <p role="status" className="rounded-md border bg-muted p-3 text-sm text-foreground">
          {information}
        </p>
      )}
      <GoogleSignIn />
      <p className="flex items-center gap-3 text-xs uppercase text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        {t('accounts.portal.divider')}
      </p>
      <AuthTabs
        tab={tab}
        paths={PATHS}
        login={<LoginForm onSignedIn={toDashboard} />}
        register={<PortalRegisterForm onSignedIn={toCheckEmail} returnTo={back} />}
      />
    </AuthCard>
  );
}
