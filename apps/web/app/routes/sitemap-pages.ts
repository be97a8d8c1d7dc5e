import { getEnv } from '../config/env.server.ts';
import { buildPagesSitemap } from '../features/seo/index.server.ts';
import { xmlResponse } from '../features/seo/index.ts';

export async function loader() {
  return xmlResponse(await buildPagesSitemap(getEnv().PUBLIC_ORIGIN));
}
