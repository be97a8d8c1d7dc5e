import { Suspense } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { lazyAfterFirstUse } from '../../lib/deferred.ts';
import { useConsent } from '../consent/index.ts';

/**
 * The footer's links are static: the server writes them and their script comes after the page's
 * first load (lib/deferred.ts). Cookie preferences, a button, hydrates with the page, so it works
 * from the first tap.
 */
const FooterLinks = lazyAfterFirstUse(() =>
  import('./footer-links.tsx').then((module) => module.FooterLinks),
);

export function Footer() {
  const t = useT();
  const { open: openConsent } = useConsent();
  // The current year, computed (never written in), by the server that rendered the page: the
  // browser's clock may disagree, and hydration must not rewrite it.
  const root = useRouteLoaderData('root') as { currentYear?: number } | undefined;
  const year = root?.currentYear ?? new Date().getUTCFullYear();
  return (
    <footer className="mt-auto border-t border-border bg-brand-900 text-white">
      <Suspense fallback={null}>
        <FooterLinks />
      </Suspense>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-slate-300 sm:px-6 lg:px-8">
          <p>{t('footer.copyright', { year: String(year) })}</p>
          <button
            type="button"
            onClick={openConsent}
            className="inline-flex min-h-6 items-center rounded-sm text-slate-100 underline-offset-4 hover:underline focus-visible:focus-ring"
          >
            {t('footer.cookiePreferences')}
          </button>
        </div>
      </div>
    </footer>
  );
}
