export interface PeriodicJob {
  /** Runs the job now, then every interval after each run ends. */
  start(): void;
  /** Waits for a run in progress, then stops the timer. */
  stop(): Promise<void>;
}

/**
 * A job run at start and every `intervalMs` after the previous run ends (runs never overlap).
 * `run` handles its own failures (a worker logs them and tries again next time); the timer does
 * not keep the process alive.
 */
export function periodicJob(run: () => Promise<void>, intervalMs: number): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(schedule);
    }, intervalMs);
    timer.unref();
  };

  return {
    start() {
      stopped = false;
      running = run().finally(schedule);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
