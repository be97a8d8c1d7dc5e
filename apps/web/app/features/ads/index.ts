export { SiteAdSlot } from './site-ad-slot.tsx';
