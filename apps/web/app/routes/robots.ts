import { getEnv } from '../config/env.server.ts';

/** Crawlers may read every public page; accounts, the dashboard and the API are not for them. */
export function loader() {
  const origin = getEnv().PUBLIC_ORIGIN;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /lawyer-dashboard',
    'Disallow: /my-space',
    'Disallow: /fr/mon-espace',
    'Disallow: /auth/',
    'Disallow: /api/',
    'Disallow: /admin',
    // The demo's mailbox (DESIGN §8.5): a 404 on a real site, never a page to index.
    'Disallow: /dev/',
    'Disallow: /fr/dev/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
