import { AdSlot, type AdSlotProps } from '@cld/ui/ad-slot';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useConsent } from '../consent/index.ts';

type AdsByGoogle = unknown[];

/**
 * A placement with a configured provider and ad unit (`SiteAdSlot` decides): it keeps its box from
 * the first render (an ad arriving later shifts nothing), stays blank and unlabelled until the
 * visitor agrees, then asks the provider for an ad and says "Advertisement" once one fills it.
 */
export function AdPlacement(props: Omit<AdSlotProps, 'children' | 'filled' | 'label'>) {
  const t = useT();
  const { choices, thirdParty } = useConsent();
  const unit = thirdParty.adsense?.slots[props.slotId];
  const possible = Boolean(thirdParty.adsense && unit) && choices?.advertising !== false;
  const enabled = possible && choices?.advertising === true;
  const [filled, setFilled] = useState(false);
  const ins = useRef<HTMLModElement>(null);

  useEffect(() => {
    const element = ins.current;
    if (!enabled || !element) return;
    const observer = new MutationObserver(() =>
      setFilled(element.getAttribute('data-ad-status') === 'filled'),
    );
    observer.observe(element, { attributes: true, attributeFilter: ['data-ad-status'] });
    try {
      const queue = ((window as { adsbygoogle?: AdsByGoogle }).adsbygoogle ??= []);
      queue.push({});
    } catch (error) {
      console.warn('The ad provider failed', error);
    }
    return () => observer.disconnect();
  }, [enabled]);

  if (!possible) return null;
  if (!enabled) return <AdSlot {...props} label={t('ads.label')} />;
  return (
    <AdSlot {...props} label={t('ads.label')} filled={filled}>
      <ins
        ref={ins}
        className="adsbygoogle block size-full"
        data-ad-client={thirdParty.adsense!.client}
        data-ad-slot={unit}
      />
    </AdSlot>
  );
}
