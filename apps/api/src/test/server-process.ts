import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { initClient, tsRestFetchApi } from '@ts-rest/core';
import type { ApiFetcher } from '@ts-rest/core';
import pg from 'pg';
import { onTestFinished } from 'vitest';
import { contract } from '@cld/contract/contract';
import { XHR } from '../modules/auth/testing.ts';
import type { TestDatabaseKind } from './databases.ts';

/**
 * The API as a process of its own (`src/server.ts` on this Node), for the tests a real process must
 * take: a kill -9, a restart on the same database. Called inside a test: whatever the test does
 * (fails, times out before its own cleanup runs), its processes are killed and its database
 * dropped when it finishes.
 */

const SERVER = path.join(import.meta.dirname, '..', 'server.ts');

/** Each call gives up after `timeoutMs`: a hung server fails the test instead of outlasting it. */
function fetcherWithin(timeoutMs: number): ApiFetcher {
  return (args) =>
    tsRestFetchApi({
      ...args,
      fetchOptions: { ...args.fetchOptions, signal: AbortSignal.timeout(timeoutMs) },
    });
}

/**
 * The contract's typed client over real HTTP, with the website's headers; with `token` (answered to
 * a registration or sign-in that sent `TOKEN_IN_BODY`), signed in by bearer header.
 */
export function apiClientOf(baseUrl: string, { token }: { token?: string } = {}) {
  return initClient(contract, {
    baseUrl,
    api: fetcherWithin(10_000),
    throwOnUnknownStatus: true,
    baseHeaders: { ...XHR, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** A database only one test's server processes use: its `env`, and `drop` once they are gone. */
export interface ServerDatabase {
  env: Record<string, string>;
  /** Removes it; done anyway when the test finishes, and only once. */
  drop(): Promise<void>;
}

/** Runs every step, even after one fails, and fails with the first failure. */
async function runAll(steps: (() => Promise<unknown>)[]): Promise<void> {
  const failures: unknown[] = [];
  for (const step of steps) await step().catch((error: unknown) => failures.push(error));
  if (failures.length) throw failures[0];
}

/**
 * A new PGlite data folder, or for `postgres` a new database on the `TEST_DATABASE_URL` server
 * (a database, not a schema as for in-process tests: the server takes only `DATABASE_URL`). Empty:
 * the server migrates it at start.
 */
export async function createServerDatabase(kind: TestDatabaseKind): Promise<ServerDatabase> {
  const undo: (() => Promise<unknown>)[] = [];
  let dropped: Promise<void> | undefined;
  const drop = () => (dropped ??= runAll(undo.reverse()));
  onTestFinished(drop);

  const dataDir = await mkdtemp(path.join(tmpdir(), 'cld-api-process-'));
  undo.push(() => rm(dataDir, { recursive: true, force: true }));
  if (kind === 'pglite') {
    // An empty DATABASE_URL counts as unset: PGlite in DATA_DIR.
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_process_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  undo.push(() => admin.end());
  await admin.query(`create database ${name}`);
  undo.push(() => admin.query(`drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url.href }, drop };
}

export interface ApiProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  pid: number;
  /** What it has written (its log): for a failing assertion's message. */
  output(): string;
  /**
   * SIGKILL, as a crash: no shutdown, nothing flushed. Resolves once the process is gone; done
   * anyway when the test finishes.
   */
  kill(): Promise<void>;
}

/**
 * Starts the API on a free port of 127.0.0.1 with `env` over this process's environment, and
 * resolves once it answers ready (migrated, listening, its workers started). The demo directory is
 * not seeded and only the mail worker runs, unless `env` says otherwise.
 */
export async function startApiProcess({
  env,
  readyWithinMs = 60_000,
}: {
  env: Record<string, string>;
  readyWithinMs?: number;
}): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      SEED_ON_EMPTY: 'false',
      MAIL_WORKER: 'true',
      RETENTION_WORKER: 'false',
      REVIEW_WORKER: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // 'close' comes after 'exit', and after a failed spawn's 'error' too.
  let isClosed = false;
  const closed = new Promise<void>((resolve) => {
    child.once('close', () => {
      isClosed = true;
      resolve();
    });
  });
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await closed;
  };
  onTestFinished(kill);
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('error', (error) => keep(Buffer.from(`${error.message}\n`)));

  const url = `http://127.0.0.1:${port}`;
  const probe = initClient(contract, { baseUrl: url, api: fetcherWithin(2000) });
  const deadline = Date.now() + readyWithinMs;
  try {
    for (;;) {
      if (isClosed) throw new Error('it exited');
      if (Date.now() > deadline) throw new Error(`not ready within ${readyWithinMs} ms`);
      const ready = await probe.system.ready().catch(() => undefined);
      if (ready?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await kill();
    throw new Error(`The API process did not start: ${(error as Error).message}\n${output}`, {
      cause: error,
    });
  }
  return { url, pid: child.pid!, output: () => output, kill };
}
