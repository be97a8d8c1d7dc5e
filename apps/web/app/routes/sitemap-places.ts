import { getEnv } from '../config/env.server.ts';
import { buildPlacesSitemap } from '../features/seo/sitemaps.server.ts';
import { xmlResponse } from '../features/seo/sitemap-xml.ts';

export async function loader() {
  return xmlResponse(await buildPlacesSitemap(getEnv().PUBLIC_ORIGIN));
}
