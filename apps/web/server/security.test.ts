import type { AddressInfo } from 'node:net';
import net from 'node:net';
import express from 'express';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as msw } from '../test/msw-server.ts';
import { httpsRedirect, securityHeaders } from './security.ts';

function startApp({
  trustProxy,
  publicOrigin,
}: {
  trustProxy: number | false;
  publicOrigin: string;
}) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  app.use(httpsRedirect({ publicOrigin }), securityHeaders());
  app.all('/{*path}', (_request, response) => {
    response.send('ok');
  });
  const server = app.listen(0, '127.0.0.1');
  const port = () => (server.address() as AddressInfo).port;
  return { server, port, url: (path: string) => `http://127.0.0.1:${port()}${path}` };
}

function listening(server: ReturnType<typeof startApp>['server']): Promise<void> {
  return server.listening
    ? Promise.resolve()
    : new Promise((resolve) => server.once('listening', () => resolve()));
}

// These requests go to a real server started by the test.
beforeEach(() => msw.use(http.all('http://127.0.0.1:*', () => passthrough())));

describe('an https site behind a trusted TLS load balancer', () => {
  const app = startApp({ trustProxy: 1, publicOrigin: 'https://lawyers.example.ca' });
  afterAll(() => app.server.close());
  beforeAll(() => listening(app.server));

  it('redirects plain http to the configured origin, keeping path and query, whatever the Host', async () => {
    const response = await fetch(app.url('/browse-lawyers?province=ON'), {
      redirect: 'manual',
      headers: { 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'evil.example' },
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(
      'https://lawyers.example.ca/browse-lawyers?province=ON',
    );
  });

  it('keeps the method of a redirected form post (308)', async () => {
    const response = await fetch(app.url('/api/contact'), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'X-Forwarded-Proto': 'http' },
    });
    expect(response.status).toBe(308);
  });

  it('serves what the balancer received over https (no redirect loop), with HSTS and every protective header', async () => {
    const response = await fetch(app.url('/'), {
      redirect: 'manual',
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    // "Near me" on the browse page asks for the position: the site itself may, nothing it embeds.
    expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('never puts an absolute-form request target into the location', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(app.port(), '127.0.0.1', () =>
        socket.write(
          'GET http://evil.example/path HTTP/1.1\r\nHost: evil.example\r\nX-Forwarded-Proto: http\r\nConnection: close\r\n\r\n',
        ),
      );
      let data = '';
      socket.on('data', (chunk) => (data += String(chunk)));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 301/);
    expect(answer).toMatch(/\r\nLocation: https:\/\/lawyers\.example\.ca\/\r\n/i);
  });
});

describe('an https site whose proxy is not trusted', () => {
  const app = startApp({ trustProxy: false, publicOrigin: 'https://lawyers.example.ca' });
  afterAll(() => app.server.close());
  beforeAll(() => listening(app.server));

  it('does not believe a client’s X-Forwarded-Proto', async () => {
    const response = await fetch(app.url('/'), {
      redirect: 'manual',
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('on this machine (an http origin)', () => {
  const app = startApp({ trustProxy: false, publicOrigin: 'http://localhost:3000' });
  afterAll(() => app.server.close());
  beforeAll(() => listening(app.server));

  it('serves plain http without redirecting and without HSTS', async () => {
    const response = await fetch(app.url('/'), { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('ignores forwarded headers from an untrusted client', async () => {
    const response = await fetch(app.url('/'), {
      redirect: 'manual',
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'lawyers.example.ca' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
