import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

const SUPERVISOR = path.join(import.meta.dirname, 'supervise.ts');
let folder: string | undefined;

afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

it('starts a crashed API again and says so in the log (issue 38)', async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'supervise-'));
  const marker = path.join(folder, 'crashed-once');
  const script = path.join(folder, 'server.mjs');
  // Crashes on its first start (as an unhandled error would), then stays up until asked to stop.
  await writeFile(
    script,
    `import { existsSync, writeFileSync } from 'node:fs';
     if (!existsSync(${JSON.stringify(marker)})) {
       writeFileSync(${JSON.stringify(marker)}, '');
       throw new Error('boom');
     }
     console.log('serving');
     setInterval(() => {}, 1000);`,
  );
  const supervisor = spawn(process.execPath, [SUPERVISOR, script], { stdio: 'pipe' });
  let output = '';
  supervisor.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  supervisor.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no restart: ${output}`)), 20_000);
    const check = setInterval(() => {
      if (!output.includes('serving')) return;
      clearInterval(check);
      clearTimeout(timer);
      resolve();
    }, 50);
  });
  // It never served: the next start waits longer than after a crash in service.
  expect(output).toMatch(
    /the API process ended unexpectedly \(exit code 1\); restarting it in 200 ms/,
  );
  const exited = new Promise<number | null>((resolve) => supervisor.on('exit', resolve));
  supervisor.kill('SIGTERM');
  // Asked to stop, it stops the API and does not start it again.
  expect(await exited).not.toBeNull();
  expect(output.match(/restarting it/g)).toHaveLength(1);
});

it('starts an API that crashed while serving again at once (issue 38: healthy within 5 s)', async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'supervise-'));
  const marker = path.join(folder, 'crashed-once');
  const script = path.join(folder, 'server.mjs');
  // Tells the supervisor it serves (as server.ts does once listening), then crashes once.
  await writeFile(
    script,
    `import { existsSync, writeFileSync } from 'node:fs';
     process.send('serving');
     if (!existsSync(${JSON.stringify(marker)})) {
       writeFileSync(${JSON.stringify(marker)}, '');
       setTimeout(() => { throw new Error('boom'); }, 100);
     } else {
       console.log('serving again');
       setInterval(() => {}, 1000);
     }`,
  );
  const supervisor = spawn(process.execPath, [SUPERVISOR, script], { stdio: 'pipe' });
  let output = '';
  supervisor.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  supervisor.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 20_000 }).toContain('serving again');
  expect(output).toMatch(/restarting it in 100 ms/);
  const exited = new Promise<number | null>((resolve) => supervisor.on('exit', resolve));
  supervisor.kill('SIGTERM');
  expect(await exited).not.toBeNull();
});
