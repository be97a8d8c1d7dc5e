import { useNavigate } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { AccountRegisterForm } from './account-register-form.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthTabs, type AuthTab } from './auth-tabs.tsx';
import { LoginForm } from './login-form.tsx';

const PATHS = { login: '/auth/login', register: '/auth/register' } as const;

/** /auth/login and /auth/register: one screen, the tab is the address. */
export function AccountPage({ tab }: { tab: AuthTab }) {
  const t = useT(accountsMessages);
  const navigate = useNavigate();
  const toHome = () => navigate('/');

  return (
    <AuthCard title={t('accounts.account.title')} subtitle={t('accounts.account.subtitle')}>
      <AuthTabs
        tab={tab}
        paths={PATHS}
        login={<LoginForm onSignedIn={toHome} />}
        register={<AccountRegisterForm onSignedIn={toHome} />}
      />
    </AuthCard>
  );
}
