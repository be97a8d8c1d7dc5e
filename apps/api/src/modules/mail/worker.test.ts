import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { KyselyPlugin } from 'kysely';
import pino from 'pino';
import type { DatabaseHandle } from '@cld/db/database';
import { openTestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { enqueueMail } from './outbox.ts';
import type { MailDraft } from './templates.ts';
import { startTestSmtpServer } from './testing.ts';
import type { TestSmtpServer } from './testing.ts';
import { createSmtpTransport } from './transport.ts';
import type { MailTransport } from './transport.ts';
import { createOutboxWorker, retryDelaySeconds } from './worker.ts';

const FROM = 'Canada Lawyer Directory <no-reply@example.ca>';
const log = pino({ level: 'silent' });

function draft(overrides: Partial<MailDraft> = {}): MailDraft {
  return {
    kind: 'contact-request.lawyer',
    to: 'lawyer@example.com',
    replyTo: 'visitor@example.org',
    subject: 'New message from Jane Doe (Divorce)',
    text: 'Message:\n> Bonjour, pouvez-vous m’aider ?',
    ...overrides,
  };
}

describe('retryDelaySeconds', () => {
  it('doubles from the base up to the ceiling, then gives up', () => {
    const policy = { baseSeconds: 30, maxSeconds: 3600, maxAttempts: 10 };
    expect([1, 2, 3, 7, 8, 9].map((n) => retryDelaySeconds(policy, n))).toEqual([
      30, 60, 120, 1920, 3600, 3600,
    ]);
    expect(retryDelaySeconds(policy, 10)).toBeNull();
  });
});

describe.each(testDatabaseKinds)('the outbox worker on %s', (kind) => {
  let database: DatabaseHandle;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    [database, smtp] = await Promise.all([openTestDatabase(kind), startTestSmtpServer()]);
  });

  afterAll(async () => {
    await Promise.all([database?.close(), smtp?.close()]);
  });

  beforeEach(async () => {
    await database.db.deleteFrom('mail_outbox').execute();
    smtp.received.length = 0;
  });

  function worker(retry = { baseSeconds: 60, maxSeconds: 3600, maxAttempts: 3 }) {
    return createOutboxWorker({
      db: database.db,
      transport: createSmtpTransport({ smtpUrl: smtp.url, from: FROM }),
      log,
      retry,
    });
  }

  const rows = () => database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  /** The next attempt is made due now instead of waiting out the backoff. */
  const makeDue = () =>
    database.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: sql<Date>`now()` })
      .where('status', 'in', ['pending', 'sending'])
      .execute();

  it('delivers with our From, the visitor as Reply-To and a Message-ID from the outbox id', async () => {
    await enqueueMail({ db: database.db, mails: [draft()] });
    const outbox = worker();
    expect(await outbox.deliverDue()).toBe(1);
    await outbox.stop();

    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(row?.sent_at).not.toBeNull();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual(['lawyer@example.com']);
    expect(mail?.headers).toMatchObject({
      from: FROM,
      to: 'lawyer@example.com',
      'reply-to': 'visitor@example.org',
      subject: 'New message from Jane Doe (Divorce)',
      'message-id': `<outbox-${row?.id}@example.ca>`,
      'auto-submitted': 'auto-generated',
    });
    expect(mail?.headers['content-type']).toMatch(/^text\/plain/);
    expect(mail?.text).toBe('Message:\n> Bonjour, pouvez-vous m’aider ?');
  });

  it('retries after a temporary refusal with backoff, then delivers once', async () => {
    await enqueueMail({ db: database.db, mails: [draft()] });
    smtp.refuseNext(1, 451);
    const outbox = worker();
    await outbox.deliverDue();

    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.last_error).toMatch(/451/);
    const { rows: wait } = await sql<{ seconds: number }>`
      select extract(epoch from next_attempt_at - now())::int as seconds from mail_outbox`.execute(
      database.db,
    );
    expect(wait[0]?.seconds).toBeGreaterThan(50);
    expect(await outbox.deliverDue()).toBe(0);

    await makeDue();
    expect(await outbox.deliverDue()).toBe(1);
    await outbox.stop();
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
    expect(smtp.received).toHaveLength(1);
  });

  it('gives up after the last attempt, and at once on a permanent refusal', async () => {
    await enqueueMail({ db: database.db, mails: [draft({ to: 'a@example.com' })] });
    const outbox = worker({ baseSeconds: 60, maxSeconds: 60, maxAttempts: 2 });
    smtp.refuseNext(2, 421);
    await outbox.deliverDue();
    await makeDue();
    await outbox.deliverDue();
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: 2 }]);

    await enqueueMail({ db: database.db, mails: [draft({ to: 'b@example.com' })] });
    smtp.refuseNext(1, 550);
    await outbox.deliverDue();
    await outbox.stop();
    expect((await rows())[1]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(smtp.received).toHaveLength(0);
  });

  it('sends a mail whose sender died mid-send again, under the same Message-ID', async () => {
    await enqueueMail({ db: database.db, mails: [draft()] });
    // What a crash between the send and recording it leaves behind: a claim nobody will finish.
    await database.db
      .updateTable('mail_outbox')
      .set({
        status: 'sending',
        attempts: 1,
        next_attempt_at: sql<Date>`now() + interval '5 minutes'`,
      })
      .execute();
    const outbox = worker();
    expect(await outbox.deliverDue()).toBe(0);
    await makeDue();
    expect(await outbox.deliverDue()).toBe(1);
    await outbox.stop();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.map((m) => m.headers['message-id'])).toEqual([
      `<outbox-${row?.id}@example.ca>`,
    ]);
  });

  it('records a sent mail once the database is back, and sends it only once (issue 38)', async () => {
    await enqueueMail({ db: database.db, mails: [draft()] });
    // The database stops answering as the mail server accepts the mail (a PostgreSQL restart).
    let unanswered = 0;
    const outage: KyselyPlugin = {
      transformQuery(args) {
        if (unanswered > 0) {
          unanswered -= 1;
          throw new Error('Connection terminated unexpectedly');
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const smtpTransport = createSmtpTransport({ smtpUrl: smtp.url, from: FROM });
    const transport: MailTransport = {
      async send(mail) {
        await smtpTransport.send(mail);
        unanswered = 5;
      },
      close: () => smtpTransport.close(),
    };
    const outbox = createOutboxWorker({
      db: database.db.withPlugin(outage),
      transport,
      log,
      lease: { seconds: 1, renewEveryMs: 60_000 },
      recordSentPolicy: { firstWaitMs: 10, maxWaitMs: 50, giveUpAfterMs: 60_000 },
    });
    expect(await outbox.deliverDue()).toBe(1);
    expect(unanswered).toBe(0);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 1 }]);
    // Past its lease, nothing is left to send again.
    await makeDue();
    expect(await outbox.deliverDue()).toBe(0);
    await outbox.stop();
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the claim of a send slower than the lease by renewing it', async () => {
    await enqueueMail({ db: database.db, mails: [draft()] });
    const lease = { seconds: 2, renewEveryMs: 250 };
    const sends: string[] = [];
    let finishFirstSend = () => {};
    const firstSendFinished = new Promise<void>((resolve) => (finishFirstSend = resolve));
    // The first send waits for the test; any other would be a second copy, sent at once.
    const slow: MailTransport = {
      async send(mail) {
        sends.push(mail.id);
        if (sends.length === 1) await firstSendFinished;
      },
      close() {},
    };
    const sender = createOutboxWorker({ db: database.db, transport: slow, log, lease });
    const other = createOutboxWorker({ db: database.db, transport: slow, log, lease });
    const sending = sender.deliverDue();
    await expect.poll(() => sends.length).toBe(1);
    const [claimed] = await rows();
    // Past the end of the first lease: only the renewals keep the mail from the other worker.
    await expect
      .poll(
        async () => {
          const { rows: past } = await sql<{ past: boolean }>`
            select now() > ${claimed!.next_attempt_at} as past`.execute(database.db);
          return past[0]?.past;
        },
        { timeout: 5000 },
      )
      .toBe(true);
    expect(await other.deliverDue()).toBe(0);

    finishFirstSend();
    expect(await sending).toBe(1);
    await Promise.all([sender.stop(), other.stop()]);
    expect(sends).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('holds mail when there is no mail server, and logs no addresses or bodies', async () => {
    await enqueueMail({ db: database.db, mails: [draft(), draft({ kind: 'inquiry.reply' })] });
    const lines: string[] = [];
    const outbox = createOutboxWorker({
      db: database.db,
      transport: undefined,
      log: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
    });
    expect(await outbox.deliverDue()).toBe(2);
    await outbox.stop();
    expect((await rows()).map((r) => r.status)).toEqual(['held', 'held']);
    expect(lines).toHaveLength(2);
    expect(lines.join('')).toMatch(/mail held/);
    expect(lines.join('')).not.toMatch(/example|Jane|Bonjour/);
  });

  it('runs on its own once started: wakes on demand and stops cleanly', async () => {
    const outbox = createOutboxWorker({
      db: database.db,
      transport: createSmtpTransport({ smtpUrl: smtp.url, from: FROM }),
      log,
      pollIntervalMs: 60_000,
    });
    outbox.start();
    await enqueueMail({ db: database.db, mails: [draft()] });
    outbox.wake();
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    await outbox.stop();
    await enqueueMail({ db: database.db, mails: [draft({ to: 'later@example.com' })] });
    outbox.wake();
    expect((await rows()).map((r) => r.status)).toEqual(['sent', 'pending']);
  });
});
