import {
  writeReadableStreamToWritable,
  createReadableStreamFromReadable,
} from '@react-router/node';
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express';
import {
  type SharedCache,
  cacheKey,
  isAnonymousGet,
  isShareable,
  sendCached,
  storableHeaders,
} from './shared-cache.ts';

/** The nonce in a document's Content-Security-Policy (`'nonce-…'`). */
const NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;

/**
 * The Fetch request React Router renders, from Express's: its URL from the settled protocol and
 * Host (`hostGuard` made sure there is a valid one), the headers as `forwardedHeaders` left them.
 */
function toFetchRequest(request: ExpressRequest, response: ExpressResponse | null): Request {
  const url = new URL(`${request.protocol}://${request.headers.host}${request.originalUrl}`);
  const controller = new AbortController();
  // A render for the shared cache (no response given) finishes even if its first visitor leaves:
  // others are waiting for it.
  response?.on('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(request);
    init.duplex = 'half';
  }
  return new Request(url.href, init);
}

async function sendStreamed(response: ExpressResponse, answer: Response): Promise<void> {
  if (response.destroyed || response.writableEnded) {
    await answer.body?.cancel();
    return;
  }
  response.statusMessage = answer.statusText;
  response.status(answer.status);
  for (const [name, value] of answer.headers.entries()) response.append(name, value);
  if (!answer.body) {
    response.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(answer.body, response);
  } catch (error) {
    if (!response.destroyed && !response.writableEnded) throw error;
  }
}

export interface PagesOptions {
  /** React Router's handler (`createRequestHandler(build, mode)`), or a stand-in in tests. */
  render: (request: Request) => Promise<Response>;
  /** Anonymous documents and data shared for a few seconds; none in development. */
  cache?: SharedCache;
}

/**
 * React Router's pages (documents and the `.data` requests of client navigations). An anonymous GET
 * is answered from the shared cache when an identical answer is there (one past its lifetime is
 * answered too, and rendered again in the background), else rendered once (however many visitors
 * ask at the same moment) and kept if shareable: a 200 without Set-Cookie and not marked private.
 * Everything else streams as React Router writes it.
 */
export function createPagesHandler({ render: handle, cache }: PagesOptions): RequestHandler {
  return async (request, response, next) => {
    try {
      if (!cache || !isAnonymousGet(request)) {
        await sendStreamed(response, await handle(toFetchRequest(request, response)));
        return;
      }
      let uncacheable: Response | null = null;
      const { answer, outcome } = await cache.getOrProduce(
        cacheKey(request),
        async (background) => {
          const rendered = await handle(toFetchRequest(request, null));
          if (!isShareable(rendered.status, rendered.headers)) {
            // A revalidation's answer has no visitor waiting for it.
            if (background) await rendered.body?.cancel();
            else uncacheable = rendered;
            return null;
          }
          return {
            status: rendered.status,
            headers: storableHeaders(rendered.headers),
            body: Buffer.from(await rendered.arrayBuffer()),
            storedAt: Date.now(),
            nonce: NONCE.exec(rendered.headers.get('content-security-policy') ?? '')?.[1],
            encoded: {},
          };
        },
      );
      if (answer) {
        // The privacy choices (a cookie) change a page: any cache downstream must key on it too.
        response.vary('Cookie');
        await sendCached(request, response, answer, outcome);
        return;
      }
      // This request's own answer was not shareable: send it as it is. A visitor who waited on
      // someone else's unshareable answer gets a render of their own.
      await sendStreamed(
        response,
        uncacheable ?? (await handle(toFetchRequest(request, response))),
      );
    } catch (error) {
      next(error);
    }
  };
}
