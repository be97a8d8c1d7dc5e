import type { FastifyBaseLogger } from 'fastify';

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

/**
 * A periodic job that queues reminder e-mails: `send` answers how many it queued, and when it
 * queued any the outbox is woken (`onMailQueued`). Each run is logged as "{name} job ran" with the
 * count under `key`; a failure is logged and the next run tries again.
 */
export function reminderJob({
  name,
  key,
  log,
  send,
  onMailQueued,
  intervalMs,
}: {
  name: string;
  key: string;
  log: FastifyBaseLogger;
  send: () => Promise<number>;
  onMailQueued: () => void;
  intervalMs: number;
}): PeriodicJob {
  return periodicJob(async () => {
    try {
      const reminders = await send();
      if (reminders > 0) onMailQueued();
      log.info({ [key]: { reminders } }, `${name} job ran`);
    } catch (error) {
      log.error({ err: error }, `${name} job failed`);
    }
  }, intervalMs);
}
