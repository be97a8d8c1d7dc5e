import { Button } from '@cld/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@cld/ui/dropdown-menu';
import { ChevronDownIcon } from '@cld/ui/icons';
import { Link } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { useSignOut } from './use-sign-out.ts';

/** The header's account menu (Radix): loaded only for signed-in visitors. */
export default function AccountMenu({
  label,
  defaultOpen,
  isAdmin,
  isClient = false,
}: {
  label: string;
  defaultOpen: boolean;
  isAdmin: boolean;
  /** A customer has a space and no dashboard (issue 21). */
  isClient?: boolean;
}) {
  const t = useT();
  const signOut = useSignOut();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          {label}
          <ChevronDownIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to="/my-space">{t('accounts.menu.mySpace')}</Link>
        </DropdownMenuItem>
        {!isClient && (
          <DropdownMenuItem asChild>
            <Link to="/lawyer-dashboard">{t('accounts.menu.dashboard')}</Link>
          </DropdownMenuItem>
        )}
        {isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin">{t('accounts.menu.administration')}</Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          {t('accounts.menu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
