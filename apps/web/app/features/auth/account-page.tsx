import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cld/ui/tabs';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { AccountRegisterForm } from './account-register-form.tsx';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';

export type AccountTab = 'login' | 'register';

/** /auth/login and /auth/register: one screen, the tab is the address. */
export function AccountPage({ tab }: { tab: AccountTab }) {
  const t = useT(accountsMessages);
  const navigate = useNavigate();
  const toHome = () => navigate('/');
  // Each tab is a link to its address, so it also works without JavaScript.
  const tabTrigger = (value: AccountTab, label: string) => (
    <TabsTrigger value={value} asChild>
      <Link to={`/auth/${value}`} replace preventScrollReset>
        {label}
      </Link>
    </TabsTrigger>
  );

  return (
    <AuthCard title={t('accounts.account.title')} subtitle={t('accounts.account.subtitle')}>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          navigate(`/auth/${value}`, { replace: true, preventScrollReset: true })
        }
      >
        <TabsList className="grid w-full grid-cols-2">
          {tabTrigger('login', t('accounts.forms.loginTab'))}
          {tabTrigger('register', t('accounts.forms.registerTab'))}
        </TabsList>
        <TabsContent value="login">
          <LoginForm onSignedIn={toHome} />
        </TabsContent>
        <TabsContent value="register">
          <AccountRegisterForm onSignedIn={toHome} />
        </TabsContent>
      </Tabs>
    </AuthCard>
  );
}
