import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { getEnv } from './config/env.server.ts';
import { modulePreloadHeader } from './lib/http/preload-header.server.ts';
import {
  contentSecurityPolicy,
  createNonce,
} from './lib/security/content-security-policy.server.ts';
import { EARLY_TAPS_SCRIPT } from './lib/early-taps.server.ts';
import { NonceContext } from './lib/security/nonce.ts';
import { ZOD_JITLESS_SCRIPT } from './lib/security/zod-jitless.server.ts';
import { MessagesRecorderContext, requestLocale } from './i18n/i18n.ts';
import { loadEverywhere } from './i18n/namespace.ts';
import { ALL_NAMESPACES } from './i18n/namespaces.ts';
import { seedScript } from './i18n/seed.ts';
import { twinsOf } from './i18n/paths.ts';
import { SpecializationsRecorderContext } from './features/reference/index.ts';
// Every French table, from the start: the server writes pages in both languages.
import './i18n/french.server.ts';
import { FRENCH_WORDS } from './i18n/french-words.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './lib/api/upstream-status.server.ts';

export const streamTimeout = 5_000;

// Every namespace of every locale, once, before the first render: a server render never waits for
// a message (decision 026).
await loadEverywhere(ALL_NAMESPACES);

const BODY_END = Buffer.from('</body></html>');

/**
 * The document as React writes it, with the page's messages (the namespaces its render used, in its
 * locale) put just before `</body></html>`, once everything has rendered. The browser's module
 * scripts run after the whole document is parsed, so they find it. The stream's last bytes are held
 * back until the next chunk: `</body></html>` may span two chunks.
 */
function withMessageSeed(seed: () => string, onEnd: () => void) {
  let tail = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const bytes = Buffer.concat([tail, chunk]);
      const keep = Math.min(BODY_END.length, bytes.length);
      tail = bytes.subarray(bytes.length - keep);
      callback(null, bytes.subarray(0, bytes.length - keep));
    },
    flush(callback) {
      onEnd();
      const script = Buffer.from(seed());
      callback(
        null,
        tail.equals(BODY_END) ? Buffer.concat([script, tail]) : Buffer.concat([tail, script]),
      );
    },
  });
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?session=/;

/**
 * Response headers of a document: its Content-Security-Policy with this response's nonce (production
 * only: Vite's development client injects scripts of its own), and `no-store` for anyone signed in,
 * whose pages carry their own name and data and must never be kept by a browser or shared cache.
 */
function setDocumentHeaders(request: Request, headers: Headers, nonce: string) {
  if (import.meta.env.PROD) {
    const env = getEnv();
    headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({
        nonce,
        https: env.PUBLIC_ORIGIN.startsWith('https:'),
        thirdPartyOrigins: env.CSP_THIRD_PARTY_ORIGINS,
      }),
    );
  }
  // The language offer follows the language choice (a cookie) and the browser's preference.
  headers.append('Vary', 'Accept-Language, Cookie');
  if (SESSION_COOKIE.test(request.headers.get('cookie') ?? '')) {
    headers.set('Cache-Control', 'private, no-store');
  }
}

/**
 * React Router's default Node entry, plus the document's security headers, its scripts in a `Link`
 * header and complete Suspense boundaries written in place.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = createNonce();
  setDocumentHeaders(request, responseHeaders, nonce);
  // A page the API could not serve (lib/api/upstream-status.server.ts): say when to come back.
  if (responseStatusCode === 503 && !responseHeaders.has('Retry-After')) {
    responseHeaders.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  }
  responseHeaders.append('Link', modulePreloadHeader(routerContext));

  const locale = requestLocale(request);
  // The namespaces this render uses (useT adds each); the core is on every page.
  const usedMessages = new Set<string>(['core']);
  // The French names of specializations this render wrote: the page's seed brings them.
  const usedSpecializations = new Map<string, string>();
  // An English page's own French twin (its `hreflang`): the browser has no French tables there.
  const twins = locale === 'en' ? twinsOf(new URL(request.url).pathname) : undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA mode wait for the whole document.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <MessagesRecorderContext.Provider value={usedMessages}>
          <SpecializationsRecorderContext.Provider value={usedSpecializations}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </SpecializationsRecorderContext.Provider>
        </MessagesRecorderContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // Classic inline scripts, run as the shell is parsed, before any module: Zod's setting for
        // a policy without eval, and the note of taps before the page hydrates (decision 045).
        bootstrapScriptContent: `${ZOD_JITLESS_SCRIPT};${EARLY_TAPS_SCRIPT}`,
        // A Suspense boundary that is complete when the document is written goes in its place.
        // React's default outlines any boundary over 500 bytes once 12.8 KB has been written (our
        // documents' head alone is bigger) and reveals it from a script, at least 300 ms after the
        // first paint: on a phone the privacy banner, the largest text on screen, came that late.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = withMessageSeed(
            () =>
              seedScript(locale, usedMessages, ALL_NAMESPACES, {
                ...(twins ? { twins } : {}),
                // A French page builds its French tables from these words (routes/french.tsx).
                ...(locale === 'fr' ? { french: FRENCH_WORDS } : {}),
                ...(usedSpecializations.size > 0
                  ? { specializations: Object.fromEntries(usedSpecializations) }
                  : {}),
              }),
            () => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
          );
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
