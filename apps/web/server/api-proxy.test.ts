import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { http as mswHttp, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as msw } from '../test/msw-server.ts';
import { isApiPath } from './api-proxy.ts';
import { createApp } from './app.ts';

describe('isApiPath', () => {
  it('sends /api and /auth paths to the API', () => {
    expect(isApiPath('/api/lawyers')).toBe(true);
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/auth/google')).toBe(true);
    expect(isApiPath('/auth/google/callback')).toBe(true);
  });

  it('keeps the site’s own pages, including its sign-in pages', () => {
    expect(isApiPath('/')).toBe(false);
    expect(isApiPath('/apis')).toBe(false);
    expect(isApiPath('/auth/login')).toBe(false);
    expect(isApiPath('/auth/register/')).toBe(false);
    expect(isApiPath('/browse-lawyers')).toBe(false);
  });
});

// These requests go to real servers started by the test.
beforeEach(() => msw.use(mswHttp.all('http://127.0.0.1:*', () => passthrough())));

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

const PHOTO_LIMIT = 5 * 1024 * 1024;
const TOO_LARGE = {
  message: 'Photos must be at most 5 MB',
  issues: [{ path: ['photo'], message: 'Photos must be at most 5 MB' }],
};

/**
 * A stand-in API that, as Fastify does, refuses a body over the route's limit on its declared
 * length, before reading a byte of it, and closes the connection: the rest of the upload then
 * meets a closed socket.
 */
const api = http.createServer((request, response) => {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > PHOTO_LIMIT) {
    response.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
    response.end(JSON.stringify(TOO_LARGE));
    return;
  }
  let received = 0;
  request.on('data', (chunk: Buffer) => (received += chunk.length));
  request.on('end', () => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ received }));
  });
});

let port = 0;
let web: http.Server;
beforeAll(async () => {
  const apiPort = await listen(api);
  const app = createApp({
    env: {
      API_URL: `http://127.0.0.1:${apiPort}`,
      PUBLIC_ORIGIN: 'http://localhost:3000',
      TRUST_PROXY: false,
    },
    pages: (_request, response) => {
      response.end('page');
    },
  });
  web = http.createServer(app);
  port = await listen(web);
});
afterAll(() => {
  web.close();
  api.close();
});

/** A browser's upload: the whole body at once, no `Expect: 100-continue`. */
function upload(bytes: number): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: '/api/lawyers/my-profile/photo',
        headers: { 'Content-Type': 'image/jpeg', 'Content-Length': bytes },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            connection: response.headers.connection,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(Buffer.alloc(bytes, 1));
  });
}

describe('uploads through the API proxy', () => {
  it('relays the API’s 413 for a photo over the limit, not a 502 or a cut connection', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await upload(6 * 1024 * 1024);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
      // The API closing its own connection says nothing of the visitor's.
      expect(answer.connection).not.toBe('close');
    }
  });

  it('passes a photo within the limit on whole', async () => {
    const answer = await upload(2 * 1024 * 1024);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ received: 2 * 1024 * 1024 });
  });
});
