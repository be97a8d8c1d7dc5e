import { useSearchParams } from 'react-router';
import { useNavigate } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { AccountRegisterForm } from './account-register-form.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthTabs, type AuthTab } from './auth-tabs.tsx';
import { LoginForm } from './login-form.tsx';
import { checkEmailPath, RETURN_TO_PARAM, safeReturnTo, withReturnTo } from './return-to.ts';

/**
 * /auth/login and /auth/register: one screen, the tab is the address. Signed in, the person goes
 * back to the page of `?returnTo=` (a path of this site only), or home; registered, to "check your
 * e-mail" (/verify-email), which leads on there. The other tab's link keeps it.
 */
export function AccountPage({ tab }: { tab: AuthTab }) {
  const t = useT(accountsMessages);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get(RETURN_TO_PARAM), '/');
  const back = returnTo === '/' ? undefined : returnTo;
  const PATHS = {
    login: withReturnTo('/auth/login', back),
    register: withReturnTo('/auth/register', back),
  };
  const toHome = () => navigate(returnTo);
  // A new account's address is not confirmed yet: "check your e-mail" first, then on.
  const toCheckEmail = () => navigate(checkEmailPath(returnTo, '/'));

  return (
    <AuthCard title={t('accounts.account.title')} subtitle={t('accounts.account.subtitle')}>
      <AuthTabs
        tab={tab}
        paths={PATHS}
        login={<LoginForm onSignedIn={toHome} />}
        register={<AccountRegisterForm onSignedIn={toCheckEmail} returnTo={back} />}
      />
    </AuthCard>
  );
}
