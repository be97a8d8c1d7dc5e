import type { AdSlotProps } from '@cld/ui/ad-slot';
import { Suspense } from 'react';
import { lazyWhenRendered } from '../../lib/deferred.ts';
import { useConsent } from '../consent/index.ts';

/** The placement's code (the box, the provider's queue) loads only where an ad can show. */
const AdPlacement = lazyWhenRendered(() =>
  import('./ad-placement.tsx').then((module) => module.AdPlacement),
);

/**
 * An ad placement of the site (spec §9). Without a configured provider and an ad unit for this
 * placement, or once the visitor has refused advertising, there is nothing to reserve space for: it
 * renders nothing (issue 22: a tall blank box above the first heading), and its code never loads.
 */
export function SiteAdSlot(props: Omit<AdSlotProps, 'children' | 'filled' | 'label'>) {
  const { choices, thirdParty } = useConsent();
  const unit = thirdParty.adsense?.slots[props.slotId];
  const possible = Boolean(thirdParty.adsense && unit) && choices?.advertising !== false;
  if (!possible) return null;
  return (
    <Suspense fallback={null}>
      <AdPlacement {...props} />
    </Suspense>
  );
}
