import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ModeratedReview } from '@cld/contract/reviews';
import type { DatabaseHandle } from '@cld/db/database';
import { mailboxLimitKey } from '../../http/client-address.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import { callerOf, createProfileAs, freshAddress } from '../../test/inject.ts';
import { registerAdmin } from '../admin/testing.ts';
import { nextIp, registerUser, uniqueEmail } from '../auth/testing.ts';
import type { SignedIn } from '../auth/testing.ts';
import {
  forgetReviewAddresses,
  identityRefusal,
  lawyerIdentity,
  websiteDomain,
} from './provenance.ts';
import { createReviewToken } from './tokens.ts';
import { GOOD_REVIEW_TEXT, REVIEW_TEST_CONFIG, clientEmail, reviewFlowOf } from './testing.ts';

const OWN_MAILBOX =
  "This review link was sent to the lawyer's own e-mail address: a review must come from someone else";
const FIRM_DOMAIN =
  "This review link was sent to an address at the lawyer's own firm: a review must come from a client";
const ALREADY_REVIEWED = 'This e-mail address has already reviewed this lawyer';
const OWN_ACCOUNT = 'You cannot review your own profile';
const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9' };

describe('who a lawyer is, for reviews of them', () => {
  const lawyer = lawyerIdentity({
    ownerId: 7,
    emails: ['Rhea.Quill+work@GMail.com', 'office@quill-law.ca', null],
    website: 'https://www.quill-avocats.ca/equipe',
  });
  const refusal = (mailbox: string, accountId: number | null = null) =>
    identityRefusal({ lawyer, mailbox: mailboxLimitKey(mailbox), accountId });

  it('compares mailboxes as the per-person limits count them', () => {
    expect([...lawyer.mailboxes]).toEqual(['rheaquill@gmail.com', 'office@quill-law.ca']);
    expect(refusal('rhea.quill+reviews@googlemail.com')).toBe('own-mailbox');
    expect(refusal('OFFICE+1@quill-law.ca')).toBe('own-mailbox');
  });

  it('reads the firm from the website and from addresses outside the shared providers', () => {
    expect([...lawyer.firmDomains].sort()).toEqual(['quill-avocats.ca', 'quill-law.ca']);
    expect(refusal('assistant@quill-law.ca')).toBe('firm-domain');
    expect(refusal('partner@mail.quill-avocats.ca')).toBe('firm-domain');
    expect(refusal('client@gmail.com')).toBeUndefined();
    expect(refusal('client@law.ca')).toBeUndefined();
    expect(refusal('client@notquill-law.ca')).toBeUndefined();
  });

  it('refuses the lawyer’s own account whatever the address', () => {
    expect(refusal('someone@example.net', 7)).toBe('own-account');
    expect(refusal('someone@example.net', 8)).toBeUndefined();
  });

  it('reads a website with or without its scheme, and nothing from a blank or broken one', () => {
    expect(websiteDomain('quill-law.ca')).toBe('quill-law.ca');
    expect(websiteDomain('http://WWW.Quill-Law.ca:8080/x?y')).toBe('quill-law.ca');
    expect(websiteDomain('  ')).toBeUndefined();
    expect(websiteDomain(null)).toBeUndefined();
    expect(websiteDomain('http://')).toBeUndefined();
  });
});

describe.each(testDatabaseKinds)('a review comes from someone else, on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  let admin: SignedIn;

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind, {
      config: { reviews: { worker: false, ...REVIEW_TEST_CONFIG } },
    }));
    admin = await registerAdmin(app, database.db);
  });

  afterAll(() => closeTestApp(app, database));

  const call = callerOf(() => app, freshAddress);
  const flow = reviewFlowOf({ call, db: () => database.db });

  /** A lawyer with a profile: their account at `accountEmail`, the profile's given fields. */
  async function lawyerWith(
    accountEmail: string,
    profile: { email: string; website?: string } = { email: uniqueEmail('office') },
  ) {
    const lawyer = await registerUser(app, {
      email: accountEmail,
      firstName: 'Lee',
      lastName: 'Law',
    });
    return { lawyer, profile: await createProfileAs(app, lawyer, { name: 'Lee Law', ...profile }) };
  }

  /** Why the job sent no invitation for the requests from `email` to the lawyer, if it did not. */
  const withheldReason = async (lawyerId: number, email: string) =>
    (
      await database.db
        .selectFrom('review_invitations')
        .select(['withheld_reason', 'token_hash'])
        .where('lawyer_id', '=', lawyerId)
        .where('email', '=', email.toLowerCase())
        .executeTakeFirstOrThrow()
    ).withheld_reason;

  /** A request from `email`, answered four days ago, and the job run. */
  async function answeredAndDue(actor: SignedIn, lawyerId: number, email: string) {
    const request = await flow.answeredRequest(actor, lawyerId, email);
    await flow.backdateAnswer(request.id, 4);
    await flow.sendInvitations();
  }

  /**
   * A link e-mailed before these rules existed (or before the lawyer's addresses changed): the
   * invitation row as the job wrote it then, with its mailbox as migration 0133 filled it in.
   */
  async function earlierLink(lawyerId: number, email: string) {
    const { token, hash } = createReviewToken();
    await database.db
      .insertInto('review_invitations')
      .values({
        lawyer_id: lawyerId,
        email,
        mailbox_key: mailboxLimitKey(email),
        token_hash: hash,
        expires_at: sql<Date>`now() + interval '30 days'`,
      })
      .execute();
    return token;
  }

  const checkLink = (lawyerId: number, token: string, headers: Record<string, string> = {}) =>
    call(null, 'POST', `/api/lawyers/${lawyerId}/reviews/link`, { payload: { token }, headers });
  const review = (rating = 5) => ({ rating, text: GOOD_REVIEW_TEXT });

  it('the probe: requests from plus-addressed variants of the lawyer’s own mailbox publish nothing', async () => {
    const mailbox = uniqueEmail('rhea.probe', 'gmail.com');
    const [local] = mailbox.split('@');
    const lawyer = await registerUser(app, {
      email: mailbox,
      firstName: 'Rhea',
      lastName: 'Probe',
    });
    const profile = await createProfileAs(app, lawyer, {
      name: 'Rhea Probe',
      email: uniqueEmail('office', 'probe-firm.example'),
      website: 'https://probe-firm.example',
    });
    const variants = [
      `${local}+1@gmail.com`,
      `${local!.replaceAll('.', '')}+2@gmail.com`,
      `${local!.toUpperCase()}+3@googlemail.com`,
      `${local}+4@GMail.com`,
    ];
    for (const email of variants) {
      const request = await flow.answeredRequest(lawyer, profile.id, email);
      await flow.backdateAnswer(request.id, 4);
    }
    await flow.sendInvitations();

    const links = [];
    for (const email of variants) {
      for (const mail of await flow.invitationMails(email)) {
        const token = /review#token=([\w-]+)/.exec(mail.text)?.[1];
        links.push(token);
        await flow.submit(profile.id, { token, rating: 5, text: GOOD_REVIEW_TEXT });
      }
    }
    expect(await flow.lawyerSpec(profile.id)).toMatchObject({ rating: 0, reviewCount: 0 });
    expect(await flow.reviewsOf(profile.id)).toMatchObject({ reviewCount: 0, reviews: [] });
    expect(links).toEqual([]);
    for (const email of variants)
      expect(await withheldReason(profile.id, email)).toBe('own-mailbox');

    // A link that reached the lawyer's mailbox before these rules: refused, naming why.
    const token = await earlierLink(profile.id, `${local}+old@gmail.com`);
    const checked = await checkLink(profile.id, token);
    expect(checked.statusCode).toBe(403);
    expect(checked.json()).toEqual({ message: OWN_MAILBOX });
    const french = await flow.submit(profile.id, { token, ...review() }, { headers: FRENCH });
    expect(french.statusCode).toBe(403);
    expect(french.json()).toEqual({
      message:
        'Ce lien pour donner votre avis a été envoyé à une adresse courriel de ce profil\u00a0: un avis doit venir de quelqu’un d’autre.',
    });
    expect(await flow.lawyerSpec(profile.id)).toMatchObject({ rating: 0, reviewCount: 0 });
  });

  it('one review per mailbox: another spelling of it gets no link, and an earlier link is refused', async () => {
    const { lawyer, profile } = await lawyerWith(uniqueEmail('lawyer'));
    const mailbox = uniqueEmail('ann.client', 'gmail.com');
    const [local] = mailbox.split('@');
    const first = await flow.invited(lawyer, profile.id, mailbox);
    const published = await flow.submit(profile.id, { token: first.token, ...review(4) });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json()).toMatchObject({ status: 'published' });

    const again = `${local!.replaceAll('.', '')}+again@gmail.com`;
    await answeredAndDue(lawyer, profile.id, again);
    expect(await flow.invitationMails(again)).toEqual([]);
    expect(await withheldReason(profile.id, again)).toBe('already-invited');

    const token = await earlierLink(profile.id, `${local!.toUpperCase()}+old@googlemail.com`);
    expect((await checkLink(profile.id, token)).json()).toEqual({ message: ALREADY_REVIEWED });
    const refused = await flow.submit(profile.id, { token, ...review(5) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ALREADY_REVIEWED });
    expect(await flow.lawyerSpec(profile.id)).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it('no review from the lawyer’s firm: its website’s domain or its own addresses’', async () => {
    const firm = `firm-${process.pid}-${nextIp().replaceAll('.', '-')}.example`;
    const { lawyer, profile } = await lawyerWith(uniqueEmail('lawyer'), {
      email: `office@${firm}`,
      website: `https://www.${firm}/en`,
    });
    const assistant = `assistant@${firm}`;
    await answeredAndDue(lawyer, profile.id, assistant);
    expect(await flow.invitationMails(assistant)).toEqual([]);
    expect(await withheldReason(profile.id, assistant)).toBe('firm-domain');
    // The account's own domain (example.com in these tests) is the firm's too.
    const colleague = uniqueEmail('colleague');
    await answeredAndDue(lawyer, profile.id, colleague);
    expect(await withheldReason(profile.id, colleague)).toBe('firm-domain');

    const token = await earlierLink(profile.id, `partner@mail.${firm}`);
    const refused = await flow.submit(profile.id, { token, ...review() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: FIRM_DOMAIN });

    // A client elsewhere is invited and published.
    const client = await flow.invited(lawyer, profile.id);
    const created = await flow.submit(profile.id, { token: client.token, ...review(4) });
    expect(created.json()).toMatchObject({ status: 'published' });
    expect(await flow.lawyerSpec(profile.id)).toMatchObject({ reviewCount: 1 });
  });

  it('no review from the lawyer’s own account, whatever address it gives', async () => {
    const { lawyer, profile } = await lawyerWith(uniqueEmail('lawyer'));
    const other = clientEmail('not-me');
    await answeredAndDue(lawyer, profile.id, other);
    await flow.answeredRequest(lawyer, profile.id, clientEmail('signed-in'), lawyer);
    const signedIn = await database.db
      .selectFrom('contact_requests')
      .select('id')
      .where('lawyer_id', '=', profile.id)
      .where('sender_user_id', '=', lawyer.user.id)
      .executeTakeFirstOrThrow();
    await flow.backdateAnswer(signedIn.id, 4);
    await flow.sendInvitations();
    const rows = await database.db
      .selectFrom('review_invitations')
      .select(['contact_request_id', 'withheld_reason'])
      .where('lawyer_id', '=', profile.id)
      .execute();
    expect(rows.find((row) => row.contact_request_id === signedIn.id)?.withheld_reason).toBe(
      'own-account',
    );

    // The link of a real client, opened while signed in as the lawyer.
    const { token } = await flow.invitationLink(other);
    const asLawyer = await call(lawyer, 'POST', `/api/lawyers/${profile.id}/reviews`, {
      payload: { token, ...review() },
    });
    expect(asLawyer.statusCode).toBe(403);
    expect(asLawyer.json()).toEqual({ message: OWN_ACCOUNT });
    expect(
      (
        await call(lawyer, 'POST', `/api/lawyers/${profile.id}/reviews/link`, {
          payload: { token },
        })
      ).statusCode,
    ).toBe(403);
    // The client can still use it.
    expect((await flow.submit(profile.id, { token, ...review() })).statusCode).toBe(201);
  });

  it('a second review of a lawyer from one network within a day waits, says why, and counts for nothing', async () => {
    const { lawyer, profile } = await lawyerWith(uniqueEmail('lawyer'));
    const { lawyer: otherLawyer, profile: otherProfile } = await lawyerWith(uniqueEmail('lawyer'));
    const office = nextIp();
    const home = '2001:db8:38:4::1';
    const submitFrom = async (
      remoteAddress: string,
      rating: number,
      of = profile.id,
      by = lawyer,
    ) => {
      const link = await flow.invited(by, of);
      const response = await flow.submit(
        of,
        { token: link.token, ...review(rating) },
        { remoteAddress },
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string; status: string }>();
    };

    expect(await submitFrom(office, 5)).toMatchObject({ status: 'published' });
    const second = await submitFrom(office, 1);
    expect(second.status).toBe('held');
    expect(await submitFrom(nextIp(), 4)).toMatchObject({ status: 'published' });
    expect(await submitFrom(home, 5)).toMatchObject({ status: 'published' });
    // Another address of the same IPv6 /64 is the same network.
    const sameHome = await submitFrom('2001:db8:38:4:a1b2:c3d4:e5f6:7', 1);
    expect(sameHome.status).toBe('held');
    // Another lawyer reviewed from the office: a different lawyer, nothing to compare.
    expect(await submitFrom(office, 3, otherProfile.id, otherLawyer)).toMatchObject({
      status: 'published',
    });

    const queue = await call(admin, 'GET', '/api/admin/reviews?status=held&pageSize=100');
    expect(queue.statusCode, queue.body).toBe(200);
    const held = queue.json<{ reviews: ModeratedReview[] }>().reviews;
    for (const id of [second.id, sameHome.id]) {
      expect(held.find((r) => r.id === id)).toMatchObject({
        status: 'held',
        heldReasons: ['same-network'],
        lawyerId: profile.id,
      });
    }
    // Held reviews are not in the figures: 5, 4 and 5.
    expect(await flow.lawyerSpec(profile.id)).toMatchObject({ rating: 4.7, reviewCount: 3 });
    expect((await flow.reviewsOf(profile.id)).reviews.map((r) => r.id)).not.toContain(second.id);

    // Only a keyed hash is kept, and only for the window.
    const stored = await database.db
      .selectFrom('reviews')
      .select(['id', 'client_address_hash'])
      .where('lawyer_id', '=', profile.id)
      .execute();
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.client_address_hash ?? ''))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(office);
    await sql`update reviews set created_at = created_at - interval '25 hours'
      where lawyer_id = ${profile.id}`.execute(database.db);
    expect(await forgetReviewAddresses({ db: database.db })).toBeGreaterThanOrEqual(stored.length);
    const forgotten = await database.db
      .selectFrom('reviews')
      .select('client_address_hash')
      .where('lawyer_id', '=', profile.id)
      .execute();
    expect(forgotten.every((row) => row.client_address_hash === null)).toBe(true);
    expect(await submitFrom(office, 5)).toMatchObject({ status: 'published' });
  });

  it('reviews from different people on different networks are all published', async () => {
    const { lawyer, profile } = await lawyerWith(uniqueEmail('lawyer', 'gmail.com'));
    // Clients at the lawyer's own provider are other people.
    const clients = [uniqueEmail('a', 'gmail.com'), uniqueEmail('b', 'gmail.com'), clientEmail()];
    for (const [index, email] of clients.entries()) {
      const link = await flow.invited(lawyer, profile.id, email);
      const created = await flow.submit(profile.id, { token: link.token, ...review(5 - index) });
      expect(created.json()).toMatchObject({ status: 'published' });
    }
    expect(await flow.lawyerSpec(profile.id)).toMatchObject({ rating: 4, reviewCount: 3 });
  });
});
