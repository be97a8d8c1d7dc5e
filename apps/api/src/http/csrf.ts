import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated writes (DESIGN §4). A page on another site can make the
 * browser send our cookie, but it cannot add a custom header without a CORS preflight (the API
 * answers none), and the browser's `Origin` names that site. Either signal proves the call is ours.
 */
export function isSameSiteWrite({
  request,
  publicOrigin,
}: {
  request: FastifyRequest;
  publicOrigin: string;
}): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  if (request.headers['x-requested-with'] === 'XMLHttpRequest') return true;
  const origin = request.headers.origin;
  // The API's own origin counts too, for callers that reach it directly rather than through the site.
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}

export function assertSameSiteWrite(options: {
  request: FastifyRequest;
  publicOrigin: string;
}): void {
  if (!isSameSiteWrite(options)) {
    throw new AppError('forbidden', 'Cross-site request refused');
  }
}
