import type { Request, Response } from 'express';
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

/**
 * Forwards the API's paths unchanged, so the browser talks to one origin (cookies, no CORS). The
 * forwarding headers are the ones `forwardedHeaders()` set (never appended to: `xfwd` is off).
 * When the API cannot be reached the answer keeps the API's error shape.
 */
export function createApiProxy({ apiUrl }: { apiUrl: string }) {
  return createProxyMiddleware<Request, Response>({
    target: apiUrl,
    pathFilter: (pathname) => isApiPath(pathname),
    xfwd: false,
    proxyTimeout: API_TIMEOUT_MS,
    on: {
      error: (error, _req, res) => {
        console.error('API proxy error:', error.message);
        if (!('writeHead' in res) || res.headersSent) return;
        const timedOut = (error as NodeJS.ErrnoException).code === 'ECONNRESET' && res.writable;
        const status = timedOut ? 504 : 502;
        sendApiError(res as Response, status, {
          message:
            status === 504
              ? 'The directory service took too long to answer.'
              : 'The directory service is unavailable.',
        });
      },
    },
  });
}
