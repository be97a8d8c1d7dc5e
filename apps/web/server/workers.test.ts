import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { CachedAnswer } from './shared-cache.ts';
import {
  type SharedCacheMessage,
  type WorkerLike,
  answerFrom,
  isSharedCacheMessage,
  sharedCacheMessage,
  superviseWorkers,
} from './workers.ts';

/** A stand-in web process: it ends when told to, or when the test makes it crash. */
class FakeWorker extends EventEmitter implements WorkerLike {
  readonly received: unknown[] = [];
  readonly signals: string[] = [];
  connected = true;
  send(message: unknown) {
    this.received.push(message);
    return true;
  }
  isConnected() {
    return this.connected;
  }
  kill(signal?: string) {
    this.signals.push(signal ?? 'SIGTERM');
    this.connected = false;
    this.emit('exit', null, signal ?? 'SIGTERM');
  }
  crash(code: number) {
    this.connected = false;
    this.emit('exit', code, null);
  }
}

/** A supervisor over fakes, with a clock and a restart queue the test runs by hand. */
function supervised(count: number) {
  const workers: FakeWorker[] = [];
  const logs: string[] = [];
  const scheduled: { run: () => void; delayMs: number }[] = [];
  let time = 0;
  const supervisor = superviseWorkers({
    count,
    fork: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
    log: (message) => logs.push(message),
    schedule: (run, delayMs) => scheduled.push({ run, delayMs }),
    now: () => time,
  });
  return {
    supervisor,
    workers,
    logs,
    scheduled,
    advance: (ms: number) => (time += ms),
    runScheduled: () => scheduled.splice(0).forEach(({ run }) => run()),
  };
}

describe('superviseWorkers', () => {
  it('starts the processes asked for', () => {
    const { supervisor, workers } = supervised(2);
    expect(workers).toHaveLength(2);
    expect(supervisor.size).toBe(2);
  });

  it('starts another in place of one that ends unexpectedly, and says so', () => {
    const { supervisor, workers, logs, scheduled, advance, runScheduled } = supervised(2);
    advance(60_000);
    workers[0]!.crash(1);
    expect(supervisor.size).toBe(1);
    expect(logs).toEqual([
      'A web server process ended unexpectedly (exit code 1); starting another in 500 ms.',
    ]);
    expect(scheduled.map(({ delayMs }) => delayMs)).toEqual([500]);
    runScheduled();
    expect(workers).toHaveLength(3);
    expect(supervisor.size).toBe(2);
  });

  it('spaces out restarts of a process that keeps ending at once', () => {
    const { workers, scheduled, runScheduled } = supervised(1);
    const delays: number[] = [];
    for (let round = 0; round < 8; round++) {
      workers.at(-1)!.crash(1);
      delays.push(...scheduled.map(({ delayMs }) => delayMs));
      runScheduled();
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('stops every process on a signal and starts none again', async () => {
    const { supervisor, workers, logs, scheduled } = supervised(2);
    await supervisor.stop('SIGTERM');
    expect(workers.map((worker) => worker.signals)).toEqual([['SIGTERM'], ['SIGTERM']]);
    expect(supervisor.size).toBe(0);
    expect(logs).toEqual([]);
    expect(scheduled).toEqual([]);
  });

  it('hands an answer one process stored to the others, not back to it', () => {
    const { workers, runScheduled } = supervised(3);
    const [first, second, third] = workers as [FakeWorker, FakeWorker, FakeWorker];
    third.connected = false;
    const message = sharedCacheMessage('/lawyer/1\n\n\n', {
      status: 200,
      headers: [['content-type', 'text/html']],
      body: Buffer.from('<p>1</p>'),
      storedAt: 1,
      nonce: 'abc',
      encoded: { gzip: Promise.resolve(Buffer.alloc(1)) },
    } satisfies CachedAnswer);
    first.emit('message', message);
    first.emit('message', { type: 'something else' });
    expect(first.received).toEqual([]);
    expect(second.received).toEqual([message]);
    expect(third.received).toEqual([]);
    runScheduled();
  });
});

describe('the shared cache messages', () => {
  it('carry an answer without its compressed copies, and give it back with a Buffer body', () => {
    const message = sharedCacheMessage('/', {
      status: 200,
      headers: [],
      body: Buffer.from('hello'),
      storedAt: 5,
      encoded: { br: Promise.resolve(Buffer.alloc(1)) },
      deflatedParts: Promise.resolve({ parts: [], deflated: [] }),
    });
    expect(isSharedCacheMessage(message)).toBe(true);
    expect(Object.keys(message.answer).sort()).toEqual(
      ['body', 'headers', 'nonce', 'status', 'storedAt', 'ttlMs'].sort(),
    );
    // As the structured-clone channel delivers it: a plain Uint8Array.
    const received = structuredClone({
      ...message,
      answer: { ...message.answer, body: new Uint8Array(message.answer.body) },
    });
    const answer = answerFrom(received as unknown as SharedCacheMessage);
    expect(Buffer.isBuffer(answer.body)).toBe(true);
    expect(answer.body.toString()).toBe('hello');
    expect(answer.encoded).toEqual({});
    expect(isSharedCacheMessage({ type: 'cld:shared-cache' })).toBe(false);
    expect(isSharedCacheMessage(null)).toBe(false);
  });
});
