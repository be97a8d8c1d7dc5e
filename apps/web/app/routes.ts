import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('browse-lawyers', 'routes/browse-lawyers.tsx'),
  route('lawyer/:id', 'routes/lawyer-profile.tsx', { id: 'lawyer-profile' }),
  route('lawyers/:id', 'routes/lawyer-profile.tsx', { id: 'lawyers-profile' }),
  // The profile's inquiry forms as pages, where its dialogs cannot open (no JavaScript; issue 18).
  route('lawyer/:id/contact', 'routes/lawyer-inquiry.tsx', { id: 'lawyer-contact' }),
  route('lawyer/:id/consultation', 'routes/lawyer-inquiry.tsx', { id: 'lawyer-consultation' }),
  // The one-time review form of the invitation e-mail (issue 17).
  route('lawyers/:id/review', 'routes/lawyer-review.tsx'),
  // Old addresses that pages and links still use (DESIGN §5.3).
  route('browse', 'routes/redirect-browse.tsx'),
  route('provincial-legal-guide', 'routes/redirect-provincial-guide.tsx'),
  // Guides, resources, news, FAQ, blog and the static pages (issue 6).
  route('legal-guide', 'routes/legal-guide.tsx'),
  route('legal-resources', 'routes/legal-resources.tsx'),
  route('practice-areas', 'routes/practice-areas.tsx'),
  route('provincial-guide', 'routes/provincial-guide.tsx'),
  route('how-to-choose-lawyer', 'routes/how-to-choose-lawyer.tsx'),
  route('legal-news', 'routes/legal-news.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  // Accounts and the lawyer portal (issue 4).
  route('lawyer-auth', 'routes/lawyer-auth.tsx'),
  route('lawyer-auth/register', 'routes/lawyer-auth.tsx', { id: 'lawyer-auth-register' }),
  route('auth/login', 'routes/account.tsx', { id: 'account-login' }),
  route('auth/register', 'routes/account.tsx', { id: 'account-register' }),
  route('lawyer-dashboard', 'routes/lawyer-dashboard.tsx'),
  route('search', 'routes/search.tsx'),
  // Administration (issue 8): the layout's loader lets administrators in, on the server.
  route('admin', 'routes/admin.tsx', [
    index('routes/admin.overview.tsx'),
    route('verifications', 'routes/admin.verifications.tsx'),
    route('lawyers', 'routes/admin.lawyers.tsx'),
    route('lawyers/:id', 'routes/admin.lawyer.tsx'),
    route('messages', 'routes/admin.messages.tsx'),
    route('reviews', 'routes/admin.reviews.tsx'),
    route('outbox', 'routes/admin.outbox.tsx'),
    route('analytics', 'routes/admin.analytics.tsx'),
    route('privacy', 'routes/admin.privacy.tsx'),
    route('audit-log', 'routes/admin.audit-log.tsx'),
  ]),
  // Landing pages of provinces, cities and practice areas in a city (issue 7, decision 008).
  route('lawyers-in/:province/:city?/:practiceArea?', 'routes/lawyers-in.tsx'),
  // For crawlers (issue 7).
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemaps/pages.xml', 'routes/sitemap-pages.ts'),
  route('sitemaps/places.xml', 'routes/sitemap-places.ts'),
  route('sitemaps/lawyers/:file', 'routes/sitemap-lawyers.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
