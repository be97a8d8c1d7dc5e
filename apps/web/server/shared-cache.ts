import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { readLanguageCookie } from '../app/i18n/language-choice.ts';
import { browserPrefersFrench } from '../app/i18n/language-offer.server.ts';
import { readConsent, serializeConsent } from '../app/lib/consent/consent.ts';
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
  /** A document's text between its nonces, compressed once (`stitchedGzip`); made on first use. */
  deflatedParts?: Promise<{ parts: Buffer[]; deflated: Buffer[] }>;
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
 * The key of an answer: the address, and what of the request an anonymous page depends on, read as
 * the page reads it: the language chosen (`cld_lang`), the privacy choices (`cld_consent`), and
 * whether the browser prefers French (the language offer, issue 19). Any other cookie (a provider's,
 * a stale one) changes nothing on the page, so it does not split the cache into one entry per
 * visitor; a session cookie never gets here (`isAnonymousGet`). The answers still say `Vary: Cookie`
 * for caches downstream, which cannot know this.
 */
export function cacheKey(request: Request): string {
  const cookies = request.headers.cookie;
  const language = readLanguageCookie(cookies) ?? '';
  const consent = readConsent(cookies);
  const french = browserPrefersFrench(request.headers['accept-language']) ? 'fr' : '';
  return `${request.originalUrl}\n${language}\n${consent ? serializeConsent(consent) : ''}\n${french}`;
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
  /** How long an answer is served from memory as it is. */
  ttlMs: number;
  /**
   * How long after that it may still be served while one new answer is made in the background
   * (stale-while-revalidate): a visitor never waits for the render of an expired page.
   */
  staleMs?: number;
  /** The most the stored bodies (and their compressed copies) may take together. */
  maxBytes: number;
  /** Told of every answer made here and kept (to hand it to the other web processes). */
  onStore?: (key: string, answer: CachedAnswer) => void;
  /** The clock, in ms (`Date.now`; a stand-in in tests). `storedAt` is read against it. */
  now?: () => number;
  /** Told when an answer leaves (expired, pushed out or replaced). */
  onRelease?: () => void;
}

export type CacheOutcome = 'HIT' | 'STALE' | 'MISS';

/**
 * What makes an answer; null for what is not to be kept. `background` is set for a revalidation,
 * whose result no visitor is waiting for.
 */
export type Producer = (background: boolean) => Promise<CachedAnswer | null>;

/**
 * A short-lived, size-bounded cache of identical public answers, shared by every visitor of this
 * process (decisions 016 and 054). Concurrent misses for one key wait for a single producer, so an
 * expired popular page is rendered once, not once per waiting connection; an answer past its
 * lifetime but within `staleMs` is served at once while a single new one is made in the background.
 */
export class SharedCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  private readonly inFlight = new Map<string, Promise<CachedAnswer | null>>();
  private readonly onStore: SharedCacheOptions['onStore'];
  private readonly now: () => number;
  readonly ttlMs: number;
  readonly staleMs: number;

  constructor({
    ttlMs,
    staleMs = 0,
    maxBytes,
    onStore,
    now = Date.now,
    onRelease,
  }: SharedCacheOptions) {
    this.ttlMs = ttlMs;
    this.staleMs = staleMs;
    this.onStore = onStore;
    this.now = now;
    this.entries = new LRUCache<string, CachedAnswer>({
      ttl: ttlMs + staleMs,
      maxSize: maxBytes,
      perf: { now },
      // Read the clock on every look-up (it costs nothing next to an answer).
      ttlResolution: 0,
      // Room for the compressed copies made later: brotli and gzip of an API answer, the parts of
      // a document (`stitchedGzip`), a fifth of it.
      sizeCalculation: (entry) =>
        Math.max(1, Math.ceil(entry.body.length * (entry.nonce ? 1.25 : 1.5))),
      // Expired answers leave memory on time, not only when pushed out by newer ones.
      ttlAutopurge: true,
      ...(onRelease ? { dispose: () => onRelease() } : {}),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  /** How long `answer` is served as it is: its own lifetime (an API max-age) within the cache's. */
  private lifetimeOf(answer: CachedAnswer): number {
    return Math.min(answer.ttlMs ?? this.ttlMs, this.ttlMs);
  }

  private isFresh(answer: CachedAnswer): boolean {
    return this.now() - answer.storedAt < this.lifetimeOf(answer);
  }

  /**
   * Keeps an answer made elsewhere (another web process's), for what is left of its lifetime,
   * unless a newer one is here already.
   */
  put(key: string, answer: CachedAnswer): void {
    const current = this.entries.get(key, { allowStale: true });
    if (current && current.storedAt >= answer.storedAt) return;
    const left = this.lifetimeOf(answer) + this.staleMs - (this.now() - answer.storedAt);
    if (left <= 0) return;
    this.entries.set(key, answer, { ttl: left });
  }

  private store(key: string, answer: CachedAnswer): void {
    this.entries.set(key, answer, { ttl: this.lifetimeOf(answer) + this.staleMs });
    this.onStore?.(key, answer);
  }

  /** Makes the answer once for every caller asking for `key` meanwhile, and keeps it if given. */
  private produceOnce(key: string, produce: Producer, background: boolean) {
    const pending = this.inFlight.get(key);
    if (pending) return { production: pending, shared: true };
    const production = produce(background)
      .then((answer) => {
        if (answer) this.store(key, answer);
        // No longer shareable (a profile hidden, a page now 404): the stale copy goes too.
        else this.entries.delete(key);
        return answer;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, production);
    return { production, shared: false };
  }

  /**
   * The stored answer for `key`, or the one `produce` makes, stored when shareable. Producers
   * return null for what is not to be kept; every caller waiting on the same key gets the result.
   * A stale answer is returned at once, and one background production replaces it.
   */
  async getOrProduce(
    key: string,
    produce: Producer,
  ): Promise<{ answer: CachedAnswer | null; outcome: CacheOutcome; shared: boolean }> {
    const stored = this.entries.get(key);
    if (stored) {
      if (this.isFresh(stored)) return { answer: stored, outcome: 'HIT', shared: false };
      const { production } = this.produceOnce(key, produce, true);
      // The visitor has their answer; a failed revalidation only drops the stale copy.
      production.catch(() => this.entries.delete(key));
      return { answer: stored, outcome: 'STALE', shared: false };
    }
    const { production, shared } = this.produceOnce(key, produce, false);
    return { answer: await production, outcome: 'MISS', shared };
  }

  clear(): void {
    this.entries.clear();
  }
}

function encodingFor(request: Request, answer: CachedAnswer): 'br' | 'gzip' | 'identity' {
  if (answer.body.length < COMPRESS_FROM_BYTES) return 'identity';
  // A document with a nonce is compressed for every answer: gzip, stitched, costs almost nothing
  // (`stitchedGzip`); an API answer is compressed once, so brotli's smaller bytes come free.
  // Among encodings the visitor rates equally, this server's preference decides.
  const order = answer.nonce ? ['gzip', 'br'] : ['br', 'gzip'];
  // Negotiator 1 takes the preference; its types (0.6) do not know it yet.
  const negotiator = new Negotiator(request) as unknown as {
    encodings(available: string[], options: { preferred: string[] }): string[];
  };
  const [accepted] = negotiator.encodings([...order, 'identity'], { preferred: order });
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}

function compressed(answer: CachedAnswer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(answer.body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
            [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
          },
        })
      : gzip(answer.body);
  return answer.encoded[encoding];
}

/**
 * Brotli 3, for a client that takes only brotli: a tenth of the time of brotli 6, for 10–15 % more
 * bytes; a 256 KB window holds a whole document and bounds the encoder's memory.
 */
const FAST_BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
  },
};

/** `body` cut at every occurrence of `separator` (which is left out). */
export function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** A deflate block holding `bytes` as they are (RFC 1951 §3.2.4), where the stream is byte-aligned. */
function storedBlock(bytes: Buffer): Buffer {
  const length = bytes.length;
  const header = Buffer.from([
    0, // BFINAL 0, BTYPE 00 (stored), padded to the byte
    length & 0xff,
    length >> 8,
    ~length & 0xff,
    (~length >> 8) & 0xff,
  ]);
  return Buffer.concat([header, bytes]);
}

/** A gzip member's header: deflate, no name, no time, Unix (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * The document as gzip with `fresh` in place of its nonce, without compressing it again: the text
 * between the nonces is compressed once per stored answer, each part ending on a byte boundary
 * (a sync flush), and each answer joins those parts with its nonce in stored blocks into one deflate
 * stream, then adds the CRC and length of the whole (RFC 1952). Costs a copy and a CRC per answer
 * instead of a decoding, a replacement, an encoding and a compression of the document (decision 054).
 */
async function stitchedGzip(answer: CachedAnswer, nonce: string, fresh: Buffer): Promise<Buffer> {
  // Kept on the stored answer itself: every later answer joins the same parts. Compressed one part
  // after the other on this thread, so one compressor (256 KB) is alive at a time: the asynchronous
  // API allocates each part's at once, and under load hundreds of them (issue 38's memory).
  answer.deflatedParts ??= Promise.resolve().then(() => {
    const parts = splitAt(answer.body, Buffer.from(nonce));
    const deflated = parts.map((part, index) =>
      zlib.deflateRawSync(
        part,
        index < parts.length - 1 ? { finishFlush: zlib.constants.Z_SYNC_FLUSH } : {},
      ),
    );
    return { parts, deflated };
  });
  const { parts, deflated } = await answer.deflatedParts;
  const nonceBlock = storedBlock(fresh);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const [index, part] of parts.entries()) {
    chunks.push(deflated[index]!);
    crc = zlib.crc32(part, crc);
    size += part.length;
    if (index < parts.length - 1) {
      chunks.push(nonceBlock);
      crc = zlib.crc32(fresh, crc);
      size += fresh.length;
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/**
 * The document with a fresh nonce in place of the stored one, compressed for this answer only:
 * gzip when the visitor accepts it (every browser does), stitched from parts compressed once;
 * brotli compressed afresh for a client that takes only brotli.
 */
async function withFreshNonce(
  answer: CachedAnswer,
  nonce: string,
  encoding: 'br' | 'gzip' | 'identity',
): Promise<{ body: Buffer; headers: [string, string][] }> {
  const fresh = createNonce();
  const headers = answer.headers.map(([name, value]): [string, string] => [
    name,
    value.replaceAll(nonce, fresh),
  ]);
  if (encoding === 'gzip') {
    return { body: await stitchedGzip(answer, nonce, Buffer.from(fresh)), headers };
  }
  const parts = splitAt(answer.body, Buffer.from(nonce));
  const freshBytes = Buffer.from(fresh);
  const body = Buffer.concat(
    parts.flatMap((part, index) => (index === 0 ? [part] : [freshBytes, part])),
  );
  if (encoding === 'identity') return { body, headers };
  return { body: await brotli(body, FAST_BROTLI), headers };
}

/**
 * Writes a stored answer, compressed as the client accepts (so `compression()` leaves it alone),
 * with `Age` and `X-Cache` saying where it came from.
 */
export async function sendCached(
  request: Request,
  response: Response,
  answer: CachedAnswer,
  source: CacheOutcome,
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
    ? await withFreshNonce(answer, answer.nonce, encoding)
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
