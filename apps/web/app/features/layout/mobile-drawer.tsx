import { DrawerContent, DrawerHeader, DrawerTitle, Drawer } from '@cld/ui/drawer';
import type { MouseEvent, RefObject } from 'react';
import { Link } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { DrawerAccount } from '../auth/index.ts';
import { SiteSearchForm } from './site-search.tsx';
import {
  HELP_NOW_LINK,
  LEGAL_RESOURCES_LINKS,
  PRIMARY_LINKS_AFTER_MENU,
  PRIMARY_LINKS_BEFORE_MENU,
  isCurrentPath,
  isLegalResourcesPath,
  type NavLink,
} from './navigation.ts';
import { cn } from '@cld/ui/cn';

const linkClasses = (current: boolean) =>
  cn(
    'flex h-11 items-center rounded-md px-3 text-base font-medium focus-visible:focus-ring',
    current ? 'bg-primary-subtle text-primary-subtle-foreground' : 'text-foreground hover:bg-muted',
  );

export interface MobileDrawerProps {
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back to it when the drawer closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

/** The header's links in a side drawer (Radix dialog), loaded the first time it is opened. */
export default function MobileDrawer({ pathname, open, onOpenChange, opener }: MobileDrawerProps) {
  const t = useT();

  function closeOnLinkClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest('a, button[data-action]')) onOpenChange(false);
  }

  const renderLink = (link: NavLink, current: boolean) => (
    <li key={link.to}>
      <Link
        to={link.to}
        className={linkClasses(current)}
        aria-current={current ? 'page' : undefined}
      >
        {t(link.label)}
      </Link>
    </li>
  );

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        side="right"
        closeLabel={t('nav.closeMenu')}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // The dialog itself, not its first control: the search field would open a phone's keyboard.
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
        onCloseAutoFocus={(event) => {
          // The menu button is not a Radix trigger (it exists before this code loads).
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DrawerHeader>
          <DrawerTitle>{t('nav.menuTitle')}</DrawerTitle>
        </DrawerHeader>
        <SiteSearchForm className="mb-6" onSubmit={() => onOpenChange(false)} />
        {/* Clicks bubble here from every link, so the drawer closes whichever one was chosen. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <nav aria-label={t('nav.label')} onClick={closeOnLinkClick}>
          <ul className="grid gap-1">
            {renderLink(HELP_NOW_LINK, isCurrentPath(HELP_NOW_LINK.to, pathname))}
            {PRIMARY_LINKS_BEFORE_MENU.map((link) =>
              renderLink(link, isCurrentPath(link.to, pathname)),
            )}
          </ul>
          <p
            className={cn(
              'mt-4 px-3 text-xs font-semibold uppercase tracking-wide',
              isLegalResourcesPath(pathname) ? 'text-primary' : 'text-muted-foreground',
            )}
          >
            {t('nav.legalResources')}
          </p>
          <ul className="mt-1 grid gap-1 border-l border-border pl-2">
            {LEGAL_RESOURCES_LINKS.map((link) => renderLink(link, pathname === link.to))}
          </ul>
          <ul className="mt-4 grid gap-1">
            {PRIMARY_LINKS_AFTER_MENU.map((link) =>
              renderLink(link, isCurrentPath(link.to, pathname)),
            )}
          </ul>
          <div className="mt-6 border-t border-border pt-6">
            <DrawerAccount />
          </div>
        </nav>
      </DrawerContent>
    </Drawer>
  );
}
