import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from '@cld/db/database';
import { openTestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { claimDueMail, enqueueMail, markSent, renewLease } from './outbox.ts';
import type { MailDraft } from './templates.ts';

const draft: MailDraft = {
  kind: 'contact-request.lawyer',
  to: 'lawyer@example.com',
  replyTo: null,
  subject: 'New message',
  text: 'Hello',
};

describe.each(testDatabaseKinds)('the outbox’s leases on %s', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });

  afterAll(async () => {
    await database?.close();
  });

  beforeEach(async () => {
    await database.db.deleteFrom('mail_outbox').execute();
  });

  /** Seconds from the database's now to the end of the mail's lease. */
  async function leaseLeft(id: string): Promise<number> {
    const { rows } = await sql<{ seconds: number }>`
      select extract(epoch from next_attempt_at - now())::float8 as seconds
      from mail_outbox where id = ${id}`.execute(database.db);
    return rows[0]!.seconds;
  }

  it('renews only a claim that is still ours: not one re-taken after a lapse, not a sent one', async () => {
    await enqueueMail({ db: database.db, mails: [draft] });
    const first = await claimDueMail({ db: database.db, leaseSeconds: 15 });
    expect(first).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await leaseLeft(first!.id)).toBeLessThanOrEqual(15);

    expect(
      await renewLease({ db: database.db, id: first!.id, attempts: 1, leaseSeconds: 60 }),
    ).toBe(true);
    expect(await leaseLeft(first!.id)).toBeGreaterThan(50);
    // Nobody else may take it while the lease runs.
    expect(await claimDueMail({ db: database.db, leaseSeconds: 15 })).toBeUndefined();

    // The lease lapses (its sender stopped renewing) and another worker takes the mail.
    await database.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: sql<Date>`now()` })
      .execute();
    const second = await claimDueMail({ db: database.db, leaseSeconds: 15 });
    expect(second).toMatchObject({ id: first!.id, attempts: 2 });
    expect(
      await renewLease({ db: database.db, id: first!.id, attempts: 1, leaseSeconds: 60 }),
    ).toBe(false);
    expect(await leaseLeft(first!.id)).toBeLessThanOrEqual(15);

    await markSent({ db: database.db, id: first!.id, attempts: 2 });
    expect(
      await renewLease({ db: database.db, id: first!.id, attempts: 2, leaseSeconds: 60 }),
    ).toBe(false);
    const row = await database.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', attempts: 2 });
  });
});
