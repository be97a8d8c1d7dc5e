import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cld/ui/tabs';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { AccountRegisterForm } from './account-register-form.tsx';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';

export type AccountTab = 'login' | 'register';

/** /auth/login and /auth/register: one screen, the tab is the address. */
export function AccountPage({ tab }: { tab: AccountTab }) {
  const t = useT();
  const navigate = useNavigate();
  const toHome = () => navigate('/');

  return (
    <AuthCard title={t('accounts.account.title')} subtitle={t('accounts.account.subtitle')}>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          navigate(`/auth/${value}`, { replace: true, preventScrollReset: true })
        }
      >
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="login">{t('accounts.forms.loginTab')}</TabsTrigger>
          <TabsTrigger value="register">{t('accounts.forms.registerTab')}</TabsTrigger>
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
