export { Footer } from './footer.tsx';
export { Header } from './header.tsx';
export { SiteLayout } from './site-layout.tsx';
export { SiteToaster } from './site-toaster.tsx';
