import type { Request, RequestHandler } from 'express';

/** `req.protocol` follows X-Forwarded-Proto only from a proxy named in TRUST_PROXY. */
function isHttps(request: Request): boolean {
  return request.protocol === 'https';
}

/**
 * With an https public origin, plain http answers with a permanent redirect to the same path on that
 * origin: never to the request's Host, which the client chose. GET and HEAD keep their method under
 * 301; anything else gets 308 so a form post is not turned into a GET. With an http origin (this
 * machine) nothing is redirected.
 */
export function httpsRedirect({ publicOrigin }: { publicOrigin: string }): RequestHandler {
  const redirects = publicOrigin.startsWith('https:');
  return (request, response, next) => {
    if (!redirects || isHttps(request)) return next();
    const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    // An absolute-form target (`GET http://elsewhere/ HTTP/1.1`) must not leak into the location.
    const target = request.originalUrl.startsWith('/') ? request.originalUrl : '/';
    response.redirect(status, `${publicOrigin}${target}`);
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
      // The site's own "Near me" asks for the position (issue 20); nothing embedded may.
      'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()',
    );
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    response.setHeader('X-Frame-Options', 'DENY');
    next();
  };
}
