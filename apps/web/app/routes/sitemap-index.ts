import { getEnv } from '../config/env.server.ts';
import { buildSitemapIndex } from '../features/seo/index.server.ts';
import { xmlResponse } from '../features/seo/index.ts';

export async function loader() {
  return xmlResponse(await buildSitemapIndex(getEnv().PUBLIC_ORIGIN));
}
