import '../i18n/messages/accounts.en.ts';
import { useLocation } from 'react-router';
import { AccountPage } from '../features/auth/index.ts';
import { getT } from '../i18n/i18n.ts';
import type { Route } from './+types/account.ts';

const tabOf = (pathname: string) => (pathname.startsWith('/auth/register') ? 'register' : 'login');

// Sign-in pages are personal: never stored by a shared cache.
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const t = getT();
  const title =
    tabOf(location.pathname) === 'register'
      ? t('accounts.account.registerMetaTitle')
      : t('accounts.account.loginMetaTitle');
  return [{ title }, { name: 'robots', content: 'noindex' }];
}

export default function AccountRoute() {
  const { pathname } = useLocation();
  return <AccountPage tab={tabOf(pathname)} />;
}
