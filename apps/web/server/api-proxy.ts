import type { Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

/** `/auth/login` and `/auth/register` are pages of the site; every other `/auth/*` path is the API's. */
const SITE_AUTH_PAGES = new Set(['/auth/login', '/auth/register']);

export function isApiPath(pathname: string): boolean {
  if (pathname === '/api' || pathname.startsWith('/api/')) return true;
  if (!pathname.startsWith('/auth/')) return false;
  return !SITE_AUTH_PAGES.has(pathname.replace(/\/+$/, ''));
}

/** Forwards the API's paths unchanged, so the browser talks to one origin (cookies, no CORS). */
export function createApiProxy({ apiUrl }: { apiUrl: string }) {
  return createProxyMiddleware<Request, Response>({
    target: apiUrl,
    pathFilter: (pathname) => isApiPath(pathname),
    xfwd: true,
    on: {
      error: (error, _req, res) => {
        console.error('API proxy error:', error.message);
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: 'The directory service is unavailable.' }));
        }
      },
    },
  });
}
