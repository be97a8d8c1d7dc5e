import { Button } from '@cld/ui/button';
import { Link } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { useCurrentUser } from './current-user.ts';
import { useLinkBack } from './use-return-here.ts';
import { AccountPlaceholder } from './header-account.tsx';
import { useSignOut } from './use-sign-out.ts';

// Apart from the header's button: only the phone drawer (loaded when opened) shows it, and sign-out
// brings TanStack Query's mutations with it.
/** The drawer's account block: "Signed in as …", Dashboard (and Administration) and Sign Out, or Sign In. */
export function DrawerAccount() {
  const t = useT();
  const user = useCurrentUser();
  // Signed in, the visitor comes back to this page.
  const signInPath = useLinkBack('/auth/login');
  const signOut = useSignOut();
  if (user === undefined) return <AccountPlaceholder />;
  if (user === null) {
    return (
      <Button asChild className="w-full">
        <Link to={signInPath}>{t('nav.signIn')}</Link>
      </Button>
    );
  }
  return (
    <div className="grid gap-2">
      <p className="px-3 text-sm text-muted-foreground">
        {t('accounts.menu.signedInAs', { name: user.firstName.trim() || user.email })}
      </p>
      <Button asChild variant="outline" className="w-full">
        <Link to="/my-space">{t('accounts.menu.mySpace')}</Link>
      </Button>
      {user.role !== 'client' && (
        <Button asChild variant="outline" className="w-full">
          <Link to="/lawyer-dashboard">{t('accounts.menu.dashboard')}</Link>
        </Button>
      )}
      {user.role === 'admin' && (
        <Button asChild variant="outline" className="w-full">
          <Link to="/admin">{t('accounts.menu.administration')}</Link>
        </Button>
      )}
      <Button
        variant="ghost"
        className="w-full"
        data-action="sign-out"
        loading={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {t('accounts.menu.signOut')}
      </Button>
    </div>
  );
}
