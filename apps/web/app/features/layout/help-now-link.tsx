import { PhoneIcon } from '@cld/ui/icons';
import { cn } from '@cld/ui/cn';
import { useT } from '../../i18n/i18n.ts';
import { NavLink } from '../../lib/links/index.ts';
import { HELP_NOW_LINK, isCurrentPath } from './navigation.ts';

/**
 * "Need help now?" in the header at every width (issue 22): one tap from any page on a phone,
 * without opening the drawer. Short words where the row is full — below 768 px and beside
 * the full menu from 1280 to 1536 px (the French menu is the longer one) —, the whole question otherwise.
 * At least 40 px high (WCAG 2.5.8 asks 24).
 */
export function HelpNowLink({ pathname, className }: { pathname: string; className?: string }) {
  const t = useT();
  const current = isCurrentPath(HELP_NOW_LINK.to, pathname);
  return (
    <NavLink
      to={HELP_NOW_LINK.to}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'inline-flex h-10 shrink-0 items-center gap-1 whitespace-nowrap rounded-md border border-danger px-2 text-sm font-semibold text-danger sm:px-3',
        'hover:bg-danger hover:text-danger-foreground focus-visible:focus-ring',
        current && 'bg-danger text-danger-foreground',
        className,
      )}
    >
      <PhoneIcon className="size-4 shrink-0" />
      <span className="md:hidden xl:inline 2xl:hidden">{t('nav.helpNowShort')}</span>
      <span className="hidden md:inline xl:hidden 2xl:inline">{t(HELP_NOW_LINK.label)}</span>
    </NavLink>
  );
}
