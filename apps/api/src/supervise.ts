import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { API_NODE_FLAGS } from './runtime-flags.ts';

/**
 * The API as `pnpm start` and the container run it: `server.ts` (or the script named by the first
 * argument) with the API's Node flags (runtime-flags.ts), started again when it ends without being
 * asked to, saying so in the log (issue 38: one request that ended the process left every page that
 * needs the API failing until someone noticed). The container's own restart policy still covers the
 * supervisor. Written here rather than taken from a process manager: it is one spawn in a loop, and
 * pm2 or forever would bring a daemon and their own logs to a demo start (decision 048).
 */
const script = process.argv[2] ?? path.join(import.meta.dirname, 'server.ts');
/**
 * An API that had started serving (it says so over IPC, server.ts) is started again at once: a
 * crash costs its visitors the restart and nothing more (issue 38: healthy within 5 s). One that
 * ends before serving (a bad setting, a database that does not answer) is restarted less and less
 * often, up to `MAX_DELAY_MS`, so a crash loop idles.
 */
const FIRST_DELAY_MS = 100;
const MAX_DELAY_MS = 30_000;
/** The compiled code of the API's modules, kept between starts: about a third of its start-up. */
const COMPILE_CACHE = path.join(os.tmpdir(), 'cld-api-compile-cache');

let child: ChildProcess | undefined;
let stopping = false;
let delayMs = FIRST_DELAY_MS;

function log(message: string) {
  console.error(JSON.stringify({ level: 50, time: Date.now(), msg: message }));
}

function start() {
  let served = false;
  child = spawn(process.execPath, [...process.execArgv, ...API_NODE_FLAGS, script], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { NODE_COMPILE_CACHE: COMPILE_CACHE, ...process.env },
  });
  child.on('message', (message) => {
    if (message === 'serving') served = true;
  });
  child.on('exit', (code, signal) => {
    if (stopping) {
      process.exit(code ?? 0);
      return;
    }
    delayMs = served ? FIRST_DELAY_MS : Math.min(delayMs * 2, MAX_DELAY_MS);
    log(
      `the API process ended unexpectedly (${signal ?? `exit code ${code}`}); restarting it in ${delayMs} ms`,
    );
    setTimeout(start, delayMs);
  });
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    stopping = true;
    if (!child || child.exitCode !== null) process.exit(0);
    child.kill(signal);
  });
}

start();
