import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { periodicJob, reminderJob } from './periodic-job.ts';

describe('periodicJob', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start, then once per interval after each run, and stops after the run in progress', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => {};
    const job = periodicJob(
      () =>
        new Promise<void>((resolve) => {
          runs += 1;
          finish = resolve;
        }),
      1000,
    );
    job.start();
    expect(runs).toBe(1);
    // A run in progress is not overlapped, however long it takes.
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
  });
});

describe('reminderJob', () => {
  it('wakes the outbox only when it queued mail, logs each run, and survives a failure', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const onMailQueued = vi.fn();
    const counts = [0, 2];
    const send = vi.fn(async () => {
      const next = counts.shift();
      if (next === undefined) throw new Error('database gone');
      return next;
    });
    const job = reminderJob({
      name: 'booking reminders',
      key: 'bookings',
      log: log as unknown as FastifyBaseLogger,
      send,
      onMailQueued,
      intervalMs: 5,
    });
    job.start();
    await vi.waitFor(() => expect(send.mock.calls.length).toBeGreaterThanOrEqual(3));
    await job.stop();
    expect(onMailQueued).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenNthCalledWith(
      1,
      { bookings: { reminders: 0 } },
      'booking reminders job ran',
    );
    expect(log.info).toHaveBeenNthCalledWith(
      2,
      { bookings: { reminders: 2 } },
      'booking reminders job ran',
    );
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.any(Error) as Error },
      'booking reminders job failed',
    );
  });
});
