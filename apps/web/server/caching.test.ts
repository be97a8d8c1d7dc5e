import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { http as mswHttp, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as msw } from '../test/msw-server.ts';
import { createApp } from './app.ts';
import { createPagesHandler } from './pages.ts';
import { SharedCache } from './shared-cache.ts';

// These requests go to real servers started by the test.
beforeEach(() => msw.use(mswHttp.all('http://127.0.0.1:*', () => passthrough())));

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

const apiCalls: string[] = [];
const api = http.createServer((request, response) => {
  apiCalls.push(`${request.url} ${request.headers['x-forwarded-for']}`);
  const url = request.url ?? '';
  if (url.startsWith('/api/lawyers')) {
    response.writeHead(200, {
      'Content-Type': 'application/json',
      'Cache-Control': 'public, max-age=300',
      Vary: 'Authorization, Cookie',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      ETag: `"lawyers-${url.length}"`,
    });
    response.end(
      JSON.stringify({ lawyers: [{ id: 1, name: 'A'.repeat(2000) }], call: apiCalls.length }),
    );
  } else if (url.startsWith('/api/cookie')) {
    response.writeHead(200, { 'Cache-Control': 'public, max-age=300', 'Set-Cookie': 'x=1' });
    response.end('{}');
  } else {
    response.writeHead(401, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end('{"message":"Please sign in"}');
  }
});

const renders: string[] = [];
/** A stand-in for React Router: a document per address, and the answers that must not be shared. */
async function render(request: Request): Promise<Response> {
  const url = new URL(request.url);
  renders.push(url.pathname);
  await new Promise((resolve) => setTimeout(resolve, url.pathname === '/slow' ? 150 : 10));
  // As React Router does when the visitor has gone.
  if (request.signal.aborted) throw new Error('The render was aborted');
  const html = `<!doctype html><p>${url.pathname} render ${renders.length} ${request.headers.get('cookie') ?? ''}</p><script nonce="n${renders.length}${'A'.repeat(20)}==">1</script>${'x'.repeat(3000)}`;
  const nonce = `n${renders.length}${'A'.repeat(20)}==`;
  const headers = new Headers({
    'Content-Type': 'text/html',
    'Content-Security-Policy': `script-src 'self' 'nonce-${nonce}'`,
  });
  if (url.pathname === '/sets-cookie') headers.set('Set-Cookie', 'a=b');
  if (url.pathname === '/private') headers.set('Cache-Control', 'private, no-store');
  return new Response(html, { status: url.pathname === '/missing' ? 404 : 200, headers });
}

let port = 0;
let web: http.Server;
beforeAll(async () => {
  const apiPort = await listen(api);
  const cache = new SharedCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
  const app = createApp({
    env: {
      API_URL: `http://127.0.0.1:${apiPort}`,
      PUBLIC_ORIGIN: 'http://localhost:3000',
      TRUST_PROXY: false,
    },
    cache,
    pages: createPagesHandler({ render, cache }),
  });
  web = http.createServer(app);
  port = await listen(web);
});
afterAll(() => {
  web.close();
  api.close();
});
beforeEach(() => {
  renders.length = 0;
  apiCalls.length = 0;
});

const get = (path: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
  fetch(`http://127.0.0.1:${port}${path}`, { headers, signal });

describe('the shared cache of anonymous pages', () => {
  it('renders an anonymous page once and serves the same document, compressed, to the next visitor', async () => {
    const first = await get('/lawyer/1', { 'Accept-Encoding': 'br' });
    const second = await get('/lawyer/1', { 'Accept-Encoding': 'br' });
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('vary')).toMatch(/Cookie.*Accept-Encoding/);
    expect(await second.text()).toContain('/lawyer/1 render 1');
    expect(renders).toEqual(['/lawyer/1']);
  });

  it('gives every answer from the cache a fresh CSP nonce, the same in the policy and the scripts', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => get('/faq')));
    const nonces = await Promise.all(
      answers.map(async (answer) => {
        const policy = answer.headers.get('content-security-policy') ?? '';
        const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
        expect(await answer.text()).toContain(`<script nonce="${nonce}">`);
        return nonce;
      }),
    );
    expect(new Set(nonces).size).toBe(3);
    expect(renders).toEqual(['/faq']);
  });

  it('renders once for many visitors arriving together', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => get('/browse-lawyers')));
    for (const answer of answers) expect(await answer.text()).toContain('/browse-lawyers render 1');
    expect(renders).toEqual(['/browse-lawyers']);
  });

  it('finishes a shared render when the visitor who started it leaves, for those waiting on it', async () => {
    const leaving = new AbortController();
    const first = get('/slow', {}, leaving.signal).catch(() => 'left');
    await new Promise((resolve) => setTimeout(resolve, 30));
    const second = get('/slow');
    leaving.abort();
    expect(await first).toBe('left');
    const answer = await second;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('/slow render 1');
    expect(renders).toEqual(['/slow']);
  });

  it('sends a document as gzip joined from parts compressed once, with a fresh nonce each time', async () => {
    const raw = () =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(
            { host: '127.0.0.1', port, path: '/guide', headers: { 'accept-encoding': 'br, gzip' } },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () =>
                resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
              );
            },
          )
          .on('error', reject);
      });
    const answers = [await raw(), await raw(), await raw()];
    const nonces = answers.map(({ headers, body }) => {
      // The visitor takes both: gzip, which costs this server almost nothing per answer.
      expect(headers['content-encoding']).toBe('gzip');
      expect(Number(headers['content-length'])).toBe(body.length);
      const nonce = /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];
      // gunzip checks the CRC and length of the whole.
      const html = zlib.gunzipSync(body).toString('utf8');
      expect(html).toContain(`<script nonce="${nonce}">1</script>`);
      expect(html).toMatch(/^<!doctype html><p>\/guide render 1 <\/p>/);
      return nonce;
    });
    expect(new Set(nonces).size).toBe(3);
    expect(answers.map(({ headers }) => headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
    expect(renders).toEqual(['/guide']);
  });

  it('shares one page among visitors whose other cookies differ', async () => {
    await get('/landing', { Cookie: '_ga=GA1.2.3; cld_lang=fr' });
    const other = await get('/landing', { Cookie: 'cld_lang=fr; oauth_state=xyz' });
    expect(other.headers.get('x-cache')).toBe('HIT');
    expect(other.headers.get('vary')).toMatch(/Cookie/);
    expect(renders).toEqual(['/landing']);
  });

  it('keeps a page per set of privacy choices', async () => {
    await get('/', { Cookie: 'cld_consent=v1.a0.d0' });
    const other = await get('/', { Cookie: 'cld_consent=v1.a1.d1' });
    expect(await other.text()).toContain('cld_consent=v1.a1.d1');
    expect(renders).toEqual(['/', '/']);
  });

  it('never answers a signed-in visitor from the cache, nor keeps their page', async () => {
    await get('/about');
    const signedIn = await get('/about', { Cookie: 'cld_consent=v1.a0.d0; __Host-session=token' });
    expect(signedIn.headers.get('x-cache')).toBeNull();
    expect(await signedIn.text()).toContain('__Host-session=token');
    const anonymous = await get('/about');
    expect(await anonymous.text()).not.toContain('session');
    expect(renders).toEqual(['/about', '/about']);
  });

  it.each(['/sets-cookie', '/private', '/missing'])('never keeps %s', async (path) => {
    await get(path);
    const again = await get(path);
    expect(again.headers.get('x-cache')).toBeNull();
    expect(renders).toEqual([path, path]);
  });
});

describe('the shared cache of public API answers', () => {
  it('asks the API once for an anonymous public answer', async () => {
    const first = await get('/api/lawyers?province=ON', { 'Accept-Encoding': 'gzip' });
    const second = await get('/api/lawyers?province=ON', { 'Accept-Encoding': 'gzip' });
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe('public, max-age=300');
    // The API's own protective headers, once each (the site sets the same ones on the way).
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('x-frame-options')).toBe('DENY');
    expect(second.headers.get('vary')).toBe('Authorization, Cookie, Accept-Encoding');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(await second.json()).toEqual(await first.json());
    expect(apiCalls).toEqual(['/api/lawyers?province=ON 127.0.0.1']);
  });

  it('answers 304 without a body to a visitor who holds the answer’s ETag (decision 049)', async () => {
    const first = await get('/api/lawyers?province=QC');
    const tag = first.headers.get('etag')!;
    expect(tag).toMatch(/^"lawyers-/);
    const again = await get('/api/lawyers?province=QC', { 'If-None-Match': `"other", ${tag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await again.text()).toBe('');
    const stale = await get('/api/lawyers?province=QC', { 'If-None-Match': '"other"' });
    expect(stale.status).toBe(200);
    expect(apiCalls).toHaveLength(1);
  });

  it('passes signed-in requests, uncacheable answers and cookies through every time', async () => {
    await get('/api/lawyers?page=2', { Cookie: 'session=abc' });
    await get('/api/lawyers?page=2', { Cookie: 'session=abc' });
    const unauthorised = await get('/api/auth/user');
    expect(unauthorised.status).toBe(401);
    expect(await unauthorised.json()).toEqual({ message: 'Please sign in' });
    await get('/api/auth/user');
    const cookie = await get('/api/cookie');
    expect(cookie.headers.get('set-cookie')).toBe('x=1');
    await get('/api/cookie');
    expect(apiCalls.map((call) => call.split(' ')[0])).toEqual([
      '/api/lawyers?page=2',
      '/api/lawyers?page=2',
      '/api/auth/user',
      '/api/auth/user',
      '/api/cookie',
      '/api/cookie',
    ]);
  });
});
