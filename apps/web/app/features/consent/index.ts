export { ConsentChoices } from './consent-choices.tsx';
export { ConsentProvider, useConsent } from './consent-context.tsx';
export type { ThirdPartyConfig } from './consent-context.tsx';
export { ThirdPartyScripts } from './third-party.tsx';
