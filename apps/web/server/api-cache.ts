import type { RequestHandler } from 'express';
import {
  type SharedCache,
  cacheKey,
  isAnonymousGet,
  isShareable,
  sendCached,
  storableHeaders,
} from './shared-cache.ts';

/** The request headers an API GET depends on, passed on as `forwardedHeaders` settled them. */
const PASSED_HEADERS = [
  'accept',
  'accept-language',
  'cookie',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-proto',
] as const;

/** How long an API answer is served from memory here, at most (the API's own max-age may be less). */
function lifetimeMs(cacheControl: string, capMs: number): number {
  if (!/\bpublic\b/i.test(cacheControl)) return 0;
  const maxAge = /\bs-maxage=(\d+)/i.exec(cacheControl) ?? /\bmax-age=(\d+)/i.exec(cacheControl);
  return maxAge ? Math.min(Number(maxAge[1]) * 1000, capMs) : 0;
}

/**
 * Anonymous GETs of the API that the API itself declares `public` with a max-age (lawyer lists and
 * profiles, reference data) are answered from the shared cache for a few seconds, keyed as the
 * API's `Vary: Authorization, Cookie` says; concurrent identical requests make one API call.
 * Everything else goes on to the proxy untouched.
 */
export function apiCache({
  apiUrl,
  cache,
}: {
  apiUrl: string;
  cache: SharedCache;
}): RequestHandler {
  return async (request, response, next) => {
    if (!request.path.startsWith('/api/') || !isAnonymousGet(request)) return next();
    try {
      let unshared: { status: number; headers: Headers; body: Buffer } | null = null;
      const { answer, outcome } = await cache.getOrProduce(
        cacheKey(request),
        async (background) => {
          const headers = new Headers();
          for (const name of PASSED_HEADERS) {
            const value = request.headers[name];
            if (typeof value === 'string') headers.set(name, value);
          }
          const upstream = await fetch(`${apiUrl}${request.originalUrl}`, {
            headers,
            redirect: 'manual',
            signal: AbortSignal.timeout(30_000),
          });
          const body = Buffer.from(await upstream.arrayBuffer());
          const ttl = lifetimeMs(upstream.headers.get('cache-control') ?? '', cache.ttlMs);
          if (ttl === 0 || !isShareable(upstream.status, upstream.headers)) {
            if (!background)
              unshared = { status: upstream.status, headers: upstream.headers, body };
            return null;
          }
          return {
            status: upstream.status,
            headers: storableHeaders(upstream.headers),
            body,
            storedAt: Date.now(),
            ttlMs: ttl,
            encoded: {},
          };
        },
      );
      if (answer) {
        await sendCached(request, response, answer, outcome);
        return;
      }
      if (!unshared) return next(); // Waited on someone else's unshareable answer: ask for our own.
      const own = unshared as { status: number; headers: Headers; body: Buffer };
      response.status(own.status);
      for (const [name, value] of storableHeaders(own.headers)) response.append(name, value);
      for (const cookie of own.headers.getSetCookie()) response.append('Set-Cookie', cookie);
      response.end(own.body);
    } catch {
      // The API did not answer (down, too slow): the proxy tries once more and answers 502/504 in
      // the API's error shape.
      next();
    }
  };
}
