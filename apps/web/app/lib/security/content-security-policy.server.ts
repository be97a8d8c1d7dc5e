import { randomBytes } from 'node:crypto';

/** A fresh, unguessable nonce for one document's inline scripts. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of a page. Scripts run only from this origin or with this response's
 * nonce (React Router's and React's inline scripts carry it); nothing may frame the site, plug-ins
 * are off and `<base>` cannot move relative URLs. Styles allow inline: the stylesheet is inlined in
 * production and components set `style` attributes. `thirdPartyOrigins` (configuration) are the
 * origins an optional ad or analytics provider loads from, allowed for scripts, frames, images and
 * connections and nothing else.
 */
export function contentSecurityPolicy({
  nonce,
  https,
  thirdPartyOrigins = [],
}: {
  nonce: string;
  https: boolean;
  thirdPartyOrigins?: readonly string[];
}): string {
  const extra = thirdPartyOrigins.join(' ');
  const withExtra = (...sources: string[]) => [...sources, extra].filter(Boolean).join(' ');
  const directives = [
    "default-src 'self'",
    `script-src ${withExtra("'self'", `'nonce-${nonce}'`)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withExtra("'self'", 'data:')}`,
    "font-src 'self'",
    `connect-src ${withExtra("'self'")}`,
    `frame-src ${thirdPartyOrigins.length > 0 ? extra : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}
