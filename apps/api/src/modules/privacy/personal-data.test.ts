import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { PersonalDataExport } from '@cld/contract/account';
import type { Inquiry } from '@cld/contract/inquiries';
import type { MyProfile } from '@cld/contract/my-profile';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import type { DatabaseHandle } from '@cld/db/database';
import { testDatabaseKinds } from '../../test/databases.ts';
import { registerAdmin } from '../admin/testing.ts';
import { registerUser, uniqueEmail } from '../auth/testing.ts';
import type { SignedIn } from '../auth/testing.ts';
import { DELETED_NAME } from './personal-data.ts';
import { type ErrorBody, callerOf, createProfileAs, freshAddress } from '../../test/inject.ts';
import { OPEN_EVERY_DAY } from '../bookings/testing.ts';

/** Every row of every table whose text (any text, varchar or json column) contains `needle`. */
async function rowsMentioning(db: DatabaseHandle['db'], needle: string) {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'USER-DEFINED', 'ARRAY')
  `.execute(db);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from ${sql.table(table)}
      where strpos(lower(${sql.ref(column)}::text), lower(${needle})) > 0
    `.execute(db);
    if ((rows[0]?.count ?? 0) > 0) found.push(`${table}.${column}`);
  }
  expect(columns.length).toBeGreaterThan(50);
  return found;
}

describe.each(testDatabaseKinds)('personal data on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let admin: SignedIn;
  let subject: SignedIn;
  let other: SignedIn;
  let subjectProfile: MyProfile;
  let otherProfile: MyProfile;
  const officeEmail = uniqueEmail('zq-office');

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind));
    admin = await registerAdmin(app, database.db);
    subject = await registerUser(app, { firstName: 'Zebulon', lastName: 'Quarrington' });
    other = await registerUser(app, { firstName: 'Oona', lastName: 'Otherlawyer' });
    subjectProfile = await createProfileAs(app, subject, {
      name: 'Zebulon Quarrington',
      email: officeEmail,
      phone: '416-555-0177',
    });
    otherProfile = await createProfileAs(app, other, {
      name: 'Oona Otherlawyer',
      email: uniqueEmail('oona'),
    });
  });

  afterAll(() => closeTestApp(app, database));

  const call = callerOf(() => app, freshAddress);

  const visitorEmail = uniqueEmail('vic-booker');

  /**
   * Opens booking every day on `actor`'s profile and books an open slot as `body` (an e-mail not
   * proven: held), confirmed from the hold's e-mailed link (decision 037).
   */
  async function bookWith(
    actor: SignedIn,
    lawyerId: number,
    body: Record<string, unknown> & { email: string },
  ) {
    const hours = await call(actor, 'PUT', '/api/lawyers/my-availability', {
      payload: OPEN_EVERY_DAY,
    });
    expect(hours.statusCode, hours.body).toBe(200);
    const slots = await call(null, 'GET', `/api/lawyers/${lawyerId}/slots`);
    const startsAt = slots.json<{ slots: { startsAt: string }[] }>().slots[3]!.startsAt;
    const booked = await call(null, 'POST', `/api/lawyers/${lawyerId}/bookings`, {
      payload: { startsAt, meetingMode: 'video', locale: 'en', ...body },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const hold = await database.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('to_address', '=', body.email)
      .where('kind', '=', 'booking.hold.visitor')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /\?token=([A-Za-z0-9_-]{43})/.exec(hold.text)?.[1];
    const confirmed = await call(null, 'POST', '/api/bookings/manage/confirm', {
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }

  /**
   * The subject writes to another lawyer and the site, receives a request and answers it, books a
   * consultation with the other lawyer and has one booked with their own profile.
   */
  async function leaveTraces() {
    await bookWith(other, otherProfile.id, {
      name: 'Zebulon Quarrington',
      email: subject.user.email,
      phone: '416-555-0177',
      message: 'Zebulon needs a second opinion.',
    });
    await bookWith(subject, subjectProfile.id, {
      name: 'Vic Booker',
      email: visitorEmail,
      phone: '416-555-0150',
    });
    const sent = await call(null, 'POST', '/api/contact-requests', {
      payload: {
        lawyerId: otherProfile.id,
        name: 'Zebulon Quarrington',
        email: subject.user.email,
        phone: '416-555-0177',
        legalIssue: 'Divorce',
        message: 'A question about my own separation, from one lawyer to another.',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const received = await call(null, 'POST', '/api/contact-requests', {
      payload: {
        lawyerId: subjectProfile.id,
        name: 'Vic Visitor',
        email: uniqueEmail('vic'),
        phone: '416-555-0150',
        legalIssue: 'Divorce',
        message: 'Could you help me with a custody question?',
      },
    });
    expect(received.statusCode, received.body).toBe(201);
    const reply = await call(
      subject,
      'POST',
      `/api/lawyers/my-contact-requests/contact/${received.json<{ id: number }>().id}/reply`,
      { payload: { content: 'Yes, call my office. Zebulon Quarrington' } },
    );
    expect(reply.statusCode, reply.body).toBe(201);
    const site = await call(null, 'POST', '/api/contact', {
      payload: {
        name: 'Zebulon Quarrington',
        email: subject.user.email,
        phone: '416-555-0177',
        category: 'General Inquiry',
        subject: 'Listing question',
        message: 'How do I change my listing photo?',
      },
    });
    expect(site.statusCode, site.body).toBe(201);
    await database.db
      .insertInto('messages')
      .values({
        sender_id: subject.user.id,
        recipient_id: other.user.id,
        lawyer_id: otherProfile.id,
        sender_name: 'Zebulon Quarrington',
        sender_email: subject.user.email,
        sender_phone: '416-555-0177',
        subject: 'Referral',
        message: 'I am referring a client to you.',
      })
      .execute();
    // An administrator looked the account up and read the profile: both audited.
    const search = await call(
      admin,
      'GET',
      `/api/admin/users?email=${encodeURIComponent(subject.user.email)}`,
    );
    expect(search.statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/admin/lawyers/${subjectProfile.id}`)).statusCode).toBe(
      200,
    );
    // Some of the mail about the subject has gone out already; the rest waits.
    await database.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: new Date() })
      .where('to_address', '=', subject.user.email)
      .execute();
  }

  it('exports everything held about the signed-in account, never a password', async () => {
    await leaveTraces();
    expect((await call(null, 'GET', '/api/account/export')).statusCode).toBe(401);
    const response = await call(subject, 'GET', '/api/account/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).not.toMatch(/password_hash|scrypt\$/);
    const data = response.json<PersonalDataExport>();
    expect(data.account).toMatchObject({ email: subject.user.email, first_name: 'Zebulon' });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).not.toHaveProperty('id');
    expect(data.lawyerProfile).toMatchObject({ id: subjectProfile.id, email: officeEmail });
    expect(data.requestsReceived).toEqual([
      expect.objectContaining({
        kind: 'contact',
        name: 'Vic Visitor',
        replies: [expect.objectContaining({ content: 'Yes, call my office. Zebulon Quarrington' })],
      }),
    ]);
    expect(data.requestsSent.map((r) => r.kind).sort()).toEqual(['contact', 'message']);
    expect(data.siteContactMessages).toHaveLength(1);
    expect(data.bookingsMade).toEqual([
      expect.objectContaining({ lawyer_id: otherProfile.id, name: 'Zebulon Quarrington' }),
    ]);
    expect(data.bookingsReceived).toEqual([
      expect.objectContaining({ lawyer_id: subjectProfile.id, email: visitorEmail }),
    ]);
    expect(data.bookingAvailability).toMatchObject({ lawyer_id: subjectProfile.id });
    expect(response.body).not.toMatch(/token_hash/);
    expect(data.auditTrail.map((e) => e.action)).toContain('lawyer.view');
  });

  it('closes the account: confirm with the e-mail, then nothing anywhere names the person', async () => {
    const wrong = await call(subject, 'POST', '/api/account/delete', {
      payload: { confirmEmail: 'someone-else@example.com' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorBody>().issues?.map((i) => i.path)).toEqual([['confirmEmail']]);
    const missing = await call(subject, 'POST', '/api/account/delete', { payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().issues?.[0]?.path).toEqual(['confirmEmail']);
    expect((await call(null, 'POST', '/api/account/delete', { payload: {} })).statusCode).toBe(401);

    // A booking still awaiting confirmation (decision 037) goes with the account.
    const slots = await call(null, 'GET', `/api/lawyers/${otherProfile.id}/slots`);
    const held = await call(null, 'POST', `/api/lawyers/${otherProfile.id}/bookings`, {
      payload: {
        startsAt: slots.json<{ slots: { startsAt: string }[] }>().slots[5]!.startsAt,
        meetingMode: 'video',
        name: 'Zebulon Quarrington',
        email: subject.user.email,
      },
    });
    expect(held.json<{ status: string }>().status).toBe('held');

    const response = await call(subject, 'POST', '/api/account/delete', {
      payload: { confirmEmail: ` ${subject.user.email.toUpperCase()} ` },
    });
    expect(response.statusCode, response.body).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'session');
    expect(cleared?.value).toBe('');
    expect((await call(subject, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: `/api/lawyers/${subjectProfile.id}` })).statusCode,
    ).toBe(404);

    // The one exception: the visitor who had booked the subject's profile is told the consultation
    // is cancelled, by a mail naming the lawyer it was with (their own record of it).
    const notice = await database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'booking.cancelled.visitor')
      .where('to_address', '=', visitorEmail)
      .executeTakeFirstOrThrow();
    expect(notice.ics).toMatch(/METHOD:CANCEL/);
    expect(notice.text).toMatch(
      /Zebulon Quarrington closed their account, so your consultation of .+ is cancelled\./,
    );
    await database.db.deleteFrom('mail_outbox').where('id', '=', notice.id).execute();
    for (const needle of [subject.user.email, officeEmail, 'Zebulon', 'Quarrington', '555-0177']) {
      expect(await rowsMentioning(database.db, needle), needle).toEqual([]);
    }

    // The other lawyer keeps the booking's slot, cancelled, without who booked it, and is told.
    const booking = await database.db
      .selectFrom('bookings')
      .selectAll()
      .where('lawyer_id', '=', otherProfile.id)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'visitor',
      name: DELETED_NAME,
      phone: null,
      message: null,
      user_id: null,
    });
    expect(booking.anonymised_at).not.toBeNull();
    const lawyerNotice = await database.db
      .selectFrom('mail_outbox')
      .select(['text', 'ics'])
      .where('kind', '=', 'booking.cancelled.lawyer')
      .where('to_address', '=', otherProfile.email)
      .executeTakeFirstOrThrow();
    expect(lawyerNotice.text).toMatch(
      /^The client closed their account, so their consultation of .+ is cancelled\./,
    );
    expect(lawyerNotice.text).not.toContain(DELETED_NAME);
    expect(lawyerNotice.ics).toMatch(/METHOD:CANCEL/);
    // The subject's own profile's bookings went with it.
    expect(
      await database.db
        .selectFrom('bookings')
        .select('id')
        .where('lawyer_id', '=', subjectProfile.id)
        .execute(),
    ).toEqual([]);

    // The other lawyer keeps the request, its text, without who sent it.
    const inbox = await call(other, 'GET', '/api/lawyers/my-contact-requests');
    expect(inbox.json<Inquiry[]>()).toEqual([
      expect.objectContaining({
        name: DELETED_NAME,
        email: `deleted-${subject.user.id}@invalid.example`,
        phone: '',
        message: 'A question about my own separation, from one lawyer to another.',
      }),
    ]);
    const entry = await database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.delete')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: null, target_id: String(subject.user.id) });
    expect(entry.details).toMatchObject({
      self: true,
      lawyerProfileDeleted: true,
      bookingsCancelled: 2,
      bookingsAnonymised: 1,
    });
  });

  it('tells the other side in French that the account closed, never “Deleted account”', async () => {
    const avocate = await registerUser(app, {
      firstName: 'Odile',
      lastName: 'Tremblay',
      locale: 'fr',
    });
    const avocateProfile = await createProfileAs(app, avocate, {
      name: 'Odile Tremblay',
      email: uniqueEmail('odile'),
    });
    const cliente = await registerUser(app, { firstName: 'Claire', lastName: 'Fermée' });
    await bookWith(avocate, avocateProfile.id, {
      name: 'Claire Fermée',
      email: cliente.user.email,
      locale: 'fr',
    });
    const visiteur = uniqueEmail('visiteur');
    const partante = await registerUser(app, {
      firstName: 'Paule',
      lastName: 'Partante',
      locale: 'fr',
    });
    const partanteProfile = await createProfileAs(app, partante, {
      name: 'Paule Partante',
      email: uniqueEmail('paule'),
    });
    await bookWith(partante, partanteProfile.id, {
      name: 'Victor Visiteur',
      email: visiteur,
      locale: 'fr',
    });

    const close = (actor: SignedIn) =>
      call(actor, 'POST', '/api/account/delete', { payload: { confirmEmail: actor.user.email } });
    expect((await close(cliente)).statusCode).toBe(204);
    expect((await close(partante)).statusCode).toBe(204);

    const toLawyer = await database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'booking.cancelled.lawyer')
      .where('to_address', '=', avocateProfile.email)
      .executeTakeFirstOrThrow();
    expect(toLawyer.text).toMatch(
      /^Le client ou la cliente a fermé son compte\u00a0; la consultation du .+ est donc annulée\./,
    );
    expect(toLawyer.subject).toMatch(
      /^Rendez-vous annulé\u00a0: Client ou cliente \(compte fermé\)/,
    );
    for (const part of [toLawyer.subject, toLawyer.text]) {
      expect(part).not.toContain(DELETED_NAME);
      expect(part).not.toContain('invalid.example');
    }
    expect(toLawyer.ics).not.toContain(DELETED_NAME);
    expect(toLawyer.reply_to).toBeNull();

    const toVisitor = await database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'booking.cancelled.visitor')
      .where('to_address', '=', visiteur)
      .executeTakeFirstOrThrow();
    expect(toVisitor.text).toMatch(
      /Paule Partante a fermé son compte\u00a0; votre consultation du .+ est donc annulée\./,
    );
    expect(toVisitor.text).toContain('http://localhost:3000/fr\n');
    expect(toVisitor.text).not.toContain(`/fr/avocat/${partanteProfile.id}`);
  });

  it('an administrator can close their own account only while another administrator remains', async () => {
    const only = await call(admin, 'POST', '/api/account/delete', {
      payload: { confirmEmail: admin.user.email },
    });
    expect(only.statusCode).toBe(409);
    await registerAdmin(app, database.db, { firstName: 'Second', lastName: 'Admin' });
    const now = await call(admin, 'POST', '/api/account/delete', {
      payload: { confirmEmail: admin.user.email },
    });
    expect(now.statusCode, now.body).toBe(204);
  });
});
