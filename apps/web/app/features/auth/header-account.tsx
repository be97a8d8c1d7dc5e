import { Button } from '@cld/ui/button';
import { ChevronDownIcon } from '@cld/ui/icons';
import { Skeleton } from '@cld/ui/skeleton';
import { lazy, Suspense, useState } from 'react';
import { Link } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { displayNameOf, useCurrentUser } from './current-user.ts';
import { useLinkBack } from './use-return-here.ts';

// The menu's Radix code is needed by signed-in visitors only.
const AccountMenu = lazy(() => import('./account-menu.tsx'));

export function AccountPlaceholder({ className }: { className?: string }) {
  const t = useT();
  return (
    <span className={className}>
      <Skeleton className="h-9 w-24" />
      <span role="status" className="sr-only">
        {t('accounts.menu.loading')}
      </span>
    </span>
  );
}

/** The header's end: a placeholder until the user is known, then Sign In or the account menu. */
export function HeaderAccount({ className }: { className?: string }) {
  const t = useT();
  const user = useCurrentUser();
  // Signed in, the visitor comes back to this page.
  const signInPath = useLinkBack('/auth/login');
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (user === undefined) return <AccountPlaceholder className={className} />;
  if (user === null) {
    return (
      <Button asChild size="sm" className={className}>
        <Link to={signInPath}>{t('nav.signIn')}</Link>
      </Button>
    );
  }
  const label = displayNameOf(user, t('accounts.menu.account'));
  // Until the menu's code arrives, a look-alike button holds its place; pressed, the menu opens
  // as soon as it can.
  const standIn = (
    <Button variant="outline" size="sm" aria-haspopup="menu" onClick={() => setOpenOnLoad(true)}>
      {label}
      <ChevronDownIcon />
    </Button>
  );
  return (
    <span className={className}>
      <Suspense fallback={standIn}>
        <AccountMenu
          label={label}
          defaultOpen={openOnLoad}
          isAdmin={user.role === 'admin'}
          isClient={user.role === 'client'}
        />
      </Suspense>
    </span>
  );
}
