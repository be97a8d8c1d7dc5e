import { Button } from '@cld/ui/button';
import { TextLink } from '@cld/ui/link';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { useEarlyTap } from '../../lib/early-taps.ts';
import { useConsent } from './consent-context.tsx';

const BANNER_HEIGHT = '--consent-banner-height';

/**
 * The two purposes with their checkboxes: most visitors answer with Accept or Reject, so the
 * checkboxes load when "Customise" is chosen (or the banner is reopened), not with every first visit.
 */
const ConsentPurposes = lazy(() => import('./consent-purposes.tsx'));

/**
 * The privacy choices (Quebec Law 25): statistics and advertising, each off until the visitor says
 * yes. Shown until a first choice, and again from the footer's "Cookie preferences". It sits over
 * the page's bottom edge, so its arrival moves nothing on the page.
 */
export default function ConsentBanner() {
  const t = useT();
  const { choices, choose, isOpen } = useConsent();
  const [customising, setCustomising] = useState(choices !== null);
  const [analytics, setAnalytics] = useState(choices?.analytics ?? false);
  const [advertising, setAdvertising] = useState(choices?.advertising ?? false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  const section = useRef<HTMLElement>(null);
  const acceptAll = () => choose({ analytics: true, advertising: true });
  const rejectAll = () => choose({ analytics: false, advertising: false });
  // A choice tapped before the page's script ran (a phone still loading) is applied once it has
  // (decision 045): choosing the same twice, or opening the choices twice, changes nothing.
  useEarlyTap('consent-accept', acceptAll);
  useEarlyTap('consent-reject', rejectAll);
  useEarlyTap('consent-customise', () => setCustomising(true));

  // Reopened from the footer: take the visitor there.
  useEffect(() => {
    if (choices !== null) heading.current?.focus();
  }, [choices]);

  // Its exact height, for the page's scroll padding (app.css): nothing focused hides beneath it.
  useEffect(() => {
    const element = section.current;
    if (!element || !isOpen || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(BANNER_HEIGHT, `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BANNER_HEIGHT);
    };
  }, [isOpen]);

  if (!isOpen) return null;
  return (
    // First in the page's order (root.tsx), so a keyboard reaches it before what it covers.
    <section
      ref={section}
      aria-labelledby={headingId}
      data-consent-banner=""
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card shadow-2xl"
    >
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-5 sm:px-6">
        <div className="grid gap-2">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
            {t('consent.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('consent.body')}{' '}
            <TextLink asChild>
              <Link to="/privacy-policy">{t('consent.policy')}</Link>
            </TextLink>
          </p>
        </div>
        {customising && (
          <Suspense fallback={null}>
            <ConsentPurposes
              analytics={analytics}
              advertising={advertising}
              onAnalytics={setAnalytics}
              onAdvertising={setAdvertising}
            />
          </Suspense>
        )}
        <div className="flex flex-wrap gap-2">
          <Button data-early-tap="consent-accept" onClick={acceptAll}>
            {t('consent.acceptAll')}
          </Button>
          <Button data-early-tap="consent-reject" variant="outline" onClick={rejectAll}>
            {t('consent.rejectAll')}
          </Button>
          {customising ? (
            <Button variant="ghost" onClick={() => choose({ analytics, advertising })}>
              {t('consent.save')}
            </Button>
          ) : (
            <Button
              data-early-tap="consent-customise"
              variant="ghost"
              onClick={() => setCustomising(true)}
            >
              {t('consent.customise')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
