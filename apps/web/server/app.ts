import zlib from 'node:zlib';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import type { Env } from '../app/config/env.server.ts';
import { apiCache } from './api-cache.ts';
import { createApiProxy } from './api-proxy.ts';
import { coalescedFlush } from './coalesced-flush.ts';
import { forwardedHeaders } from './forwarded.ts';
import { apiUrlGuard, errorHandler, hostGuard } from './request-guards.ts';
import { httpsRedirect, securityHeaders } from './security.ts';
import type { SharedCache } from './shared-cache.ts';

/** Brotli for streamed pages (see `createApp`). */
export const BROTLI_STREAM_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
};

export interface AppParts {
  env: Pick<Env, 'API_URL' | 'PUBLIC_ORIGIN' | 'TRUST_PROXY'>;
  /** Static files (the build's client folder, or Vite's middlewares in development). */
  assets?: RequestHandler[];
  /** React Router's request handler (a stand-in in tests). */
  pages: RequestHandler;
  /** The shared cache of public answers, if any (decision 016). */
  cache?: SharedCache;
}

/**
 * The web server's chain, in order: the request's host, address and protocol settled first (every
 * later step and the API rely on them), then the https redirect and headers, the API proxy, the
 * compressed pages and assets, and one last handler that turns any error into a status.
 */
export function createApp({ env, assets = [], pages, cache }: AppParts): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(hostGuard({ publicOrigin: env.PUBLIC_ORIGIN }), forwardedHeaders());
  app.use(httpsRedirect({ publicOrigin: env.PUBLIC_ORIGIN }), securityHeaders());

  // Before compression: the proxy streams the API's answers as they are; the cache compresses its own.
  app.use(apiUrlGuard());
  if (cache) app.use(apiCache({ apiUrl: env.API_URL, cache }));
  app.use(createApiProxy({ apiUrl: env.API_URL }));
  // Pages that are not shared (a signed-in visitor's, an error page) are compressed as they stream.
  // Brotli 5 instead of the package's 4: about 7 % smaller, within 1 % of brotli 6 for half its
  // match-finder memory; a 256 KB window (the package's is 4 MB) holds a whole document. Each
  // compressing response holds its encoder, so these bound the memory 200 at once take (issue 38,
  // decision 054). Assets come precompressed (precompressed.ts). React Router's flush after every
  // chunk, coalesced, keeps a document one compressed block (TCP's first round trip).
  app.use(compression({ brotli: { params: BROTLI_STREAM_PARAMS } }));
  app.use(coalescedFlush());
  for (const handler of assets) app.use(handler);
  app.use(pages);
  app.use(errorHandler());
  return app;
}
