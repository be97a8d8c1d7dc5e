import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Lawyer } from '@cld/contract/lawyers';
import type { LawyerReviews } from '@cld/contract/reviews';
import type { Database } from '@cld/db/schema';
import { uniqueEmail } from '../auth/testing.ts';
import type { SignedIn } from '../auth/testing.ts';
import type { callerOf } from '../../test/inject.ts';
import { sendDueInvitations } from './invitations.ts';
import { refreshLawyerRating } from './rating.ts';

type Caller = ReturnType<typeof callerOf>;

/**
 * Published reviews for tests that need a rating, written to the real table (as moderation leaves
 * them) and counted the way the app counts them.
 */
export async function publishReviews({
  db,
  lawyerId,
  ratings,
}: {
  db: Kysely<Database>;
  lawyerId: number;
  ratings: number[];
}): Promise<void> {
  if (!ratings.length) return;
  await db
    .insertInto('reviews')
    .values(
      ratings.map((rating) => ({
        lawyer_id: lawyerId,
        rating,
        text: 'Clear advice, and every call returned the same day.',
        status: 'published' as const,
      })),
    )
    .execute();
  await refreshLawyerRating({ db, lawyerId });
}

/** `count` ratings of `high` and `low` whose mean is `mean` (to one decimal). */
export function ratingsAveraging(mean: number, count: number): number[] {
  const high = Math.ceil(mean);
  const highs = Math.round((mean - (high - 1)) * count);
  return Array.from({ length: count }, (_, i) => (i < highs ? high : high - 1));
}

/** The review job's settings in tests: the invitation waits 72 hours, a link works 30 days. */
export const REVIEW_TEST_CONFIG = {
  invitationDelayHours: 72,
  linkDays: 30,
  jobIntervalSeconds: 900,
};
export const REVIEW_TEST_ORIGIN = 'http://localhost:3000';
export const GOOD_REVIEW_TEXT =
  'She explained my options clearly and answered every question I had.';

/**
 * A client's address. The tests' lawyers have theirs at example.com, which the provenance rules
 * read as the lawyer's own domain (docs/decisions/018): clients write from elsewhere.
 */
export const clientEmail = (label = 'client') => uniqueEmail(label, 'example.net');

/**
 * The path from a request to a review, through the API as visitors and lawyers take it, for a
 * suite's `call` (each call from a fresh address unless told) and its database.
 */
export function reviewFlowOf({ call, db }: { call: Caller; db: () => Kysely<Database> }) {
  /** A contact request through the site (by `sender` when signed in), answered by `actor`. */
  async function answeredRequest(
    actor: SignedIn,
    lawyerId: number,
    email = clientEmail(),
    sender: SignedIn | null = null,
  ) {
    const sent = await call(sender, 'POST', '/api/contact-requests', {
      payload: {
        lawyerId,
        name: 'Clara Client',
        email,
        phone: '416-555-0123',
        legalIssue: 'Divorce',
        message: 'I need advice about my separation, please.',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json<{ id: number }>();
    const replied = await call(
      actor,
      'POST',
      `/api/lawyers/my-contact-requests/contact/${id}/reply`,
      { payload: { content: 'Happy to help: call me tomorrow morning.' } },
    );
    expect(replied.statusCode, replied.body).toBe(201);
    return { id, email };
  }

  /** Moves a request's answer `days` into the past, as if the invitation delay had passed. */
  async function backdateAnswer(id: number, days: number) {
    await sql`update contact_requests set answered_at = now() - ${days} * interval '1 day',
      created_at = now() - ${days} * interval '1 day' - interval '2 hours'
      where id = ${id}`.execute(db());
  }

  const sendInvitations = () =>
    sendDueInvitations({ db: db(), config: REVIEW_TEST_CONFIG, publicOrigin: REVIEW_TEST_ORIGIN });

  /** The invitation e-mails sent to `email` (the forms store addresses in lower case). */
  const invitationMails = (email: string) =>
    db()
      .selectFrom('mail_outbox')
      .select(['text', 'subject'])
      .where('kind', '=', 'review.invitation')
      .where(sql<string>`lower(to_address)`, '=', email.toLowerCase())
      .execute();

  /** The link the invitation e-mail to `email` carries: lawyer id and token. */
  async function invitationLink(email: string) {
    const [mail] = await invitationMails(email);
    if (!mail) throw new Error(`no review invitation to ${email}`);
    const match = /\/lawyers\/(\d+)\/review#token=([\w-]+)/.exec(mail.text);
    if (!match) throw new Error(`no review link in ${mail.text}`);
    return { lawyerId: Number(match[1]), token: match[2]!, mail };
  }

  /** A request from `email` answered four days ago whose invitation has gone out. */
  async function invited(actor: SignedIn, lawyerId: number, email = clientEmail()) {
    const request = await answeredRequest(actor, lawyerId, email);
    await backdateAnswer(request.id, 4);
    await sendInvitations();
    return invitationLink(request.email);
  }

  const submit = (
    lawyerId: number,
    payload: Record<string, unknown>,
    options: Parameters<Caller>[3] = {},
  ) => call(null, 'POST', `/api/lawyers/${lawyerId}/reviews`, { payload, ...options });

  async function reviewsOf(lawyerId: number) {
    const response = await call(null, 'GET', `/api/lawyers/${lawyerId}/reviews?pageSize=50`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LawyerReviews>();
  }

  const lawyerSpec = async (lawyerId: number) =>
    (await call(null, 'GET', `/api/lawyers/${lawyerId}`)).json<Lawyer>();

  return {
    answeredRequest,
    backdateAnswer,
    sendInvitations,
    invitationMails,
    invitationLink,
    invited,
    submit,
    reviewsOf,
    lawyerSpec,
  };
}
