import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';
import { claimDueMail, markFailedAttempt, markHeld, markSent } from './outbox.ts';
import type { OutboxRow } from './outbox.ts';
import { isPermanentFailure } from './transport.ts';
import type { MailTransport } from './transport.ts';

export interface RetryPolicy {
  /** The wait after the first failure; it doubles after each further one, up to `maxSeconds`. */
  baseSeconds: number;
  maxSeconds: number;
  /** Attempts before a mail is given up as `failed`. */
  maxAttempts: number;
}

/** 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: a mail server down for a day loses nothing. */
export const DEFAULT_RETRY: RetryPolicy = { baseSeconds: 30, maxSeconds: 3600, maxAttempts: 30 };

/** Longer than the SMTP transport's timeouts, so a live sender never loses its claim. */
const LEASE_SECONDS = 300;
const POLL_INTERVAL_MS = 2000;
/** Recording a sent mail is retried briefly: each failure here risks a second copy later. */
const MARK_SENT_TRIES = 3;

export function retryDelaySeconds(policy: RetryPolicy, attempts: number): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** (attempts - 1));
}

export interface OutboxWorker {
  /** Starts polling; the first round runs at once. */
  start(): void;
  /** Asks for a round now, e.g. right after a transaction queued mail. */
  wake(): void;
  /** Finishes the mail in hand, stops polling and closes the transport. */
  stop(): Promise<void>;
  /** One full round in the caller's hands (tests, operators): delivers what is due, answers how many. */
  deliverDue(): Promise<number>;
}

/**
 * Delivers the outbox. Each mail is claimed on its own (a short transaction with a lease), sent
 * outside any transaction, then recorded at once: a crash can only fall in the moment between the
 * server's answer and that write, and a mail caught there goes out again when its lease ends, with
 * the same Message-ID. Without a transport (no SMTP_URL) due mail is marked `held` instead.
 */
export function createOutboxWorker({
  db,
  transport,
  log,
  retry = DEFAULT_RETRY,
  pollIntervalMs = POLL_INTERVAL_MS,
}: {
  db: Kysely<Database>;
  transport: MailTransport | undefined;
  log: FastifyBaseLogger;
  retry?: RetryPolicy;
  pollIntervalMs?: number;
}): OutboxWorker {
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> | undefined;
  let wakeRequested = false;

  async function recordSent(mail: OutboxRow): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await markSent({ db, id: mail.id, attempts: mail.attempts });
        return;
      } catch (error) {
        if (attempt >= MARK_SENT_TRIES) throw error;
      }
    }
  }

  async function deliver(mail: OutboxRow): Promise<void> {
    const context = { outboxId: mail.id, kind: mail.kind, attempt: mail.attempts };
    if (!transport) {
      await markHeld({ db, id: mail.id });
      // Never the body or the addresses: logs are not the place for personal data.
      log.warn(context, 'mail held: SMTP_URL is not set (GET /api/admin/outbox shows it)');
      return;
    }
    try {
      await transport.send(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryInSeconds = isPermanentFailure(error)
        ? null
        : retryDelaySeconds(retry, mail.attempts);
      await markFailedAttempt({
        db,
        id: mail.id,
        attempts: mail.attempts,
        error: message,
        retryInSeconds,
      });
      log.warn({ ...context, retryInSeconds, err: message }, 'mail not sent');
      return;
    }
    await recordSent(mail);
    log.info(context, 'mail sent');
  }

  async function deliverDue({ untilStopped = false } = {}): Promise<number> {
    let delivered = 0;
    while (!(untilStopped && stopped)) {
      const mail = await claimDueMail({ db, leaseSeconds: LEASE_SECONDS });
      if (!mail) break;
      await deliver(mail);
      delivered += 1;
    }
    return delivered;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(runRound, delayMs);
  }

  function runRound(): void {
    timer = undefined;
    if (round) {
      wakeRequested = true;
      return;
    }
    round = deliverDue({ untilStopped: true })
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox round failed'))
      .finally(() => {
        round = undefined;
        const again = wakeRequested;
        wakeRequested = false;
        schedule(again ? 0 : pollIntervalMs);
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    wake() {
      if (stopped) return;
      if (round) wakeRequested = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await round;
      transport?.close();
    },
    deliverDue: () => deliverDue(),
  };
}
