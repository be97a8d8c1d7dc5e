import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { DemoNotice } from './demo-notice.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LanguageOffer } from './language-offer.tsx';

export function SiteLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('site.skipToContent')}
      </a>
      <LanguageOffer />
      <DemoNotice />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
