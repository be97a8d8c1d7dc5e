import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Inquiry } from '@cld/contract/inquiries';
import type { LawyerSearchResult } from '@cld/contract/lawyers';
import type { MyProfile } from '@cld/contract/my-profile';
import { reviewsContract } from '@cld/contract/reviews';
import type { LawyerReviews, ModeratedReview, MyReviews } from '@cld/contract/reviews';
import type { DatabaseHandle } from '@cld/db/database';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { auditEntries, registerAdmin } from '../admin/testing.ts';
import { nextIp, registerCustomer, registerUser, uniqueEmail } from '../auth/testing.ts';
import type { SignedIn } from '../auth/testing.ts';
import { deleteOldInvitations, sendDueInvitations } from './invitations.ts';
import { refreshLawyerRating } from './rating.ts';
import { refreshResponsiveness, refreshStaleResponsiveness } from './responsiveness.ts';
import { closeTestApp, openTestApp } from '../../test/app.ts';
import { callerOf, createProfileAs, freshAddress } from '../../test/inject.ts';
import {
  GOOD_REVIEW_TEXT as GOOD_TEXT,
  REVIEW_TEST_CONFIG as REVIEWS,
  REVIEW_TEST_ORIGIN as ORIGIN,
  clientEmail,
  reviewFlowOf,
} from './testing.ts';

type Method = 'GET' | 'POST';

/** The routes only some accounts may call, from the contract itself: none can be left out. */
const GUARDED_ROUTES = Object.entries(reviewsContract)
  .filter(([, route]) => /\/api\/(admin\/reviews|lawyers\/my-reviews)/.test(route.path))
  .map(([name, route]) => ({
    name,
    method: route.method as Method,
    url: route.path.replace(':id', '9007199254740'),
    admin: route.path.startsWith('/api/admin/'),
  }));

describe.each(testDatabaseKinds)('reviews on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let admin: SignedIn;
  let customer: SignedIn;
  let lawyer: SignedIn;
  let otherLawyer: SignedIn;
  let profile: MyProfile;
  let otherProfile: MyProfile;
  let seededIds: number[];

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind, {
      config: { reviews: { worker: false, ...REVIEWS } },
      data: buildDirectoryData([
        buildLawyer({ name: 'Seeded One' }),
        buildLawyer({ name: 'Seeded Two' }),
        buildLawyer({ name: 'Seeded Three' }),
        buildLawyer({ name: 'Seeded Four' }),
        buildLawyer({ name: 'Seeded Five' }),
      ]),
    }));
    seededIds = (await database.db.selectFrom('lawyers').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
    admin = await registerAdmin(app, database.db);
    customer = await registerCustomer(app);
    lawyer = await registerUser(app, { firstName: 'Rhea', lastName: 'Reviewed' });
    otherLawyer = await registerUser(app, { firstName: 'Otto', lastName: 'Other' });
    const create = (actor: SignedIn, name: string) =>
      createProfileAs(app, actor, { name, email: uniqueEmail('office') });
    profile = await create(lawyer, 'Rhea Reviewed');
    otherProfile = await create(otherLawyer, 'Otto Other');
  });

  afterAll(() => closeTestApp(app, database));

  const call = callerOf(() => app, freshAddress);
  const {
    answeredRequest,
    backdateAnswer,
    invitationLink,
    invited,
    submit,
    reviewsOf,
    lawyerSpec,
  } = reviewFlowOf({ call, db: () => database.db });

  describe('invitations', () => {
    it('go only to people whose request was answered, after the delay, once per person', async () => {
      const unanswered = await call(null, 'POST', '/api/contact-requests', {
        payload: {
          lawyerId: profile.id,
          name: 'Una Answered',
          email: clientEmail('unanswered'),
          phone: '416-555-0123',
          legalIssue: 'Divorce',
          message: 'Nobody will answer this one.',
        },
      });
      expect(unanswered.statusCode).toBe(201);
      await sql`update contact_requests set created_at = now() - interval '10 days'
        where id = ${unanswered.json<{ id: number }>().id}`.execute(database.db);
      const fresh = await answeredRequest(lawyer, profile.id);

      await sendDueInvitations({ db: database.db, config: REVIEWS, publicOrigin: ORIGIN });
      const none = await database.db
        .selectFrom('mail_outbox')
        .select('to_address')
        .where('kind', '=', 'review.invitation')
        .where('to_address', 'in', [fresh.email, unanswered.json<{ id: number }>().id.toString()])
        .execute();
      expect(none).toEqual([]);

      await backdateAnswer(fresh.id, 3.5);
      const second = await answeredRequest(lawyer, profile.id, fresh.email);
      await backdateAnswer(second.id, 4);
      expect(
        await sendDueInvitations({ db: database.db, config: REVIEWS, publicOrigin: ORIGIN }),
      ).toBeGreaterThanOrEqual(1);
      await sendDueInvitations({ db: database.db, config: REVIEWS, publicOrigin: ORIGIN });
      const mails = await database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('kind', '=', 'review.invitation')
        .where('to_address', '=', fresh.email)
        .execute();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('How was your experience with Rhea Reviewed?');
      const link = await invitationLink(fresh.email);
      expect(link.lawyerId).toBe(profile.id);
      // Only the hash is stored.
      const stored = await database.db
        .selectFrom('review_invitations')
        .select('token_hash')
        .where('email', '=', fresh.email)
        .executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toContain(link.token);
      expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('are deleted with the address once the request would be anonymised; the review stays', async () => {
      const link = await invited(lawyer, profile.id);
      const created = await submit(profile.id, { token: link.token, rating: 4, text: GOOD_TEXT });
      const { id } = created.json<{ id: string }>();
      await sql`update review_invitations set created_at = now() - interval '25 months'
        where token_hash = encode(sha256(${link.token}::bytea), 'hex')`.execute(database.db);
      expect(await deleteOldInvitations({ db: database.db })).toBe(1);
      const review = await database.db
        .selectFrom('reviews')
        .select(['invitation_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(review).toEqual({ invitation_id: null, status: 'published' });
      expect(await deleteOldInvitations({ db: database.db })).toBe(0);
    });

    it('are not sent once the retention job removed the contact details', async () => {
      const request = await answeredRequest(lawyer, profile.id);
      await backdateAnswer(request.id, 4);
      await sql`update contact_requests set anonymised_at = now() where id = ${request.id}`.execute(
        database.db,
      );
      await sendDueInvitations({ db: database.db, config: REVIEWS, publicOrigin: ORIGIN });
      const mails = await database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'review.invitation')
        .where('to_address', '=', request.email)
        .execute();
      expect(mails).toEqual([]);
    });
  });

  describe('a review needs a valid one-time link', () => {
    it('publishes a review from the link once; the rating counts it; the link cannot be reused', async () => {
      const before = await lawyerSpec(profile.id);
      const link = await invited(lawyer, profile.id);
      const checked = await call(null, 'POST', `/api/lawyers/${profile.id}/reviews/link`, {
        payload: { token: link.token },
      });
      expect(checked.statusCode, checked.body).toBe(200);
      expect(checked.json()).toMatchObject({ lawyerId: profile.id, lawyerName: 'Rhea Reviewed' });

      const created = await submit(profile.id, { token: link.token, rating: 4, text: GOOD_TEXT });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ status: 'published' });

      const again = await submit(profile.id, { token: link.token, rating: 5, text: GOOD_TEXT });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This review link was already used' });
      const recheck = await call(null, 'POST', `/api/lawyers/${profile.id}/reviews/link`, {
        payload: { token: link.token },
      });
      expect(recheck.statusCode).toBe(409);

      const after = await lawyerSpec(profile.id);
      expect(after.reviewCount).toBe(before.reviewCount + 1);
      const listed = await reviewsOf(profile.id);
      expect(listed.reviews[0]).toMatchObject({ rating: 4, text: GOOD_TEXT, reply: null });
      expect(listed.reviewCount).toBe(after.reviewCount);
    });

    it('refuses forged, cross-lawyer and expired links', async () => {
      const link = await invited(lawyer, profile.id);
      const forged = await submit(profile.id, {
        token: `${link.token.slice(0, -4)}AAAA`,
        rating: 5,
        text: GOOD_TEXT,
      });
      expect(forged.statusCode).toBe(404);
      expect(forged.json()).toEqual({ message: 'This review link is not valid' });

      const crossLawyer = await submit(otherProfile.id, {
        token: link.token,
        rating: 5,
        text: GOOD_TEXT,
      });
      expect(crossLawyer.statusCode).toBe(404);
      const unknownLawyer = await submit(2_147_483_000, {
        token: link.token,
        rating: 5,
        text: GOOD_TEXT,
      });
      expect(unknownLawyer.statusCode).toBe(404);

      await sql`update review_invitations set expires_at = now() - interval '1 minute'
        where token_hash = encode(sha256(${link.token}::bytea), 'hex')`.execute(database.db);
      const expired = await submit(profile.id, { token: link.token, rating: 5, text: GOOD_TEXT });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: 'This review link has expired' });

      const noToken = await submit(profile.id, { rating: 5, text: GOOD_TEXT });
      expect(noToken.statusCode).toBe(400);
      expect(noToken.json().issues[0].path).toEqual(['token']);
      const reviews = await database.db
        .selectFrom('reviews')
        .select('id')
        .where('lawyer_id', '=', otherProfile.id)
        .execute();
      expect(reviews).toEqual([]);
    });

    it('refuses bad input naming the field, and the link still works afterwards', async () => {
      const link = await invited(lawyer, profile.id);
      const cases: [Record<string, unknown>, string][] = [
        [{ rating: 5, text: '' }, 'text'],
        [{ rating: 5, text: '   ' }, 'text'],
        [{ rating: 5, text: 'x'.repeat(20_000) }, 'text'],
        [{ rating: 0, text: GOOD_TEXT }, 'rating'],
        [{ rating: 6, text: GOOD_TEXT }, 'rating'],
        [{ rating: 4.5, text: GOOD_TEXT }, 'rating'],
        [{ rating: 'five', text: GOOD_TEXT }, 'rating'],
        [{ text: GOOD_TEXT }, 'rating'],
      ];
      for (const [body, field] of cases) {
        const response = await submit(profile.id, { token: link.token, ...body });
        expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(response.json().issues.map((i: { path: string[] }) => i.path[0])).toContain(field);
      }
      const created = await submit(profile.id, { token: link.token, rating: 5, text: GOOD_TEXT });
      expect(created.statusCode).toBe(201);
    });

    it('holds HTML, script, links, profanity and personal data for moderation, stored as typed', async () => {
      const script = '<script>alert("x")</script> <b>Great</b> lawyer, very patient with me.';
      const held: [string, string][] = [
        [script, 'markup'],
        ['Much better service at cheaplawyers.com if you ask me, honestly.', 'links'],
        ['Call me at 416 555 0199 and I will tell you all about it.', 'personal-data'],
        ['What a fucking waste of my time and my money, avoid.', 'profanity'],
      ];
      const before = await lawyerSpec(profile.id);
      for (const [text, reason] of held) {
        const link = await invited(lawyer, profile.id);
        const response = await submit(profile.id, { token: link.token, rating: 1, text });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toMatchObject({ status: 'held' });
        const row = await database.db
          .selectFrom('reviews')
          .select(['text', 'held_reasons'])
          .where('id', '=', response.json().id)
          .executeTakeFirstOrThrow();
        expect(row.text).toBe(text);
        expect(row.held_reasons).toContain(reason);
      }
      const after = await lawyerSpec(profile.id);
      expect(after.reviewCount).toBe(before.reviewCount);
      expect((await reviewsOf(profile.id)).reviews.map((r) => r.text)).not.toContain(script);
    });
  });

  describe('moderation', () => {
    it.each(GUARDED_ROUTES)('$name: anonymous 401', async ({ method, url }) => {
      const response = await call(null, method, url, method === 'POST' ? { payload: {} } : {});
      expect(response.statusCode).toBe(401);
    });
    it.each(GUARDED_ROUTES)(
      '$name: the wrong kind of account 403',
      async ({ method, url, admin: forAdmin }) => {
        const options = method === 'POST' ? { payload: {} } : {};
        for (const actor of forAdmin ? [customer, lawyer] : [customer, admin]) {
          const response = await call(actor, method, url, options);
          expect(response.statusCode).toBe(403);
        }
      },
    );
    it('covers every guarded route of the contract', () => {
      expect(GUARDED_ROUTES.map((route) => route.name).sort()).toEqual(
        ['hide', 'mine', 'moderationQueue', 'publish', 'reply'].sort(),
      );
    });

    it('publishing a held review and hiding it move the aggregate, each audited', async () => {
      const link = await invited(lawyer, profile.id);
      const text = 'Visit www.example-firm for the details, but she was excellent overall.';
      const created = await submit(profile.id, { token: link.token, rating: 5, text });
      const { id, status } = created.json<{ id: string; status: string }>();
      expect(status).toBe('held');

      const queue = await call(admin, 'GET', '/api/admin/reviews?status=held&pageSize=100');
      expect(queue.statusCode, queue.body).toBe(200);
      const listed = queue.json<{ reviews: ModeratedReview[] }>().reviews.find((r) => r.id === id);
      expect(listed).toMatchObject({ status: 'held', heldReasons: ['links'], text });

      const before = await lawyerSpec(profile.id);
      const published = await call(admin, 'POST', `/api/admin/reviews/${id}/publish`);
      expect(published.statusCode, published.body).toBe(200);
      const afterPublish = await lawyerSpec(profile.id);
      expect(afterPublish.reviewCount).toBe(before.reviewCount + 1);
      expect((await reviewsOf(profile.id)).reviews.map((r) => r.id)).toContain(id);

      const noReason = await call(admin, 'POST', `/api/admin/reviews/${id}/hide`, { payload: {} });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().issues[0].path).toEqual(['reason']);
      const hidden = await call(admin, 'POST', `/api/admin/reviews/${id}/hide`, {
        payload: { reason: 'Advertises another firm' },
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json()).toMatchObject({
        status: 'hidden',
        hiddenReason: 'Advertises another firm',
      });
      const afterHide = await lawyerSpec(profile.id);
      expect(afterHide.reviewCount).toBe(before.reviewCount);
      expect(afterHide.rating).toBe(before.rating);
      expect((await reviewsOf(profile.id)).reviews.map((r) => r.id)).not.toContain(id);

      const [hideEntry] = await auditEntries(database.db, 'review.hide');
      expect(hideEntry).toMatchObject({
        actor_id: admin.user.id,
        target_type: 'review',
        target_id: id,
      });
      expect(hideEntry!.details).toMatchObject({
        status: { before: 'published', after: 'hidden' },
        hiddenReason: { before: null, after: 'Advertises another firm' },
      });
      const [publishEntry] = await auditEntries(database.db, 'review.publish');
      expect(publishEntry).toMatchObject({
        target_id: id,
        details: { status: { before: 'held', after: 'published' } },
      });
      expect((await auditEntries(database.db, 'review.list')).length).toBeGreaterThan(0);

      const unknown = await call(admin, 'POST', '/api/admin/reviews/987654321/publish');
      expect(unknown.statusCode).toBe(404);
    });

    it('anyone may report a published review, a few times an hour', async () => {
      const link = await invited(lawyer, profile.id);
      const { id } = (
        await submit(profile.id, { token: link.token, rating: 2, text: GOOD_TEXT })
      ).json<{ id: string }>();
      const ip = nextIp();
      const report = (reason: string) =>
        call(null, 'POST', `/api/reviews/${id}/reports`, {
          payload: { reason },
          remoteAddress: ip,
        });
      const bad = await report('');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues[0].path).toEqual(['reason']);
      for (let i = 0; i < 5; i += 1)
        expect((await report('This is not a real client')).statusCode).toBe(201);
      const limited = await report('This is not a real client');
      expect(limited.statusCode).toBe(429);

      const queue = await call(admin, 'GET', '/api/admin/reviews?status=reported&pageSize=100');
      const reported = queue
        .json<{ reviews: ModeratedReview[] }>()
        .reviews.find((r) => r.id === id);
      expect(reported?.reportCount).toBe(5);
      expect(reported?.reports[0]?.reason).toBe('This is not a real client');

      const missing = await call(null, 'POST', '/api/reviews/987654321/reports', {
        payload: { reason: 'Does not exist' },
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe("the lawyer's reply", () => {
    it('is published once, beside the review; another lawyer cannot reply', async () => {
      const link = await invited(lawyer, profile.id);
      const { id } = (
        await submit(profile.id, { token: link.token, rating: 5, text: GOOD_TEXT })
      ).json<{ id: string }>();

      const foreign = await call(otherLawyer, 'POST', `/api/lawyers/my-reviews/${id}/reply`, {
        payload: { reply: 'Not my review' },
      });
      expect(foreign.statusCode).toBe(404);
      const empty = await call(lawyer, 'POST', `/api/lawyers/my-reviews/${id}/reply`, {
        payload: { reply: '  ' },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().issues[0].path).toEqual(['reply']);

      const replied = await call(lawyer, 'POST', `/api/lawyers/my-reviews/${id}/reply`, {
        payload: { reply: 'Thank you, it was a pleasure to help.' },
      });
      expect(replied.statusCode, replied.body).toBe(201);
      const second = await call(lawyer, 'POST', `/api/lawyers/my-reviews/${id}/reply`, {
        payload: { reply: 'Changed my mind' },
      });
      expect(second.statusCode).toBe(409);

      const listed = (await reviewsOf(profile.id)).reviews.find((r) => r.id === id);
      expect(listed?.reply?.text).toBe('Thank you, it was a pleasure to help.');
      const mine = await call(lawyer, 'GET', '/api/lawyers/my-reviews');
      expect(mine.statusCode).toBe(200);
      expect(mine.json<MyReviews>().reviews.map((r) => r.id)).toContain(id);
    });
  });

  describe('rating', () => {
    async function addPublished(lawyerId: number, ratings: number[]) {
      await database.db
        .insertInto('reviews')
        .values(
          ratings.map((rating) => ({
            lawyer_id: lawyerId,
            rating,
            text: GOOD_TEXT,
            status: 'published' as const,
          })),
        )
        .execute();
      await refreshLawyerRating({ db: database.db, lawyerId });
    }

    it('every seeded lawyer starts at 0 reviews', async () => {
      const rows = await database.db
        .selectFrom('lawyers')
        .select(['rating', 'review_count'])
        .where('id', 'in', seededIds)
        .execute();
      expect(rows.every((row) => Number(row.rating) === 0 && row.review_count === 0)).toBe(true);
      expect(await reviewsOf(seededIds[3]!)).toEqual({
        rating: 0,
        reviewCount: 0,
        reviews: [],
        total: 0,
        page: 1,
        pageSize: 50,
      });
    });

    it('Top-rated ranks by the Bayesian average: one 5 does not beat many 4.8s', async () => {
      const [one, many] = [seededIds[0]!, seededIds[1]!];
      await addPublished(one, [5]);
      await addPublished(many, [5, 5, 5, 5, 5, 5, 5, 5, 4, 4]);
      expect(await lawyerSpec(one)).toMatchObject({ rating: 5, reviewCount: 1 });
      expect(await lawyerSpec(many)).toMatchObject({ rating: 4.8, reviewCount: 10 });
      const response = await call(null, 'GET', '/api/lawyers?sort=rating&pageSize=50');
      const order = response.json<LawyerSearchResult>().lawyers.map((l) => l.id);
      expect(order.indexOf(many)).toBeLessThan(order.indexOf(one));
      expect(order[0]).toBe(many);
    });
  });

  describe('the public list', () => {
    const listOf = async (lawyerId: number, query = '') => {
      const response = await call(null, 'GET', `/api/lawyers/${lawyerId}/reviews${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<LawyerReviews>();
    };

    it('pages the published reviews newest first, 10 by default, with replies and the total', async () => {
      const id = seededIds[4]!;
      // Twelve published reviews an hour apart (number 1 the newest), one held and one hidden.
      await database.db
        .insertInto('reviews')
        .values([
          ...Array.from({ length: 12 }, (_, i) => ({
            lawyer_id: id,
            rating: 4,
            text: `Review number ${i + 1}: ${GOOD_TEXT}`,
            status: 'published' as const,
            reply: i === 10 ? 'Thank you for your trust.' : null,
            replied_at: i === 10 ? new Date() : null,
            created_at: new Date(Date.now() - (i + 1) * 3_600_000),
          })),
          { lawyer_id: id, rating: 1, text: 'Held text', status: 'held' as const },
          {
            lawyer_id: id,
            rating: 1,
            text: 'Hidden text',
            status: 'hidden' as const,
            hidden_reason: 'Off topic',
          },
        ])
        .execute();
      await refreshLawyerRating({ db: database.db, lawyerId: id });
      const numbers = (list: LawyerReviews) =>
        list.reviews.map((review) => Number(/^Review number (\d+)/.exec(review.text)?.[1]));

      const first = await listOf(id);
      expect(first).toMatchObject({ reviewCount: 12, total: 12, page: 1, pageSize: 10 });
      expect(numbers(first)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

      const second = await listOf(id, '?page=2');
      expect(second).toMatchObject({ total: 12, page: 2, pageSize: 10 });
      expect(numbers(second)).toEqual([11, 12]);
      expect(second.reviews[0]!.reply).toMatchObject({ text: 'Thank you for your trust.' });

      expect(numbers(await listOf(id, '?page=3&pageSize=5'))).toEqual([11, 12]);
      expect(numbers(await listOf(id, '?pageSize=50'))).toHaveLength(12);
      expect(await listOf(id, '?page=9')).toMatchObject({ reviews: [], total: 12, page: 9 });
    });

    it.each([
      ['?page=0', 'page'],
      ['?page=-1', 'page'],
      ['?page=abc', 'page'],
      ['?page=1.5', 'page'],
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=51', 'pageSize'],
      ['?page=0&pageSize=51', 'page, pageSize'],
    ])('%s is a 400 naming %s', async (query, field) => {
      const response = await call(null, 'GET', `/api/lawyers/${seededIds[4]!}/reviews${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(`Invalid ${field}`);
    });

    it('is a 404 for a lawyer who does not exist, whatever the page', async () => {
      const response = await call(null, 'GET', '/api/lawyers/2147483000/reviews?page=2');
      expect(response.statusCode).toBe(404);
    });
  });

  describe('responsiveness', () => {
    /** Requests `hoursAgo`, first answered after `answeredAfterHours` (null: not answered). */
    async function addRequests(lawyerId: number, requests: [number, number | null][]) {
      await database.db
        .insertInto('contact_requests')
        .values(
          requests.map(([hoursAgo, after]) => ({
            lawyer_id: lawyerId,
            name: 'Backdated',
            email: 'backdated@example.com',
            phone: '4165550123',
            legal_issue: 'Divorce',
            message: 'A backdated request.',
            created_at: sql<Date>`now() - ${hoursAgo} * interval '1 hour'`,
            answered_at:
              after === null ? null : sql<Date>`now() - ${hoursAgo - after} * interval '1 hour'`,
          })),
        )
        .execute();
      return refreshResponsiveness({ db: database.db, lawyerId });
    }

    it('shows nothing below 3 requests, then the median and the 24-hour share of the last 90 days', async () => {
      const id = seededIds[2]!;
      // Outside the window: a slow answer that must not count.
      await addRequests(id, [[24 * 95, 200]]);
      expect((await lawyerSpec(id)).responsiveness).toBeNull();
      await addRequests(id, [
        [100, 2],
        [90, 4],
      ]);
      expect((await lawyerSpec(id)).responsiveness).toBeNull();
      // A request of two hours ago, unanswered, is not judged yet.
      await addRequests(id, [[2, null]]);
      expect((await lawyerSpec(id)).responsiveness).toBeNull();

      await addRequests(id, [[200, 30]]);
      expect((await lawyerSpec(id)).responsiveness).toEqual({
        medianReplySeconds: 4 * 3600,
        withinDayShare: 0.667,
        requestCount: 3,
      });
      // Unanswered for over a day: counts, and as the slowest.
      const figures = await addRequests(id, [
        [48, null],
        [60, null],
      ]);
      expect(figures).toEqual({
        medianReplySeconds: 30 * 3600,
        withinDayShare: 0.4,
        requestCount: 5,
      });
      // Half answered: the lower median is still an answer; more than half unanswered: none.
      expect((await addRequests(id, [[70, null]])).medianReplySeconds).toBe(30 * 3600);
      const more = await addRequests(id, [[80, null]]);
      expect(more.medianReplySeconds).toBeNull();
      expect(more.requestCount).toBe(7);
      expect((await lawyerSpec(id)).responsiveness).toEqual({
        medianReplySeconds: null,
        withinDayShare: 0.286,
        requestCount: 7,
      });
    });

    it('a request marked answered counts from the first answer; Fastest to reply sorts by it', async () => {
      const sent = await call(null, 'POST', '/api/contact-requests', {
        payload: {
          lawyerId: otherProfile.id,
          name: 'Phoned Back',
          email: uniqueEmail('phoned'),
          phone: '416-555-0123',
          legalIssue: 'Divorce',
          message: 'Please call me back about my case.',
        },
      });
      const { id } = sent.json<{ id: number }>();
      const foreign = await call(
        lawyer,
        'POST',
        `/api/lawyers/my-contact-requests/contact/${id}/answered`,
      );
      expect(foreign.statusCode).toBe(404);
      const anonymous = await call(
        null,
        'POST',
        `/api/lawyers/my-contact-requests/contact/${id}/answered`,
      );
      expect(anonymous.statusCode).toBe(401);
      const marked = await call(
        otherLawyer,
        'POST',
        `/api/lawyers/my-contact-requests/contact/${id}/answered`,
      );
      expect(marked.statusCode, marked.body).toBe(200);
      const inquiry = marked.json<Inquiry>();
      expect(inquiry).toMatchObject({ answeredElsewhere: true, repliedAt: null });
      expect(inquiry.answeredAt).not.toBeNull();
      const again = await call(
        otherLawyer,
        'POST',
        `/api/lawyers/my-contact-requests/contact/${id}/answered`,
      );
      expect(again.json<Inquiry>().answeredAt).toBe(inquiry.answeredAt);

      await addRequests(otherProfile.id, [
        [30, 0.5],
        [40, 1],
      ]);
      const mine = await call(otherLawyer, 'GET', '/api/lawyers/my-reviews');
      expect(mine.json<MyReviews>().responsiveness.requestCount).toBe(3);
      const response = await call(null, 'GET', '/api/lawyers?sort=responsiveness&pageSize=50');
      const order = response.json<LawyerSearchResult>().lawyers.map((l) => l.id);
      expect(order[0]).toBe(otherProfile.id);
      expect(order.indexOf(otherProfile.id)).toBeLessThan(order.indexOf(seededIds[2]!));
    });

    it('the scheduled refresh catches requests that came of age', async () => {
      const id = seededIds[3]!;
      await addRequests(id, [
        [20, null],
        [21, null],
        [22, null],
      ]);
      expect((await lawyerSpec(id)).responsiveness).toBeNull();
      await sql`update contact_requests set created_at = created_at - interval '1 day'
        where lawyer_id = ${id}`.execute(database.db);
      await sql`update lawyers set responsiveness_at = now() - interval '1 hour' where id = ${id}`.execute(
        database.db,
      );
      expect(await refreshStaleResponsiveness({ db: database.db })).toBeGreaterThanOrEqual(1);
      expect((await lawyerSpec(id)).responsiveness).toEqual({
        medianReplySeconds: null,
        withinDayShare: 0,
        requestCount: 3,
      });
    });
  });
});
