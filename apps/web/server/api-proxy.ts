import http, { type IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { sendApiError } from './request-guards.ts';

/** `/auth/login` and `/auth/register` are pages of the site; every other `/auth/*` path is the API's. */
const SITE_AUTH_PAGES = new Set(['/auth/login', '/auth/register']);

export function isApiPath(pathname: string): boolean {
  if (pathname === '/api' || pathname.startsWith('/api/')) return true;
  if (!pathname.startsWith('/auth/')) return false;
  return !SITE_AUTH_PAGES.has(pathname.replace(/\/+$/, ''));
}

/** How long the API may take to answer before the visitor gets 504 instead of waiting on. */
const API_TIMEOUT_MS = 30_000;
/** How long the API may take to refuse a body on its headers alone (`askAgain`). */
const VERDICT_TIMEOUT_MS = 5_000;

/** Headers of one connection, never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection']);

/** Whether the request carries a body (a declared length above 0, or a chunked one). */
function hasBody(request: IncomingMessage): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

/** Whether an error is the API closing its end while the body was still being sent. */
function isCutUpload(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EPIPE' || code === 'ECONNRESET';
}

/**
 * The API's answer to a request whose upload it cut short. Node's HTTP client drops an answer that
 * arrives while the body is still being written (the write fails first, and the socket with it),
 * so the request is asked again with its headers only (the same method, address and declared
 * length, no byte of the body): an API that refused the body on its headers (413 for its size, 401,
 * 415) says so again at once, and that answer is relayed. One that waits for the body gets none and
 * is abandoned after `VERDICT_TIMEOUT_MS`: the visitor then gets the 502 after all. Nothing can be
 * done twice: without its body the API never acts on the request.
 */
function askAgain(apiUrl: string, request: Request, response: Response, fail: () => void): void {
  // The visitor's browser is still sending: read the rest and drop it, so it reads our answer.
  request.unpipe();
  request.resume();
  const headers = { ...request.headers, connection: 'close' };
  const verdict = http.request(new URL(request.originalUrl, apiUrl), {
    method: request.method,
    headers,
  });
  verdict.setTimeout(VERDICT_TIMEOUT_MS, () => verdict.destroy());
  verdict.on('error', () => {
    if (!response.headersSent) fail();
  });
  verdict.on('response', (answer) => {
    response.status(answer.statusCode ?? 502);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) response.setHeader(name, value);
    }
    answer.pipe(response);
    // The request's body never follows: the connection ends with the answer.
    answer.on('end', () => verdict.destroy());
  });
  // Sends the request line and headers now; the body never follows.
  verdict.flushHeaders();
}

/**
 * Forwards the API's paths unchanged, so the browser talks to one origin (cookies, no CORS). The
 * forwarding headers are the ones `forwardedHeaders()` set (never appended to: `xfwd` is off).
 * When the API cannot be reached the answer keeps the API's error shape.
 *
 * The API may answer before it has read a body it refuses (a photo over 5 MB: 413 on its
 * `Content-Length`), then close the connection; the rest of the upload then fails to write
 * (EPIPE). That answer is the visitor's (issue 38): it is relayed, not replaced by a 502, the rest
 * of the visitor's upload is read and dropped, and the visitor's connection stays open (the API's
 * `Connection: close` is its own), so the browser reads the answer instead of a reset.
 */
export function createApiProxy({ apiUrl }: { apiUrl: string }): RequestHandler {
  /**
   * Requests whose answer from the API has begun, or is asked for again (`askAgain`): an error
   * after that is the upload's, and must not become the answer.
   */
  const answered = new WeakSet<IncomingMessage>();
  const proxy = createProxyMiddleware<Request, Response>({
    target: apiUrl,
    pathFilter: (pathname) => isApiPath(pathname),
    xfwd: false,
    proxyTimeout: API_TIMEOUT_MS,
    on: {
      proxyRes: (proxyRes, req) => {
        answered.add(req);
        // Hop by hop: the API closing its connection to this server says nothing of the visitor's.
        delete proxyRes.headers.connection;
      },
      error: (error, req, res) => {
        if (answered.has(req)) return;
        if (!('writeHead' in res) || res.headersSent) return;
        const fail = (status: 502 | 504) =>
          sendApiError(res as Response, status, {
            message:
              status === 504
                ? 'The directory service took too long to answer.'
                : 'The directory service is unavailable.',
          });
        if (isCutUpload(error) && hasBody(req) && !req.complete) {
          answered.add(req);
          askAgain(apiUrl, req, res as Response, () => {
            console.error('API proxy error:', error.message);
            fail(502);
          });
          return;
        }
        console.error('API proxy error:', error.message);
        const timedOut = (error as NodeJS.ErrnoException).code === 'ECONNRESET' && res.writable;
        fail(timedOut ? 504 : 502);
      },
    },
  });
  return (req: Request, res: Response, next: NextFunction) =>
    // The proxy hands its errors on too: the answer is already on its way (the API's, or the 502
    // above), and Express's last handler must not cut it off.
    proxy(req, res, (error?: unknown) => {
      if (error !== undefined && (answered.has(req) || res.headersSent)) return;
      next(error);
    });
}
