import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../cli.ts';
import { createTestIo } from '../test-io.ts';

type Routes = Record<string, { status: number; body: unknown }>;

const HEALTHY: Routes = {
  '/api/health': { status: 200, body: { status: 'ok', database: 'up' } },
  '/api/stats': {
    status: 200,
    body: { lawyers: 8200, cities: 935, practiceAreas: 18, provinces: 13, demo: true },
  },
};

let server: Server | undefined;

/** A stand-in API on a free local port answering fixed JSON per path. */
async function startApi(routes: Routes): Promise<string> {
  server = createServer((request, response) => {
    const route = routes[request.url ?? ''];
    response.writeHead(route?.status ?? 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(route?.body ?? { message: 'Not found' }));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

const stats = async (args: string[], env: Record<string, string> = {}) => {
  const { io, stdout, stderr } = createTestIo(env);
  const code = await runCli(['stats', ...args], io);
  return { code, stdout: stdout(), stderr: stderr() };
};

describe('admin-seed stats', () => {
  it('prints health and the live figures', async () => {
    const url = await startApi(HEALTHY);
    const { code, stdout } = await stats(['--api-url', url]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Health\s+ok \(database up\)/);
    expect(stdout).toMatch(/Lawyers\s+8,200/);
    expect(stdout).toMatch(/Practice areas\s+18/);
    expect(stdout).toMatch(/Demo data\s+yes/);
  });

  it('prints JSON with --json and reads the URL from the environment', async () => {
    const url = await startApi(HEALTHY);
    const { code, stdout } = await stats(['--json'], { ADMIN_SEED_API_URL: `${url}/` });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      api: url,
      health: { status: 'ok', database: 'up' },
      stats: { lawyers: 8200, cities: 935, practiceAreas: 18, provinces: 13, demo: true },
    });
  });

  it('exits 1 when the database is down', async () => {
    const url = await startApi({
      '/api/health': { status: 503, body: { status: 'unavailable', database: 'down' } },
    });
    const { code, stderr } = await stats(['--api-url', url]);
    expect(code).toBe(1);
    expect(stderr).toContain('database is down');
  });

  it('exits 1 when the API answers off the contract', async () => {
    const url = await startApi({
      ...HEALTHY,
      '/api/stats': { status: 200, body: { lawyers: 'many' } },
    });
    const { code, stderr } = await stats(['--api-url', url]);
    expect(code).toBe(1);
    expect(stderr).toContain('reading the figures failed');
  });

  it('exits 1 with the address when nothing answers', async () => {
    const url = await startApi(HEALTHY);
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    const { code, stderr } = await stats(['--api-url', url]);
    expect(code).toBe(1);
    expect(stderr).toContain(`the health check failed at ${url}`);
  });

  it('exits 2 on a URL that is not http(s)', async () => {
    const { code, stderr } = await stats(['--api-url', 'ftp://example.com']);
    expect(code).toBe(2);
    expect(stderr).toContain('--api-url must be an http(s) URL');
  });
});
