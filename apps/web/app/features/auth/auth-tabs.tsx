import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cld/ui/tabs';
import type { ReactNode } from 'react';
import { Link, useNavigate } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';

export type AuthTab = 'login' | 'register';

/**
 * Sign-in and registration as two tabs whose address is the tab (`paths`): each tab is a link, so
 * it also works without JavaScript, and the form a tab shows posts to its own address's action.
 */
export function AuthTabs({
  tab,
  paths,
  login,
  register,
}: {
  tab: AuthTab;
  paths: Record<AuthTab, string>;
  login: ReactNode;
  register: ReactNode;
}) {
  const t = useT(accountsMessages);
  const navigate = useNavigate();
  const tabTrigger = (value: AuthTab, label: string) => (
    <TabsTrigger value={value} asChild>
      <Link to={paths[value]} replace preventScrollReset>
        {label}
      </Link>
    </TabsTrigger>
  );
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        navigate(paths[value as AuthTab], { replace: true, preventScrollReset: true })
      }
    >
      <TabsList className="grid w-full grid-cols-2">
        {tabTrigger('login', t('accounts.forms.loginTab'))}
        {tabTrigger('register', t('accounts.forms.registerTab'))}
      </TabsList>
      <TabsContent value="login">{login}</TabsContent>
      <TabsContent value="register">{register}</TabsContent>
    </Tabs>
  );
}
