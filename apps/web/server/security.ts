import type { Request, RequestHandler } from 'express';

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Development and tests run on plain http on this machine; everywhere else is https only. */
export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname) || hostname.endsWith('.localhost');
}

/** `req.protocol` follows X-Forwarded-Proto only when the app trusts its proxy (TRUST_PROXY). */
function isHttps(request: Request): boolean {
  return request.protocol === 'https';
}

/**
 * Plain http answers with a permanent redirect to the same address on https, except on this
 * machine. GET and HEAD keep their method under 301; anything else gets 308 so a form post is not
 * turned into a GET.
 */
export function httpsRedirect(): RequestHandler {
  return (request, response, next) => {
    if (isHttps(request) || isLocalHostname(request.hostname)) return next();
    const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    response.redirect(status, `https://${request.hostname}${request.originalUrl}`);
  };
}

/**
 * The headers every response carries (pages, assets and the proxied API). The Content-Security-
 * Policy is per document (it holds the nonce) and set by the server entry.
 */
export function securityHeaders(): RequestHandler {
  return (request, response, next) => {
    if (isHttps(request)) {
      response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    response.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    );
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    response.setHeader('X-Frame-Options', 'DENY');
    next();
  };
}
