// The consent feature's public API: all that other features and routes may import from it (decision 023).
export { ConsentChoices } from './consent-choices.tsx';
export { ConsentProvider, useConsent } from './consent-context.tsx';
export type { ThirdPartyConfig } from './consent-context.tsx';
export { ThirdPartyScripts } from './third-party.tsx';
