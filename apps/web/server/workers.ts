import type { CachedAnswer } from './shared-cache.ts';

/** What the supervisor needs of a web process (a `node:cluster` worker, a stand-in in tests). */
export interface WorkerLike {
  on(event: 'exit', listener: (code: number | null, signal: string | null) => void): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  send(message: unknown): unknown;
  isConnected(): boolean;
  kill(signal?: string): unknown;
}

export interface SupervisorOptions {
  /** How many web processes to keep running. */
  count: number;
  /** Starts one (`cluster.fork()`). */
  fork: () => WorkerLike;
  log: (message: string) => void;
  /** Runs a restart later: `setTimeout`, or a stand-in in tests. */
  schedule?: (run: () => void, delayMs: number) => void;
  now?: () => number;
}

export interface Supervisor {
  /** Web processes running now. */
  readonly size: number;
  /** Passes `signal` to every process and settles once all have ended; none is started again. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/** A process that ran at least this long before ending is restarted at once (half a second). */
const QUICK_EXIT_MS = 10_000;
const FIRST_DELAY_MS = 500;
/** Restarts closer together than `QUICK_EXIT_MS` are spaced out, up to this, so a crash loop idles. */
const MAX_DELAY_MS = 30_000;

/**
 * Keeps `count` web processes running (decision 054): one that ends without being asked to is
 * started again, saying so in the log, as the API's supervisor does (apps/api/src/supervise.ts).
 * It also passes each answer one process stored in its shared cache to the others
 * (`SHARED_CACHE_MESSAGE`), so a page rendered by one is a hit in all.
 */
export function superviseWorkers({
  count,
  fork,
  log,
  schedule = (run, delayMs) => void setTimeout(run, delayMs),
  now = Date.now,
}: SupervisorOptions): Supervisor {
  const workers = new Set<WorkerLike>();
  let stopping = false;
  let delayMs = FIRST_DELAY_MS;
  let allStopped: (() => void) | undefined;

  function start() {
    if (stopping) return;
    const startedAt = now();
    const worker = fork();
    workers.add(worker);
    worker.on('message', (message) => {
      if (!isSharedCacheMessage(message)) return;
      for (const other of workers) {
        if (other === worker || !other.isConnected()) continue;
        try {
          other.send(message);
        } catch {
          // Ending: it will not need the answer.
        }
      }
    });
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        if (workers.size === 0) allStopped?.();
        return;
      }
      delayMs =
        now() - startedAt > QUICK_EXIT_MS ? FIRST_DELAY_MS : Math.min(delayMs * 2, MAX_DELAY_MS);
      log(
        `A web server process ended unexpectedly (${signal ?? `exit code ${code}`}); starting another in ${delayMs} ms.`,
      );
      schedule(start, delayMs);
    });
  }

  for (let index = 0; index < count; index++) start();

  return {
    get size() {
      return workers.size;
    },
    stop(signal) {
      stopping = true;
      if (workers.size === 0) return Promise.resolve();
      const done = new Promise<void>((resolve) => (allStopped = resolve));
      for (const worker of workers) worker.kill(signal);
      return done;
    },
  };
}

/** An answer one web process stored, for the others' caches. */
export interface SharedCacheMessage {
  type: 'cld:shared-cache';
  key: string;
  answer: Pick<CachedAnswer, 'status' | 'headers' | 'body' | 'storedAt' | 'ttlMs' | 'nonce'>;
}

export function isSharedCacheMessage(message: unknown): message is SharedCacheMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'cld:shared-cache' &&
    typeof (message as { key?: unknown }).key === 'string'
  );
}

/** The message for an answer this process stored (its compressed copies stay here). */
export function sharedCacheMessage(key: string, answer: CachedAnswer): SharedCacheMessage {
  const { status, headers, body, storedAt, ttlMs, nonce } = answer;
  return {
    type: 'cld:shared-cache',
    key,
    answer: { status, headers, body, storedAt, ttlMs, nonce },
  };
}

/**
 * The answer in a message from another process. Over the structured-clone channel a Buffer arrives
 * as a plain Uint8Array.
 */
export function answerFrom(message: SharedCacheMessage): CachedAnswer {
  const body = message.answer.body as Uint8Array;
  return {
    ...message.answer,
    body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
    encoded: {},
  };
}
