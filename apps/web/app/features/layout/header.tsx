import { ChevronDownIcon } from '@cld/ui/icons';
import { lazy, startTransition, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../lib/links/index.ts';
import { ScaleIcon } from '@cld/ui/icons';
import { useT } from '../../i18n/i18n.ts';
import { englishPath } from '../../i18n/paths.ts';
import { HeaderAccount } from '../auth/index.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { HelpNowLink } from './help-now-link.tsx';
import { MobileNav } from './mobile-nav.tsx';
import {
  PRIMARY_LINKS_AFTER_MENU,
  PRIMARY_LINKS_BEFORE_MENU,
  isCurrentPath,
  isLegalResourcesPath,
  type NavLink as NavLinkItem,
} from './navigation.ts';
import { cn } from '@cld/ui/cn';
import { lazyAfterFirstUse } from '../../lib/deferred.ts';

/**
 * The site search: a native disclosure holding a GET form, so it opens and searches before its
 * script; the script (focus on open, Escape) comes after the page's first load (lib/deferred.ts).
 */
const HeaderSearch = lazyAfterFirstUse(() =>
  import('./site-search.tsx').then((module) => module.HeaderSearch),
);

const navItemClasses = (current: boolean) =>
  cn(
    'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors',
    'hover:bg-muted hover:text-foreground focus-visible:focus-ring',
    current ? 'bg-primary-subtle text-primary-subtle-foreground' : 'text-muted-foreground',
  );

function HeaderLink({ link, pathname }: { link: NavLinkItem; pathname: string }) {
  const t = useT();
  const current = isCurrentPath(link.to, pathname);
  return (
    <NavLink
      to={link.to}
      end={link.to === '/'}
      className={navItemClasses(current)}
      aria-current={current ? 'page' : undefined}
    >
      {t(link.label)}
    </NavLink>
  );
}

// The menu's Radix code (popper, roving focus, dismissal) is a sixth of the site's JavaScript and
// no first screen needs it: it loads when a pointer reaches the button or the button is pressed.
const loadLegalResourcesMenu = () => import('./legal-resources-menu.tsx');
const LegalResourcesMenu = lazy(loadLegalResourcesMenu);

function LegalResources({ pathname, current }: { pathname: string; current: boolean }) {
  const t = useT();
  const [load, setLoad] = useState(false);
  const [open, setOpen] = useState(false);
  const standInFocused = useRef(false);
  const triggerClassName = navItemClasses(current);
  // A transition keeps this button on screen until the menu's code has arrived, then swaps once.
  const openMenu = () =>
    startTransition(() => {
      setLoad(true);
      setOpen(true);
    });
  // Opens on pointer down and on Enter, Space or ArrowDown, as the Radix trigger that replaces it.
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={open}
      className={triggerClassName}
      data-current={current || undefined}
      onPointerEnter={() => void loadLegalResourcesMenu()}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) openMenu();
      }}
      onKeyDown={(event) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          openMenu();
        }
      }}
      onFocus={() => {
        standInFocused.current = true;
      }}
      onBlur={(event) => {
        // A stand-in removed while focused must still hand its focus to the real trigger.
        if (event.currentTarget.isConnected) standInFocused.current = false;
      }}
    >
      {t('nav.legalResources')}
      <ChevronDownIcon />
    </button>
  );
  if (!load) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LegalResourcesMenu
        pathname={pathname}
        triggerClassName={triggerClassName}
        current={current}
        open={open}
        onOpenChange={setOpen}
        takeFocus={standInFocused}
      />
    </Suspense>
  );
}

export function Header() {
  const t = useT();
  // The English path, as the navigation's links are written (a French page's is its twin's).
  const pathname = englishPath(useLocation().pathname);
  const resourcesCurrent = isLegalResourcesPath(pathname);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md font-semibold text-primary focus-visible:focus-ring"
        >
          <span className="grid size-9 place-items-center rounded-lg bg-primary text-primary-foreground">
            <ScaleIcon className="size-5" />
          </span>
          {/* The logo alone on phones (the help link fits the row at 320 px) and beside the full
              menu from 1280 to 1536 px (the French menu fills the row); its name stays the link's name. */}
          <span className="sr-only text-base sm:not-sr-only sm:text-lg xl:sr-only 2xl:not-sr-only">
            {t('site.name')}
          </span>
        </Link>

        <nav aria-label={t('nav.label')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {PRIMARY_LINKS_BEFORE_MENU.map((link) => (
              <li key={link.to}>
                <HeaderLink link={link} pathname={pathname} />
              </li>
            ))}
            <li>
              <LegalResources pathname={pathname} current={resourcesCurrent} />
            </li>
            {PRIMARY_LINKS_AFTER_MENU.map((link) => (
              <li key={link.to}>
                <HeaderLink link={link} pathname={pathname} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <HelpNowLink pathname={pathname} />
          {/* On phones the field is in the drawer, so the header's row fits 320 px. */}
          <Suspense fallback={null}>
            <HeaderSearch className="hidden sm:block" />
          </Suspense>
          <LanguageSwitch />
          <HeaderAccount className="hidden sm:inline-flex" />
          <MobileNav pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
