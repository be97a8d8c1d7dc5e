import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { UNSAFE_TEXT_MESSAGE } from '@cld/validation/safe-text';
import { MALFORMED_ENCODING_MESSAGE } from './contract-router.ts';
import { CONNECTION_TIMEOUT_MS, REQUEST_TIMEOUT_MS, buildApp } from '../app.ts';
import type { DatabaseHandle } from '@cld/db/database';
import { XHR, nextIp } from '../modules/auth/testing.ts';
import { openTestDatabase } from '../test/databases.ts';
import { buildConfig } from '../test/factories.ts';

/** Issue 15: no input reaches a 500, and every refusal has the app's `{ message, issues? }` shape. */
describe('hostile input', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = buildApp({ config: buildConfig(), db: database.db });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextIp(),
      headers: { ...XHR, 'content-type': 'application/json', ...headers },
    });

  it.each([
    ['a NUL in a query parameter', 'GET', '/api/lawyers?city=%00', undefined, ['city']],
    ['a NUL in a path parameter', 'GET', '/api/lawyers/1%00', undefined, ['id']],
    [
      'a NUL in an anonymous form',
      'POST',
      '/api/contact',
      '{"name":"Jo Doe","email":"jo@example.com","category":"general","subject":"a\\u0000b","message":"A message long enough."}',
      ['subject'],
    ],
    [
      'a NUL in a name at registration',
      'POST',
      '/api/auth/register',
      '{"email":"ev@example.com","password":"quiet meadow lantern 42","firstName":"Ev\\u0000e","lastName":"Doe"}',
      ['firstName'],
    ],
    [
      'an unpaired surrogate',
      'POST',
      '/api/auth/register',
      '{"email":"ev@example.com","password":"quiet meadow lantern 42","firstName":"Eve","lastName":"\\ud800"}',
      ['lastName'],
    ],
    [
      'a NUL in a key',
      'POST',
      '/api/events',
      '{"events":[{"name":"page_view","x\\u0000":1}]}',
      ['events', 0, 'x\u0000'],
    ],
  ])('refuses %s with a 400 naming the field', async (_label, method, url, payload, path) => {
    const response =
      method === 'GET'
        ? await app.inject({ method: 'GET', url, remoteAddress: nextIp() })
        : await post(url, payload!);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{
      message: string;
      issues: { path: unknown[]; message: string }[];
    }>();
    expect(body.issues).toContainEqual({ path, message: UNSAFE_TEXT_MESSAGE });
    expect(body.message).toContain(String(path[0]));
  });

  it.each([
    ['bytes that are not UTF-8 in a filter', '/api/lawyers?languages=%ED%A0%80', 'languages'],
    ['a cut escape in a filter', '/api/lawyers?province=ON&city=Montr%E9al', 'city'],
    ['a bad escape in a page number', '/api/lawyers/1/reviews?page=%ZZ', 'page'],
    ['a bad escape on an operation without a query', '/api/practice-areas?x=%ZZ', 'x'],
  ])('refuses %s with a 400 naming the parameter', async (_label, url, name) => {
    const response = await app.inject({ method: 'GET', url, remoteAddress: nextIp() });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{
      message: string;
      issues: { path: unknown[]; message: string }[];
    }>();
    expect(body.issues).toContainEqual({ path: [name], message: MALFORMED_ENCODING_MESSAGE });
    expect(body.message).toContain(name);
    expect(response.body).not.toContain('\uFFFD');
  });

  it.each([
    [
      'bad percent-encoding',
      { method: 'GET', url: '/api/lawyers/%C0%AE' },
      400,
      'Malformed URL: invalid percent-encoding',
    ],
    [
      'a lone percent sign',
      { method: 'GET', url: '/api/lawyers/%' },
      400,
      'Malformed URL: invalid percent-encoding',
    ],
    [
      'a 600-character segment',
      { method: 'GET', url: `/api/lawyers/${'a'.repeat(600)}` },
      414,
      'URL is too long',
    ],
    ['an unknown route', { method: 'GET', url: '/api/nope' }, 404, 'Not found'],
    ['an unknown method', { method: 'PATCH', url: '/api/lawyers' }, 404, 'Not found'],
    [
      'malformed JSON',
      {
        method: 'POST',
        url: '/api/contact',
        payload: '{bad',
        headers: { ...XHR, 'content-type': 'application/json' },
      },
      400,
      'Malformed JSON body',
    ],
    [
      'an unsupported content type',
      {
        method: 'POST',
        url: '/api/contact',
        payload: '<x/>',
        headers: { ...XHR, 'content-type': 'application/xml' },
      },
      415,
      'Unsupported content type: send application/json',
    ],
    [
      'an empty JSON body',
      {
        method: 'POST',
        url: '/api/contact',
        payload: '',
        headers: { ...XHR, 'content-type': 'application/json' },
      },
      400,
      undefined,
    ],
  ] as const)('answers %s in the app shape', async (_label, request, status, message) => {
    const response = await app.inject({ ...request, remoteAddress: nextIp() } as never);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json<{ message: string; error?: unknown; code?: unknown }>();
    if (message) expect(body.message).toBe(message);
    expect(body).not.toHaveProperty('code');
    expect(body).not.toHaveProperty('error');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  describe('on a real socket', () => {
    let port: number;
    beforeAll(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
    });

    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });

    it('answers an oversized header block with 431 in the app shape', async () => {
      const answer = await raw(
        `GET /api/health/live HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1.1 431 /);
      expect(answer.split('\r\n\r\n')[1]).toBe('{"message":"Request headers are too large"}');
    });

    it('answers bytes that are not HTTP with 400 in the app shape', async () => {
      const answer = await raw('HELLO THERE\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1.1 400 /);
      expect(answer.split('\r\n\r\n')[1]).toBe('{"message":"Bad request"}');
    });

    it('closes a connection whose body stops arriving', async () => {
      const started = Date.now();
      await raw(
        'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"name":',
      );
      const held = Date.now() - started;
      expect(held).toBeGreaterThanOrEqual(CONNECTION_TIMEOUT_MS - 500);
      expect(held).toBeLessThan(CONNECTION_TIMEOUT_MS + 5_000);
    }, 30_000);

    it('limits how long a request body may take to arrive', () => {
      expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
      expect(app.server.headersTimeout).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
      expect(app.server.timeout).toBe(CONNECTION_TIMEOUT_MS);
    });
  });
});
