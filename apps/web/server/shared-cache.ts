import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { browserPrefersFrench } from '../app/i18n/language-offer.server.ts';
import { createNonce } from '../app/lib/security/content-security-policy.server.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a compressed answer saves nothing worth the work (compression's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

export interface CachedAnswer {
  status: number;
  /** Response headers as received, without the ones this server sets per response. */
  headers: [string, string][];
  body: Buffer;
  storedAt: number;
  /** A lifetime shorter than the cache's own (an API answer's max-age). */
  ttlMs?: number;
  /**
   * A document's CSP nonce. Every answer gets a fresh one (a nonce is for one response only, CSP 3),
   * so such a document is rewritten and compressed for each answer, at a fast setting.
   */
  nonce?: string;
  /** Compressed copies, made on first use: a hit costs no compression. */
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

/** Headers never stored: per connection, or recomputed for each answer from what is stored. */
const UNSTORED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'set-cookie',
]);

export function storableHeaders(headers: Headers): [string, string][] {
  return [...headers.entries()].filter(([name]) => !UNSTORED_HEADERS.has(name.toLowerCase()));
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?session=/;

/**
 * Whether an answer to this request could be anyone's: a GET without credentials. A signed-in
 * visitor's (session cookie) or an API client's (Authorization) request is never answered from, or
 * stored in, a shared cache.
 */
export function isAnonymousGet(request: Request): boolean {
  if (request.method !== 'GET') return false;
  if (request.headers.authorization) return false;
  return !SESSION_COOKIE.test(request.headers.cookie ?? '');
}

/**
 * The key of an answer: the address, and the whole Cookie header, as `Vary: Cookie` asks (the
 * privacy and language choices change a page; no other cookie reaches an anonymous request in
 * practice, and one that does only makes its own entry); and whether the browser prefers French,
 * the one thing of `Accept-Language` a page depends on (the language offer, issue 19).
 */
export function cacheKey(request: Request): string {
  const french = browserPrefersFrench(request.headers['accept-language']) ? 'fr' : '';
  return `${request.originalUrl}\n${request.headers.cookie ?? ''}\n${french}`;
}

/**
 * Whether an answer may be kept for others: a 200 that sets no cookie and that its producer did not
 * mark private or uncacheable.
 */
export function isShareable(status: number, headers: Headers): boolean {
  if (status !== 200 || headers.has('set-cookie')) return false;
  const cacheControl = headers.get('cache-control') ?? '';
  return !/\b(?:private|no-store|no-cache)\b/i.test(cacheControl);
}

export interface SharedCacheOptions {
  /** How long an answer is served from memory. */
  ttlMs: number;
  /** The most the stored bodies (and their compressed copies) may take together. */
  maxBytes: number;
}

/**
 * A short-lived, size-bounded cache of identical public answers, shared by every visitor of this
 * process (decision 016). Concurrent misses for one key wait for a single producer, so an expired
 * popular page is rendered once, not once per waiting connection.
 */
export class SharedCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  private readonly inFlight = new Map<string, Promise<CachedAnswer | null>>();
  readonly ttlMs: number;

  constructor({ ttlMs, maxBytes }: SharedCacheOptions) {
    this.ttlMs = ttlMs;
    this.entries = new LRUCache<string, CachedAnswer>({
      ttl: ttlMs,
      maxSize: maxBytes,
      // Room for the compressed copies made later (they are a fraction of the body).
      sizeCalculation: (entry) => Math.max(1, Math.ceil(entry.body.length * 1.5)),
      // Expired answers leave memory on time, not only when pushed out by newer ones.
      ttlAutopurge: true,
    });
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  /**
   * The stored answer for `key`, or the one `produce` makes, stored when shareable. Producers
   * return null for what is not to be kept; every caller waiting on the same key gets the result.
   */
  async getOrProduce(
    key: string,
    produce: () => Promise<CachedAnswer | null>,
  ): Promise<{ answer: CachedAnswer | null; hit: boolean; shared: boolean }> {
    const stored = this.entries.get(key);
    if (stored) return { answer: stored, hit: true, shared: false };
    const pending = this.inFlight.get(key);
    if (pending) return { answer: await pending, hit: false, shared: true };
    const production = produce().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, production);
    const answer = await production;
    if (answer)
      this.entries.set(key, answer, { ttl: Math.min(answer.ttlMs ?? this.ttlMs, this.ttlMs) });
    return { answer, hit: false, shared: false };
  }

  clear(): void {
    this.entries.clear();
  }
}

function encodingFor(request: Request, answer: CachedAnswer): 'br' | 'gzip' | 'identity' {
  if (answer.body.length < COMPRESS_FROM_BYTES) return 'identity';
  const accepted = request.acceptsEncodings('br', 'gzip', 'identity');
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}

function compressed(answer: CachedAnswer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(answer.body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
          },
        })
      : gzip(answer.body);
  return answer.encoded[encoding];
}

/** Brotli 3 / gzip 3: a tenth of the time of the documents' usual brotli 6, for 10–15 % more bytes. */
const FAST = {
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
  gzip: { level: 3 },
};

/** The document with a fresh nonce in place of the stored one, compressed for this answer only. */
async function withFreshNonce(
  answer: CachedAnswer & { nonce: string },
  encoding: 'br' | 'gzip' | 'identity',
): Promise<{ body: Buffer; headers: [string, string][] }> {
  const fresh = createNonce();
  const body = Buffer.from(answer.body.toString('utf8').replaceAll(answer.nonce, fresh));
  const headers = answer.headers.map(([name, value]): [string, string] => [
    name,
    value.replaceAll(answer.nonce, fresh),
  ]);
  if (encoding === 'identity') return { body, headers };
  return {
    body: encoding === 'br' ? await brotli(body, FAST.br) : await gzip(body, FAST.gzip),
    headers,
  };
}

/**
 * Writes a stored answer, compressed as the client accepts (so `compression()` leaves it alone),
 * with `Age` and `X-Cache` saying where it came from.
 */
export async function sendCached(
  request: Request,
  response: Response,
  answer: CachedAnswer,
  source: 'HIT' | 'MISS',
): Promise<void> {
  // An answer with an ETag (the API's searches and profiles) that the visitor already holds: 304,
  // no body to compress or send (decision 049). Documents carry none: each has its own nonce.
  if (answer.status === 200 && !answer.nonce) {
    const etag = answer.headers.find(([name]) => name.toLowerCase() === 'etag')?.[1];
    const held = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
    if (etag !== undefined && held?.includes(etag)) {
      response.status(304);
      for (const [name, value] of answer.headers) {
        const lower = name.toLowerCase();
        if (lower === 'etag' || lower === 'cache-control' || lower === 'vary') {
          response.setHeader(name, value);
        }
      }
      response.vary('Accept-Encoding');
      response.setHeader('X-Cache', source);
      response.end();
      return;
    }
  }
  const encoding = encodingFor(request, answer);
  const { body, headers } = answer.nonce
    ? await withFreshNonce({ ...answer, nonce: answer.nonce }, encoding)
    : {
        body: encoding === 'identity' ? answer.body : await compressed(answer, encoding),
        headers: answer.headers,
      };
  response.status(answer.status);
  // The stored headers replace the ones set on the way (the API's own X-Content-Type-Options, say,
  // as its proxied answers do), except Vary, which only ever grows.
  for (const [name, value] of headers) {
    if (name.toLowerCase() === 'vary') response.vary(value);
    else response.setHeader(name, value);
  }
  response.vary('Accept-Encoding');
  if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.setHeader('Age', Math.floor((Date.now() - answer.storedAt) / 1000));
  response.setHeader('X-Cache', source);
  response.end(body);
}
