import { Button } from '@cld/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@cld/ui/dropdown-menu';
import { ChevronDownIcon } from '@cld/ui/icons';
import { Link, NavLink, useLocation } from 'react-router';
import { ScaleIcon } from '@cld/ui/icons';
import { useT } from '../../i18n/i18n.ts';
import { MobileNav } from './mobile-nav.tsx';
import {
  LEGAL_RESOURCES_LINKS,
  PRIMARY_LINKS_AFTER_MENU,
  PRIMARY_LINKS_BEFORE_MENU,
  isCurrentPath,
  isLegalResourcesPath,
  type NavLink as NavLinkItem,
} from './navigation.ts';
import { cn } from '@cld/ui/cn';

const navItemClasses = (current: boolean) =>
  cn(
    'inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors',
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

export function Header() {
  const t = useT();
  const { pathname } = useLocation();
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
          <span className="text-base sm:text-lg">{t('site.name')}</span>
        </Link>

        <nav aria-label={t('nav.label')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {PRIMARY_LINKS_BEFORE_MENU.map((link) => (
              <li key={link.to}>
                <HeaderLink link={link} pathname={pathname} />
              </li>
            ))}
            <li>
              <DropdownMenu modal={false}>
                <DropdownMenuTrigger
                  className={navItemClasses(resourcesCurrent)}
                  data-current={resourcesCurrent || undefined}
                >
                  {t('nav.legalResources')}
                  <ChevronDownIcon />
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  {LEGAL_RESOURCES_LINKS.map((link) => (
                    <DropdownMenuItem key={link.to} asChild>
                      <Link
                        to={link.to}
                        aria-current={pathname === link.to ? 'page' : undefined}
                        className="aria-[current=page]:font-semibold"
                      >
                        {t(link.label)}
                      </Link>
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            </li>
            {PRIMARY_LINKS_AFTER_MENU.map((link) => (
              <li key={link.to}>
                <HeaderLink link={link} pathname={pathname} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to="/auth/login">{t('nav.signIn')}</Link>
          </Button>
          <MobileNav pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
