import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';
import { claimDueMail, markFailedAttempt, markHeld, markSent, renewLease } from './outbox.ts';
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

export interface LeasePolicy {
  /** How long a claim lasts unless its sender renews it. */
  seconds: number;
  /** How often the sender renews the claim of the mail in hand. */
  renewEveryMs: number;
}

/**
 * A claim lasts 15 s and is renewed every 5 s while its mail is being sent, however long the mail
 * server takes: a live sender would have to miss two renewals in a row to lose it, and the mail of
 * a sender that died (kill -9 between a booking's 201 and its e-mail) is due again within 15 s, for
 * the next process or another replica. A fixed lease would have to outlast the transport's longest
 * send (minutes) and would hold such mail that long.
 */
export const DEFAULT_LEASE: LeasePolicy = { seconds: 15, renewEveryMs: 5000 };

const POLL_INTERVAL_MS = 2000;
/**
 * Recording a sent mail is retried until the database answers (a restart of PostgreSQL, say), for
 * up to five minutes: left unrecorded, the mail would go out again once its claim lapses, and the
 * visitor would receive it twice (issue 38, decision 055). The waits double from 100 ms to 2 s.
 */
export const RECORD_SENT_POLICY = { firstWaitMs: 100, maxWaitMs: 2000, giveUpAfterMs: 300_000 };

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
 * Delivers the outbox at least once per mail, and once in all but one case (decision 055). Each
 * mail is claimed on its own (`sending`, with a lease), sent outside any transaction while the
 * lease is renewed, then recorded at once, retried until the database answers. A mail whose sender
 * dies before that write (during the send, or in the milliseconds between the server's answer and
 * the write) goes out again once the lease lapses (`DEFAULT_LEASE`), with the same Message-ID, so
 * the receiving systems can tell the copy. Without a transport (no SMTP_URL) due mail is marked
 * `held` instead.
 */
export function createOutboxWorker({
  db,
  transport,
  log,
  retry = DEFAULT_RETRY,
  lease = DEFAULT_LEASE,
  pollIntervalMs = POLL_INTERVAL_MS,
  recordSentPolicy: recording = RECORD_SENT_POLICY,
}: {
  db: Kysely<Database>;
  transport: MailTransport | undefined;
  log: FastifyBaseLogger;
  retry?: RetryPolicy;
  lease?: LeasePolicy;
  pollIntervalMs?: number;
  recordSentPolicy?: typeof RECORD_SENT_POLICY;
}): OutboxWorker {
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> | undefined;
  let wakeRequested = false;

  async function recordSent(mail: OutboxRow): Promise<void> {
    const startedAt = Date.now();
    for (let waitMs = recording.firstWaitMs; ; waitMs = Math.min(waitMs * 2, recording.maxWaitMs)) {
      try {
        await markSent({ db, id: mail.id, attempts: mail.attempts });
        return;
      } catch (error) {
        if (Date.now() - startedAt >= recording.giveUpAfterMs) throw error;
        log.warn(
          { outboxId: mail.id, kind: mail.kind, attempt: mail.attempts, err: error },
          'sent mail not recorded yet; trying again',
        );
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
  }

  /**
   * Runs `send` while renewing the claim of `mail`. Renewals run one after another and are awaited
   * before the outcome is recorded. One that finds the claim gone (it lapsed, say in a database
   * outage, and another worker took the mail) cannot stop a send under way, so it is only logged:
   * the mail may then arrive twice, under one Message-ID.
   */
  async function holdingClaim(mail: OutboxRow, send: () => Promise<void>): Promise<void> {
    const context = { outboxId: mail.id, kind: mail.kind, attempt: mail.attempts };
    const renewOnce = async () => {
      try {
        const held = await renewLease({
          db,
          id: mail.id,
          attempts: mail.attempts,
          leaseSeconds: lease.seconds,
        });
        if (!held) log.warn(context, 'mail claim lost while sending');
      } catch (error) {
        log.warn({ ...context, err: error }, 'mail claim not renewed');
      }
    };
    let renewals = Promise.resolve();
    const renewal = setInterval(() => {
      renewals = renewals.then(renewOnce);
    }, lease.renewEveryMs);
    try {
      await send();
    } finally {
      clearInterval(renewal);
      await renewals;
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
      await holdingClaim(mail, () => transport.send(mail));
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
      const mail = await claimDueMail({ db, leaseSeconds: lease.seconds });
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
