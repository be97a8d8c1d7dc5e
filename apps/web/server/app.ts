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
  // Brotli 6 instead of the package's 4 for documents: about 7 % smaller for 0.2 ms more per 100 KB.
  // Assets come precompressed (precompressed.ts). React Router's flush after every chunk, coalesced,
  // keeps a document one compressed block: a browse page's 12.9 KB fits TCP's first round trip.
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } } }));
  app.use(coalescedFlush());
  for (const handler of assets) app.use(handler);
  app.use(pages);
  app.use(errorHandler());
  return app;
}
