import { lazy, Suspense, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n.ts';
import type { Locale } from '../../i18n/locale.ts';
import { DemoNotice } from './demo-notice.tsx';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';

// Loaded when shown: only a visitor whose language is not the page's downloads it.
const LanguageOffer = lazy(() => import('./language-offer.tsx'));

/** The page in the visitor's language, offered when it is not the page's (issue 19). */
function LanguageOfferSlot() {
  const root = useRouteLoaderData('root') as { languageOffer?: Locale | null } | undefined;
  const locale = useLocale();
  const offered = root?.languageOffer;
  if (!offered || offered === locale) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer offered={offered} />
    </Suspense>
  );
}

/** A skip link: hidden until focused, then drawn over the page's top left corner. */
export const SKIP_LINK_CLASS =
  'sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4';

export function SiteLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className={SKIP_LINK_CLASS}>
        {t('site.skipToContent')}
      </a>
      <LanguageOfferSlot />
      <DemoNotice />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
