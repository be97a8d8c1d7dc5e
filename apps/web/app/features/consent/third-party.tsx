import { useEffect } from 'react';
import { useConsent } from './consent-context.tsx';

export const ADSENSE_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

/** Adds a provider's script once. A provider that fails to load is only logged (spec §8). */
export function loadScript(src: string) {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.addEventListener('error', () => console.warn(`Could not load ${src}`));
  document.head.append(script);
}

/** Loads the configured analytics and ad providers, each only after its purpose was consented to. */
export function ThirdPartyScripts() {
  const { choices, thirdParty } = useConsent();
  const { analyticsScriptUrl, adsense } = thirdParty;
  useEffect(() => {
    if (choices?.analytics && analyticsScriptUrl) loadScript(analyticsScriptUrl);
  }, [choices?.analytics, analyticsScriptUrl]);
  useEffect(() => {
    if (choices?.advertising && adsense) loadScript(`${ADSENSE_SCRIPT}?client=${adsense.client}`);
  }, [choices?.advertising, adsense]);
  return null;
}
