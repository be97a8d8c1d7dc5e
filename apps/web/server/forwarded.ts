import type { RequestHandler } from 'express';

/**
 * Headers a client could send to pose as another address, host or protocol. The API and the
 * loaders' calls must never see a client's own version of them.
 */
const CLIENT_FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
] as const;

/**
 * The web server is the API's only client, so it speaks for the visitor: `X-Forwarded-For` becomes
 * exactly one address, the one Express determined (the socket's, or what a proxy named in
 * TRUST_PROXY forwarded), and `X-Forwarded-Proto` the protocol determined the same way. Whatever a
 * client sent is overwritten, never appended to, so the API (trusting this one hop) can neither be
 * fooled nor see every visitor as the web server. Runs first: the API proxy and the loaders' calls
 * (`serverQuery`) forward these headers as they are.
 */
export function forwardedHeaders(): RequestHandler {
  return (request, _response, next) => {
    // A socket already gone has no address; the request dies with it anyway.
    const address = request.ip ?? request.socket.remoteAddress ?? '';
    const protocol = request.protocol;
    for (const name of CLIENT_FORWARDING_HEADERS) delete request.headers[name];
    request.headers['x-forwarded-for'] = address;
    request.headers['x-forwarded-proto'] = protocol;
    next();
  };
}
