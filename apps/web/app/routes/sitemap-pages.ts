import { getEnv } from '../config/env.server.ts';
import { buildPagesSitemap } from '../features/seo/sitemaps.server.ts';
import { xmlResponse } from '../features/seo/sitemap-xml.ts';

export async function loader() {
  return xmlResponse(await buildPagesSitemap(getEnv().PUBLIC_ORIGIN));
}
