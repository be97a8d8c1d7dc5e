import { Suspense, lazy } from 'react';
import { trackLoad } from '../../lib/page-ready.ts';
import { useConsent } from './consent-context.tsx';

// Loaded when shown: a visitor who has chosen never downloads it.
const ConsentBanner = lazy(() => trackLoad(import('./consent-banner.tsx')));

/** The privacy choices, while the visitor has not chosen or has asked to change them. */
export function ConsentChoices() {
  const { isOpen } = useConsent();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
