import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodicJob } from './periodic-job.ts';

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
