import { AdSlot, type AdSlotProps } from '@cld/ui/ad-slot';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useConsent } from '../consent/index.ts';

type AdsByGoogle = unknown[];

/**
 * An ad placement of the site (spec §9). Without a configured provider, or before the visitor agrees
 * to advertising, it keeps its space and stays blank and unlabelled; with both, it asks the provider
 * for an ad and says "Advertisement" only once one fills it.
 */
export function SiteAdSlot(props: Omit<AdSlotProps, 'children' | 'filled' | 'label'>) {
  const t = useT();
  const { choices, thirdParty } = useConsent();
  const unit = thirdParty.adsense?.slots[props.slotId];
  const enabled = Boolean(choices?.advertising && thirdParty.adsense && unit);
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
