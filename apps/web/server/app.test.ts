import http, { type IncomingHttpHeaders } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { http as mswHttp, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server as msw } from '../test/msw-server.ts';
import type { AppParts } from './app.ts';
import { createApp } from './app.ts';

// These requests go to real servers started by the test.
beforeEach(() => msw.use(mswHttp.all('http://127.0.0.1:*', () => passthrough())));

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/** A stand-in API that records what reached it. */
function startApi() {
  const seen: IncomingHttpHeaders[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end('{"ok":true}');
  });
  return { server, seen };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request from a chosen local address (127.0.0.x are all this machine), headers as given. */
function request(
  port: number,
  path: string,
  { headers = {}, from = '127.0.0.1' }: { headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port, path, headers, localAddress: from, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Raw bytes on a socket, for what an HTTP client library would not send. */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

async function startWeb(env: Partial<AppParts['env']>, pages?: AppParts['pages']) {
  const api = startApi();
  const apiPort = await listen(api.server);
  const app = createApp({
    env: {
      API_URL: `http://127.0.0.1:${apiPort}`,
      PUBLIC_ORIGIN: 'http://localhost:3000',
      TRUST_PROXY: false,
      ...env,
    },
    pages:
      pages ??
      ((incoming, response) => {
        response.json({
          forwardedFor: incoming.headers['x-forwarded-for'],
          forwardedProto: incoming.headers['x-forwarded-proto'],
          host: incoming.headers.host,
        });
      }),
  });
  const web = http.createServer(app);
  const port = await listen(web);
  return {
    port,
    seen: api.seen,
    close: () => {
      web.close();
      api.server.close();
    },
  };
}

describe('the client address towards the API', () => {
  let site: Awaited<ReturnType<typeof startWeb>>;
  beforeAll(async () => {
    site = await startWeb({ TRUST_PROXY: false });
  });
  afterAll(() => site.close());
  afterEach(() => {
    site.seen.length = 0;
  });

  it('never lets a client-sent X-Forwarded-For (or its cousins) reach the API', async () => {
    const answer = await request(site.port, '/api/lawyers', {
      headers: {
        'X-Forwarded-For': '203.0.113.9',
        Forwarded: 'for=203.0.113.9',
        'X-Real-IP': '203.0.113.9',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
      },
    });
    expect(answer.status).toBe(200);
    expect(site.seen).toHaveLength(1);
    const [headers] = site.seen;
    expect(headers?.['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers?.['x-forwarded-proto']).toBe('http');
    expect(headers?.forwarded).toBeUndefined();
    expect(headers?.['x-real-ip']).toBeUndefined();
    expect(headers?.['x-forwarded-host']).toBeUndefined();
  });

  it('gives two clients two different addresses', async () => {
    await request(site.port, '/api/contact', { from: '127.0.0.2' });
    await request(site.port, '/api/contact', { from: '127.0.0.3' });
    expect(site.seen.map((headers) => headers['x-forwarded-for'])).toEqual([
      '127.0.0.2',
      '127.0.0.3',
    ]);
  });

  it('hands the pages (and so the loaders’ API calls) the same single address', async () => {
    const answer = await request(site.port, '/browse-lawyers', {
      from: '127.0.0.4',
      headers: { 'X-Forwarded-For': '203.0.113.9, 198.51.100.1' },
    });
    expect(JSON.parse(answer.body)).toMatchObject({
      forwardedFor: '127.0.0.4',
      forwardedProto: 'http',
    });
  });
});

describe('behind a trusted load balancer', () => {
  it('uses the address the balancer forwarded (hop count), not what the client put before it', async () => {
    const site = await startWeb({ TRUST_PROXY: 1 });
    try {
      await request(site.port, '/api/lawyers', {
        headers: {
          'X-Forwarded-For': '198.51.100.66, 203.0.113.5',
          'X-Forwarded-Proto': 'https',
        },
      });
      expect(site.seen[0]?.['x-forwarded-for']).toBe('203.0.113.5');
      expect(site.seen[0]?.['x-forwarded-proto']).toBe('https');
    } finally {
      site.close();
    }
  });

  it('believes only the proxies it names (addresses)', async () => {
    const site = await startWeb({ TRUST_PROXY: ['127.0.0.5'] });
    try {
      await request(site.port, '/api/lawyers', {
        from: '127.0.0.5',
        headers: { 'X-Forwarded-For': '198.51.100.66, 203.0.113.5' },
      });
      // Another machine of the network sends the same header: not a trusted proxy.
      await request(site.port, '/api/lawyers', {
        from: '127.0.0.6',
        headers: { 'X-Forwarded-For': '198.51.100.66, 203.0.113.5' },
      });
      expect(site.seen.map((headers) => headers['x-forwarded-for'])).toEqual([
        '203.0.113.5',
        '127.0.0.6',
      ]);
    } finally {
      site.close();
    }
  });
});

describe('hostile requests', () => {
  let site: Awaited<ReturnType<typeof startWeb>>;
  beforeAll(async () => {
    site = await startWeb({}, (incoming, response, next) => {
      if (incoming.path === '/throws') return next(new Error('a bug with a secret stack'));
      if (incoming.path === '/uri-error') return next(new URIError('URI malformed'));
      response.json({ host: incoming.headers.host });
    });
  });
  afterAll(() => site.close());
  afterEach(() => {
    site.seen.length = 0;
  });

  it('answers an HTTP/1.0 request without Host as one for the public origin', async () => {
    const answer = await raw(site.port, 'GET / HTTP/1.0\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"host":"localhost:3000"');
  });

  it('refuses a Host that is not a host name with 400', async () => {
    const answer = await raw(
      site.port,
      'GET / HTTP/1.1\r\nHost: a b/c\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
  });

  it.each(['/api/lawyers?city=%00', '/api/lawyers/%C0%AE', '/api/lawyers?q=%E0%A4%A'])(
    'answers %s with a 400 in the API’s shape, without bothering the API',
    async (path) => {
      const answer = await request(site.port, path);
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
      const body = JSON.parse(answer.body) as { message: string; issues: unknown[] };
      expect(body.message).toMatch(/address/);
      expect(body.issues).toEqual([{ path: ['url'], message: body.message }]);
      expect(site.seen).toHaveLength(0);
    },
  );

  it('turns a malformed address met by a middleware into 400, and a bug into a bare 500', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const malformed = await request(site.port, '/uri-error');
    expect(malformed.status).toBe(400);
    const bug = await request(site.port, '/throws');
    expect(bug.status).toBe(500);
    expect(bug.body).not.toContain('secret');
    expect(bug.body).not.toContain('at ');
    expect(logged).toHaveBeenCalledTimes(1);
  });
});

describe('when the API is down', () => {
  it('answers /api with 502 in the API’s error shape', async () => {
    const closed = http.createServer();
    const port = await listen(closed);
    closed.close();
    const app = createApp({
      env: {
        API_URL: `http://127.0.0.1:${port}`,
        PUBLIC_ORIGIN: 'http://localhost:3000',
        TRUST_PROXY: false,
      },
      pages: (_request, response) => response.end(),
    });
    const web = http.createServer(app);
    const webPort = await listen(web);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await request(webPort, '/api/lawyers');
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual({
        message: 'The directory service is unavailable.',
      });
    } finally {
      web.close();
    }
  });
});
