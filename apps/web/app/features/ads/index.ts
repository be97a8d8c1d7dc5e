// The ads feature's public API: all that other features and routes may import from it (decision 023).
export { SiteAdSlot } from './site-ad-slot.tsx';
