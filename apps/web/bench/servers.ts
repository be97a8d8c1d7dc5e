import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(webRoot, '../..');

export interface Site {
  /** The production web server's origin, e.g. http://127.0.0.1:41234. */
  origin: string;
  stop: () => Promise<void>;
  /** The two processes, with their inspector ports when asked for (`inspect`). */
  processes: { web: ServerProcess; api: ServerProcess };
}

export interface ServerProcess {
  pid: number;
  /** Loopback port of the process's inspector, or undefined. */
  inspectorPort?: number;
}

export interface SiteOptions {
  /** PostgreSQL instead of a fresh embedded PGlite directory (must hold the demo directory or be empty). */
  databaseUrl?: string;
  /** Another checkout of the repository (with its web build) to run instead of this one. */
  root?: string;
  /** Open each process's inspector on loopback, so a bench can read its heap and collect garbage. */
  inspect?: boolean;
  /** Extra environment of the web server. */
  webEnv?: Record<string, string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function start(script: string, env: Record<string, string>, inspectorPort?: number): ChildProcess {
  const flags = inspectorPort === undefined ? [] : [`--inspect=127.0.0.1:${inspectorPort}`];
  return spawn(process.execPath, [...flags, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The API on the embedded default (a fresh PGlite directory, seeded with the demo directory) and
 * the production web server in front of it, each in its own process on its own free port, so a
 * running dev site is never touched. Needs `react-router build` first.
 */
export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const root = options.root ? path.resolve(options.root) : repoRoot;
  const siteWebRoot = path.join(root, 'apps/web');
  if (!existsSync(path.join(siteWebRoot, 'build/server/index.js')))
    throw new Error(`No production build in ${siteWebRoot}: run \`pnpm build\` there first.`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cld-web-bench-'));
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const [apiInspector, webInspector] = options.inspect
    ? [await freePort(), await freePort()]
    : [undefined, undefined];
  const api = start(
    path.join(root, 'apps/api/src/server.ts'),
    {
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl
        ? { DATABASE_URL: options.databaseUrl }
        : { DATA_DIR: path.join(dataDir, 'pglite') }),
    },
    apiInspector,
  );
  const origin = `http://127.0.0.1:${webPort}`;
  const web = start(
    path.join(siteWebRoot, 'server/main.ts'),
    {
      NODE_ENV: 'production',
      // The benchmarks' directory is the demo: its operator is the labelled placeholder.
      SITE_OPERATOR_PLACEHOLDERS: 'true',
      PORT: String(webPort),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${apiPort}`,
      PUBLIC_ORIGIN: origin,
      ...options.webEnv,
    },
    webInspector,
  );
  const stopAll = async () => {
    await Promise.all([stop(web), stop(api)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`, api, 5 * 60_000);
    await waitFor(`${origin}/`, web, 60_000);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    origin,
    stop: stopAll,
    processes: {
      web: { pid: web.pid!, inspectorPort: webInspector },
      api: { pid: api.pid!, inspectorPort: apiInspector },
    },
  };
}

/** Ids of real profiles, one from each of `count` pages of the name-sorted directory. */
export async function profileIds(origin: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= count; page++) {
    const response = await fetch(`${origin}/api/lawyers?sort=name&page=${page * 7}`);
    if (!response.ok) throw new Error(`GET /api/lawyers answered ${response.status}`);
    const { lawyers } = (await response.json()) as { lawyers: { id: number }[] };
    if (lawyers[0]) ids.push(lawyers[0].id);
  }
  if (ids.length === 0) throw new Error('The directory is empty');
  return ids;
}

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const load = os.loadavg()[0]!.toFixed(1);
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.versions.node}, load average ${load} at the end of the run`;
}
