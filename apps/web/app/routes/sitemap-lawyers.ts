import { getEnv } from '../config/env.server.ts';
import { buildLawyersSitemap } from '../features/seo/index.server.ts';
import { xmlResponse } from '../features/seo/index.ts';
import type { Route } from './+types/sitemap-lawyers.ts';

/** `/sitemaps/lawyers/{index}.xml`; any other file name, or a range with no lawyer, is a 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(\d{1,6})\.xml$/.exec(params.file);
  const body = match ? await buildLawyersSitemap(getEnv().PUBLIC_ORIGIN, Number(match[1])) : null;
  if (body === null) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  }
  return xmlResponse(body);
}
