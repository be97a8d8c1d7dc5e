import { Button } from '@cld/ui/button';
import { MenuIcon } from '@cld/ui/icons';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useEarlyTap } from '../../lib/early-taps.ts';
import { trackLoad } from '../../lib/page-ready.ts';

// The drawer's dialog code (focus trap, scroll lock) is needed only once the menu is opened.
const MobileDrawer = lazy(() => trackLoad(import('./mobile-drawer.tsx')));

/** The menu button of small screens and, once pressed, the drawer with the header's links. */
export function MobileNav({ pathname }: { pathname: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const openMenu = () => {
    setLoaded(true);
    setOpen(true);
  };
  // A tap before the page hydrated opens the menu when it has.
  useEarlyTap('menu', openMenu);

  return (
    <>
      <Button
        ref={opener}
        variant="ghost"
        size="icon"
        className="xl:hidden"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-early-tap="menu"
        onClick={openMenu}
      >
        <MenuIcon className="size-5" />
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileDrawer pathname={pathname} open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      )}
    </>
  );
}
