// The layout feature's public API: all that other features and routes may import from it (decision 023).
export { Footer } from './footer.tsx';
export { Header } from './header.tsx';
export { SKIP_LINK_CLASS, SiteLayout } from './site-layout.tsx';
export { SiteToaster } from './site-toaster.tsx';
