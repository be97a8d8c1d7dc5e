import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { DEV_MAILBOX_PATHS } from './config/dev-mailbox.ts';
import { LOCALIZED_PAGES } from './i18n/route-table.ts';

export default [
  // The public pages in English and in French (issue 19): one table, two routes per page. The
  // French ones sit under a layout that brings the French tables (an English page has none).
  ...LOCALIZED_PAGES.map(({ file, en, id }) =>
    en === '/' ? index(file) : route(en.slice(1), file, id ? { id } : {}),
  ),
  route('fr', 'routes/french.tsx', [
    ...LOCALIZED_PAGES.map(({ file, fr, id }) => {
      const frenchId = { id: `fr/${id ?? file.replace(/\.tsx$/, '')}` };
      return fr === '/fr' ? index(file, frenchId) : route(fr.slice('/fr/'.length), file, frenchId);
    }),
    route(DEV_MAILBOX_PATHS.fr.slice('/fr/'.length), 'routes/dev-mailbox.tsx', {
      id: 'fr/dev-mailbox',
    }),
    route('*', 'routes/not-found.tsx', { id: 'fr/not-found' }),
  ]),
  // The demo's mailbox (DESIGN §8.5): its loader answers 404 unless the mailbox is on.
  route(DEV_MAILBOX_PATHS.en.slice(1), 'routes/dev-mailbox.tsx'),
  // Old addresses that pages and links still use (DESIGN §5.3).
  route('lawyers/:id', 'routes/lawyer-profile.tsx', { id: 'lawyers-profile' }),
  route('browse', 'routes/redirect-browse.tsx'),
  // The language offer's choice, kept in a cookie (issue 19).
  route('language', 'routes/language.ts'),
  route('provincial-legal-guide', 'routes/redirect-provincial-guide.tsx'),
  // Administration (issue 8): the layout's loader lets administrators in, on the server.
  route('admin', 'routes/admin.tsx', [
    index('routes/admin.overview.tsx'),
    route('verifications', 'routes/admin.verifications.tsx'),
    route('claims', 'routes/admin.claims.tsx'),
    route('lawyers', 'routes/admin.lawyers.tsx'),
    route('lawyers/:id', 'routes/admin.lawyer.tsx'),
    route('messages', 'routes/admin.messages.tsx'),
    route('reviews', 'routes/admin.reviews.tsx'),
    route('outbox', 'routes/admin.outbox.tsx'),
    route('analytics', 'routes/admin.analytics.tsx'),
    route('privacy', 'routes/admin.privacy.tsx'),
    route('audit-log', 'routes/admin.audit-log.tsx'),
  ]),
  // For crawlers (issue 7).
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemaps/pages.xml', 'routes/sitemap-pages.ts'),
  route('sitemaps/places.xml', 'routes/sitemap-places.ts'),
  route('sitemaps/lawyers/:file', 'routes/sitemap-lawyers.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
