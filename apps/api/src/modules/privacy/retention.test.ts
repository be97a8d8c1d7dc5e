import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@cld/db/database';
import { seedDirectory } from '../../db/seed.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import {
  ANALYTICS_RETENTION_MONTHS,
  ANONYMISED_NAME,
  INQUIRY_RETENTION_MONTHS,
  SESSION_RETENTION_DAYS,
  createRetentionWorker,
  runRetention,
} from './retention.ts';

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const monthsAgo = (months: number, extraDays = 0) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return new Date(date.getTime() - extraDays * DAY);
};
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

describe.each(testDatabaseKinds)('the retention job on %s', (kind) => {
  let database: DatabaseHandle;
  let lawyerId: number;
  let userId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDirectory({ db: database.db, data: buildDirectoryData([buildLawyer()]) });
    const lawyer = await database.db.selectFrom('lawyers').select('id').executeTakeFirstOrThrow();
    lawyerId = lawyer.id;
    const user = await database.db
      .insertInto('users')
      .values({ email: 'kept@example.com', first_name: 'Kept', last_name: 'User' })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
  });

  afterAll(async () => {
    await database?.close();
  });

  it('applies each period of the privacy policy to backdated rows, and only to them', async () => {
    const db = database.db;
    const request = (name: string, createdAt: Date) => ({
      lawyer_id: lawyerId,
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '4165550100',
      legal_issue: 'Divorce',
      message: 'Please call me.',
      created_at: createdAt,
    });
    await db
      .insertInto('contact_requests')
      .values([
        request('Old', monthsAgo(INQUIRY_RETENTION_MONTHS, 1)),
        request('Recent', monthsAgo(INQUIRY_RETENTION_MONTHS - 1)),
      ])
      .execute();
    await db
      .insertInto('consultation_requests')
      .values({
        ...request('OldConsult', monthsAgo(INQUIRY_RETENTION_MONTHS, 1)),
        legal_issue: 'family-law',
        preferred_date: '2024-01-01',
        preferred_time: '9:30 AM',
        consultation_type: 'video-call',
      })
      .execute();
    await db
      .insertInto('messages')
      .values({
        recipient_id: userId,
        lawyer_id: lawyerId,
        sender_name: 'Old Sender',
        sender_email: 'old.sender@example.com',
        sender_phone: '4165550100',
        subject: 'Old',
        message: 'An old message.',
        created_at: monthsAgo(INQUIRY_RETENTION_MONTHS, 1),
      })
      .execute();
    const booking = (name: string, createdAt: Date, startsAt: Date) => ({
      lawyer_id: lawyerId,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 30 * 60 * 1000),
      meeting_mode: 'video',
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '4165550100',
      message: 'About my lease.',
      visitor_token_hash: name.padEnd(64, 'v'),
      lawyer_token_hash: name.padEnd(64, 'l'),
      created_at: createdAt,
    });
    await db
      .insertInto('bookings')
      .values([
        // Past its period and over: anonymised. Booked long ago for a day still to come: kept.
        booking(
          'OldBooker',
          monthsAgo(INQUIRY_RETENTION_MONTHS, 1),
          monthsAgo(INQUIRY_RETENTION_MONTHS),
        ),
        booking('FarAhead', monthsAgo(INQUIRY_RETENTION_MONTHS, 1), new Date(Date.now() + DAY)),
        booking('RecentBooker', monthsAgo(1), monthsAgo(0, 20)),
        // Never confirmed (decision 037): a lapsed hold goes at once, a live one stays.
        {
          ...booking('LapsedHold', new Date(Date.now() - DAY), new Date(Date.now() + 2 * DAY)),
          status: 'held' as const,
          hold_expires_at: new Date(Date.now() - DAY + 30 * 60 * 1000),
          hold_address_hash: 'a'.repeat(64),
        },
        {
          ...booking('HeldNow', new Date(), new Date(Date.now() + 3 * DAY)),
          status: 'held' as const,
          hold_expires_at: new Date(Date.now() + 30 * 60 * 1000),
          hold_address_hash: 'b'.repeat(64),
        },
      ])
      .execute();
    const site = (name: string, createdAt: Date, handledAt: Date | null) => ({
      name,
      email: `${name.toLowerCase()}@example.com`,
      category: 'General Inquiry',
      subject: 'Hello',
      message: 'A question.',
      created_at: createdAt,
      handled_at: handledAt,
    });
    await db
      .insertInto('site_contact_messages')
      .values([
        // Received long ago but answered recently: its period runs from the answer.
        site('AnsweredLately', monthsAgo(30), monthsAgo(6)),
        site('AnsweredLongAgo', monthsAgo(30), monthsAgo(25)),
        site('NeverAnswered', monthsAgo(25), null),
      ])
      .execute();
    const event = (createdAt: Date) => ({
      name: 'page_view',
      category: 'navigation',
      created_at: createdAt,
    });
    await db
      .insertInto('analytics_events')
      .values([event(monthsAgo(ANALYTICS_RETENTION_MONTHS, 1)), event(monthsAgo(12))])
      .execute();
    const session = (expiresAt: Date, revokedAt: Date | null) => ({
      user_id: userId,
      expires_at: expiresAt,
      revoked_at: revokedAt,
    });
    await db
      .insertInto('sessions')
      .values([
        session(ago(SESSION_RETENTION_DAYS + 1), null),
        session(ago(SESSION_RETENTION_DAYS - 1), null),
        session(new Date(Date.now() + DAY), ago(SESSION_RETENTION_DAYS + 1)),
        session(new Date(Date.now() + DAY), ago(1)),
      ])
      .execute();
    const incident = (keepUntil: Date) => ({
      title: 'Incident',
      description: 'Something happened.',
      occurred_on: '2020-01-01',
      discovered_on: '2020-01-02',
      affected: 'Someone',
      personal_information: 'E-mail',
      risk_of_significant_harm: false,
      reported_to_regulator: false,
      individuals_notified: false,
      keep_until: isoDate(keepUntil),
    });
    await db
      .insertInto('privacy_incidents')
      .values([incident(ago(1)), incident(new Date(Date.now() + DAY))])
      .execute();
    const mail = (status: 'sent' | 'held', sentAt: Date | null) => ({
      kind: 'contact-request.lawyer',
      to_address: 'someone@example.com',
      reply_to: null,
      subject: 'Old mail',
      text: 'Text',
      status,
      sent_at: sentAt,
      created_at: monthsAgo(30),
    });
    await db
      .insertInto('mail_outbox')
      .values([mail('sent', monthsAgo(25)), mail('sent', monthsAgo(1)), mail('held', null)])
      .execute();

    const report = await runRetention({ db });
    expect(report).toMatchObject({
      inquiriesAnonymised: 4,
      siteContactMessagesAnonymised: 2,
      analyticsEventsDeleted: 1,
      sessionsDeleted: 2,
      incidentsDeleted: 1,
      sentMailDeleted: 1,
    });

    const contacts = await db.selectFrom('contact_requests').selectAll().orderBy('id').execute();
    expect(contacts.map((c) => [c.name, c.email, c.phone, c.message])).toEqual([
      [ANONYMISED_NAME, 'anonymised@invalid.example', '', 'Please call me.'],
      ['Recent', 'recent@example.com', '4165550100', 'Please call me.'],
    ]);
    expect(contacts[0]?.anonymised_at).not.toBeNull();
    const bookings = await db.selectFrom('bookings').selectAll().orderBy('id').execute();
    expect(bookings.map((b) => [b.name, b.email, b.phone, b.message])).toEqual([
      [ANONYMISED_NAME, 'anonymised@invalid.example', null, null],
      ['FarAhead', 'farahead@example.com', '4165550100', 'About my lease.'],
      ['RecentBooker', 'recentbooker@example.com', '4165550100', 'About my lease.'],
      ['HeldNow', 'heldnow@example.com', '4165550100', 'About my lease.'],
    ]);
    const sites = await db
      .selectFrom('site_contact_messages')
      .select('name')
      .orderBy('id')
      .execute();
    expect(sites.map((s) => s.name)).toEqual(['AnsweredLately', ANONYMISED_NAME, ANONYMISED_NAME]);
    expect(
      await db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute(),
    ).toHaveLength(2);
    expect(await db.selectFrom('mail_outbox').select('status').execute()).toHaveLength(2);

    // A second run finds nothing more to do.
    expect(await runRetention({ db })).toMatchObject({
      inquiriesAnonymised: 0,
      siteContactMessagesAnonymised: 0,
      analyticsEventsDeleted: 0,
      sessionsDeleted: 0,
      incidentsDeleted: 0,
      sentMailDeleted: 0,
    });
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from contact_requests where anonymised_at is not null`.execute(db);
    expect(rows[0]?.n).toBe(1);
  });

  it('runs at start, then every interval, and stops cleanly', async () => {
    const reports: unknown[] = [];
    const log = {
      info: (object: unknown) => reports.push(object),
      error: (object: unknown) => reports.push(object),
    } as unknown as FastifyBaseLogger;
    const worker = createRetentionWorker({ db: database.db, log, intervalMs: 20 });
    worker.start();
    await expect.poll(() => reports.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    await worker.stop();
    expect(reports[0]).toMatchObject({ retention: { inquiriesAnonymised: 0 } });
  });
});
