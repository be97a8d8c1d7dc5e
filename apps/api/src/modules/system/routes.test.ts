import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { contract } from '@cld/contract/contract';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { DATABASE_TIMEOUTS, openDatabase } from '@cld/db/database';
import { buildApp } from '../../app.ts';
import type { DatabaseHandle } from '@cld/db/database';
import type { Database } from '@cld/db/schema';
import { openTestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { buildConfig } from '../../test/factories.ts';
import { closeTestApp } from '../../test/app.ts';

describe.each(testDatabaseKinds)('system routes on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = buildApp({ config: buildConfig(), db: database.db });
    // Body handling is shared by every future write route; one echo route exercises it now.
    app.post('/api/test-echo', async (request) => ({ received: request.body }));
    await app.ready();
  });

  afterAll(() => closeTestApp(app, database));

  it('reports a healthy database, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('echoes a caller request id and makes one up otherwise', async () => {
    const given = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const invalid = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\u0007' },
    });
    expect(invalid.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves an OpenAPI 3.1 document with every contract route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    const routes = [contract.lawyers, contract.reference, contract.system].flatMap((router) =>
      Object.values(router),
    );
    for (const route of routes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path]?.[route.method.toLowerCase()], path).toBeDefined();
    }
  });

  it.each(['/api/nope', '/api/lawyers/1/extra', '/elsewhere'])(
    'answers %s with a JSON 404',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    },
  );

  it.each([
    ['malformed JSON', 400, 'application/json', '{"name": ', 'Malformed JSON body'],
    [
      'an unsupported content type',
      415,
      'application/xml',
      '<a/>',
      'Unsupported content type: send application/json',
    ],
    [
      'a body over 64 KiB',
      413,
      'application/json',
      JSON.stringify({ text: 'x'.repeat(70_000) }),
      'Request body is too large',
    ],
  ])('answers %s with a %i', async (_, status, contentType, payload, message) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it('never leaks an unexpected error', async () => {
    const failing = buildApp({ config: buildConfig(), db: database.db });
    failing.get('/api/test-throw', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    const response = await failing.inject({ method: 'GET', url: '/api/test-throw' });
    await failing.close();
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe(JSON.stringify({ message: 'Internal server error' }));
  });

  it('sends the protective headers on every answer, errors included', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/api/lawyers?page=0']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
      // Plain http on this machine: no HSTS.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS over https behind a trusted proxy, and only then', async () => {
    const proxied = buildApp({
      config: buildConfig({ trustProxy: ['loopback'] }),
      db: database.db,
    });
    const https = await proxied.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    await proxied.close();
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('without a database', () => {
  let db: Kysely<Database>;
  let app: FastifyInstance;

  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    app = buildApp({ config: buildConfig(), db });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  it('reports not ready with a 503 and Retry-After, while alive', async () => {
    for (const url of ['/api/health', '/api/health/ready']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
      expect(response.headers['retry-after']).toBe('5');
    }
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('answers data requests with a 503 and Retry-After, not a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/lawyers' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Service temporarily unavailable' });
    expect(response.headers['retry-after']).toBe('5');
  });
});

describe('with a database that does not answer', () => {
  let db: Kysely<Database>;
  let app: FastifyInstance;
  let silent: Server;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    // A server that accepts connections and never says a word: a host that went away mid-route.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const database = await openDatabase({
      kind: 'postgres',
      connectionString: `postgres://nobody@127.0.0.1:${port}/none`,
    });
    db = database.db;
    app = buildApp({ config: buildConfig(), db });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await db.destroy();
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  it('fails fast: a 503 with Retry-After after the connect timeout, not a hang', async () => {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/lawyers' });
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(elapsed).toBeLessThan(DATABASE_TIMEOUTS.CONNECT_TIMEOUT_MS + 1500);
  }, 10_000);
});
