import type { AddressInfo } from 'node:net';
import express from 'express';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as msw } from '../test/msw-server.ts';
import { httpsRedirect, isLocalHostname, securityHeaders } from './security.ts';

function startApp(trustProxy: boolean) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  app.use(httpsRedirect(), securityHeaders());
  app.all('/{*path}', (_request, response) => {
    response.send('ok');
  });
  const server = app.listen(0, '127.0.0.1');
  return {
    server,
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
  };
}

function listening(server: ReturnType<typeof startApp>['server']): Promise<void> {
  return server.listening
    ? Promise.resolve()
    : new Promise((resolve) => server.once('listening', () => resolve()));
}

// These requests go to a real server started by the test.
beforeEach(() => msw.use(http.all('http://127.0.0.1:*', () => passthrough())));

describe('isLocalHostname', () => {
  it('knows this machine by its names', () => {
    for (const host of ['localhost', '127.0.0.1', '::1', '[::1]', 'web.localhost']) {
      expect(isLocalHostname(host)).toBe(true);
    }
    for (const host of ['lawyers.example.ca', 'localhost.example.ca', '10.0.0.1']) {
      expect(isLocalHostname(host)).toBe(false);
    }
  });
});

describe('behind a trusted proxy', () => {
  const app = startApp(true);
  afterAll(() => app.server.close());
  beforeAll(() => listening(app.server));

  it('redirects plain http for a public host to https, keeping path and query', async () => {
    const response = await fetch(app.url('/browse-lawyers?province=ON'), {
      redirect: 'manual',
      headers: { 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'lawyers.example.ca' },
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
      headers: { 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'lawyers.example.ca' },
    });
    expect(response.status).toBe(308);
  });

  it('serves https with HSTS for a year and every protective header', async () => {
    const response = await fetch(app.url('/'), {
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'lawyers.example.ca' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('on this machine', () => {
  const app = startApp(false);
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
