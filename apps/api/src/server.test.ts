import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/server-process.ts';
import { DEMO_REGISTERS } from '@cld/content/demo-register';

async function waitForHealth(url: string, exited: () => boolean): Promise<Response> {
  for (;;) {
    if (exited()) throw new Error('server exited before it was healthy');
    const response = await fetch(url).catch(() => undefined);
    if (response) return response;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('server process', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cld-api-server-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'migrates, seeds an empty directory, serves, and exits 0 on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const child = spawn(process.execPath, [path.join(import.meta.dirname, 'server.ts')], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          API_PORT: String(port),
          DEMO_LAWYERS: '25',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exit = once(child, 'exit');
      try {
        const health = await waitForHealth(
          `http://127.0.0.1:${port}/api/health`,
          () => child.exitCode !== null,
        );
        expect(health.status).toBe(200);
        const stats = await (await fetch(`http://127.0.0.1:${port}/api/stats`)).json();
        // The 25 generated lawyers and the demo's register entries (issue 39).
        const fromRegisters = DEMO_REGISTERS.reduce((sum, { entries }) => sum + entries.length, 0);
        expect(stats).toMatchObject({
          lawyers: 25 + fromRegisters,
          provinces: expect.any(Number),
        });
      } finally {
        child.kill('SIGTERM');
      }
      const [code] = await exit;
      expect(code, stderr).toBe(0);
    },
  );

  it(
    'refuses to start with a bad configuration, listing the problems',
    { timeout: 30_000 },
    async () => {
      const child = spawn(process.execPath, [path.join(import.meta.dirname, 'server.ts')], {
        env: { ...process.env, API_PORT: 'x', DATABASE_URL: 'mysql://nope' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = await once(child, 'exit');
      expect(code).toBe(1);
      expect(stderr).toContain('API_PORT');
      expect(stderr).toContain('DATABASE_URL');
    },
  );
});
