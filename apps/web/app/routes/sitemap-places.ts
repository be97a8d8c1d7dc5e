import { getEnv } from '../config/env.server.ts';
import { buildPlacesSitemap } from '../features/seo/index.server.ts';
import { xmlResponse } from '../features/seo/index.ts';

export async function loader() {
  return xmlResponse(await buildPlacesSitemap(getEnv().PUBLIC_ORIGIN));
}
