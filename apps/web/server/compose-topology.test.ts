import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http as mswHttp, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../app/config/env.server.ts';
import { server as msw } from '../test/msw-server.ts';
import { createApp } from './app.ts';

/**
 * Issue 38: the production topology of docker-compose.yml — the web server in front, the API one hop
 * behind it — run as two processes with the variables that file gives them, so a setting that means
 * something else in the pinned Fastify or Express shows here. Two visitors must not share a limit.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const API_SERVER = path.join(root, 'apps/api/src/server.ts');

/** A service's `environment:` block of docker-compose.yml (a map of plain scalars, as written there). */
function composeEnvironment(yaml: string, service: string): Record<string, string> {
  const lines = yaml.split('\n');
  const start = lines.findIndex((line) => line === `  ${service}:`);
  if (start < 0) throw new Error(`no service ${service}`);
  const env: Record<string, string> = {};
  let inEnvironment = false;
  for (const line of lines.slice(start + 1)) {
    if (/^ {0,2}\S/.test(line)) break;
    if (/^ {4}\S/.test(line)) {
      inEnvironment = line.trim() === 'environment:';
      continue;
    }
    const entry = inEnvironment && /^ {6}([A-Z0-9_]+):\s*(.*)$/.exec(line);
    if (!entry) continue;
    const value = entry[2]!.replace(/\s+#.*$/, '').trim();
    env[entry[1]!] = value
      .replace(/^'(.*)'$/, '$1')
      .replace(/^"(.*)"$/, '$1')
      // `${NAME:-default}` with nothing set on this machine is its default; `${NAME:?…}` is set below.
      .replace(/\$\{\w+(?::-([^}]*)|:\?[^}]*)?\}/g, (_match, fallback?: string) => fallback ?? '');
  }
  return env;
}

const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
const apiEnv = composeEnvironment(compose, 'api');
const webEnv = composeEnvironment(compose, 'web');

function listen(server: http.Server, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port)),
  );
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The status of a GET, or 0 when nothing answers yet. */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', () => resolve(0));
  });
}

/** A failed sign-in through the web server, from a chosen address of this machine (127.0.0.x). */
function signInFrom(port: number, from: string): Promise<number> {
  const email = `nobody-${randomBytes(6).toString('hex')}@example.com`;
  const body = JSON.stringify({ email, password: 'wrong password' });
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/login',
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          host: 'localhost:3000',
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('docker-compose topology: web server in front, API one hop behind', () => {
  let dataDir: string;
  let api: ReturnType<typeof spawn> | undefined;
  let web: http.Server | undefined;
  let webPort = 0;
  let apiOutput = '';

  // These requests go to real servers started here (the setup's msw answers everything else).
  const realServers = () => msw.use(mswHttp.all('http://127.0.0.1:*', () => passthrough()));
  beforeEach(realServers);

  beforeAll(async () => {
    realServers();
    expect(apiEnv.TRUST_PROXY, 'docker-compose names how far the API trusts').toBeDefined();
    dataDir = await mkdtemp(path.join(tmpdir(), 'cld-compose-'));
    const apiPort = await freePort();
    api = spawn(process.execPath, [API_SERVER], {
      cwd: path.join(root, 'apps/api'),
      env: {
        ...process.env,
        // The image's own variables (Dockerfile), then the compose file's, then what differs on one
        // machine: the embedded database instead of the postgres service, no mail server, no seed.
        NODE_ENV: 'production',
        ...apiEnv,
        API_HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        SEED_ON_EMPTY: 'false',
        SMTP_URL: '',
        SESSION_SECRET: randomBytes(32).toString('base64'),
        MAIL_WORKER: 'false',
        RETENTION_WORKER: 'false',
        REVIEW_WORKER: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.stdout?.on('data', (chunk: Buffer) => (apiOutput += chunk.toString()));
    api.stderr?.on('data', (chunk: Buffer) => (apiOutput += chunk.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if ((await statusOf(`http://127.0.0.1:${apiPort}/api/health/ready`)) === 200) break;
      if (Date.now() > deadline || api.exitCode !== null)
        throw new Error(`the API did not start (exit ${api.exitCode}):\n${apiOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const env = parseEnv({
      ...webEnv,
      NODE_ENV: 'production',
      SITE_OPERATOR_PLACEHOLDERS: 'true',
      API_URL: `http://127.0.0.1:${apiPort}`,
    });
    web = http.createServer(
      createApp({ env, pages: (_request, response) => response.status(404).end() }),
    );
    webPort = await listen(web);
  }, 90_000);

  afterAll(async () => {
    web?.close();
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api!.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('gives each visitor a sign-in limit of their own', async () => {
    const [visitor, next] = ['127.0.0.2', '127.0.0.3'];
    for (let i = 0; i < 10; i += 1) expect(await signInFrom(webPort, visitor), apiOutput).toBe(401);
    expect(await signInFrom(webPort, visitor)).toBe(429);
    // Before issue 38's fix the API saw every visitor as the web server: this was 429 too.
    expect(await signInFrom(webPort, next)).toBe(401);
    // Twelve password checks (deliberately slow hashing) by a real API: past the suite's 30 s on a
    // busy machine (a failure of 2026-12-07 with a site starting beside the tests).
  }, 120_000);
});
