import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { reviewsContract } from '@cld/contract/reviews';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import { clientAddressOf } from '../../http/client-address.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { requireAdmin } from '../../http/require-admin.ts';
import { limitFormBodies } from '../inquiries/routes.ts';
import { requireLawyer } from '../../http/require-lawyer.ts';
import {
  checkReviewLink,
  createReview,
  listLawyerReviews,
  listModerationQueue,
  listMyReviews,
  moderateReview,
  replyToReview,
  reportReview,
} from './service.ts';

const ADMIN_PATH = '/api/admin/reviews';
const LAWYER_PATH = '/api/lawyers/my-reviews';
const DEFAULT_PAGE_SIZE = 25;

/**
 * Reviews (issue 17): the public list, the one-time link and its form, reports, the lawyer's
 * reply, and the administrators' moderation (audited). `secret` keys the hash of the network a
 * review came from (provenance.ts).
 */
export async function reviewsRoutes(
  app: FastifyInstance,
  { db, secret }: { db: Kysely<Database>; secret: string },
) {
  limitFormBodies(app);
  // Before ts-rest validates anything: only the right accounts learn what a route expects.
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (url.startsWith(ADMIN_PATH)) requireAdmin(request.authSession);
    if (url.startsWith(LAWYER_PATH)) requireLawyer(request.authSession);
  });

  const s = initServer();
  const router = s.router(reviewsContract, {
    list: async ({ params, query, reply }) => {
      const body = await listLawyerReviews({
        db,
        lawyerId: params.id,
        page: query.page,
        pageSize: query.pageSize,
      });
      setCachePolicy(reply, 'public-directory');
      return { status: 200, body };
    },
    checkLink: async ({ params, body, request, reply }) => {
      const link = await checkReviewLink({
        db,
        ip: clientAddressOf(request),
        viewerId: request.authSession?.userId ?? null,
        lawyerId: params.id,
        token: body.token,
      });
      setCachePolicy(reply, 'none');
      return { status: 200, body: link };
    },
    create: async ({ params, body, request, reply }) => {
      const { token, ...review } = body;
      const created = await createReview({
        db,
        secret,
        ip: clientAddressOf(request),
        viewerId: request.authSession?.userId ?? null,
        lawyerId: params.id,
        token,
        review,
      });
      setCachePolicy(reply, 'none');
      return { status: 201, body: created };
    },
    report: async ({ params, body, request, reply }) => {
      await reportReview({
        db,
        ip: clientAddressOf(request),
        id: String(params.id),
        reason: body.reason,
      });
      setCachePolicy(reply, 'none');
      return { status: 201, body: { reported: true as const } };
    },
    mine: async ({ request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await listMyReviews({ db, ownerId: userId }) };
    },
    reply: async ({ params, body, request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      const review = await replyToReview({
        db,
        ownerId: userId,
        id: String(params.id),
        reply: body.reply,
      });
      setCachePolicy(reply, 'personal');
      return { status: 201, body: review };
    },
    moderationQueue: async ({ query, request, reply }) => {
      const { userId } = requireAdmin(request.authSession);
      const body = await listModerationQueue({
        db,
        actorId: userId,
        status: query.status,
        page: query.page ?? 1,
        pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      setCachePolicy(reply, 'personal');
      return { status: 200, body };
    },
    publish: async ({ params, request, reply }) => {
      const { userId } = requireAdmin(request.authSession);
      const review = await moderateReview({
        db,
        actorId: userId,
        id: String(params.id),
        decision: { action: 'publish' },
      });
      setCachePolicy(reply, 'personal');
      return { status: 200, body: review };
    },
    hide: async ({ params, body, request, reply }) => {
      const { userId } = requireAdmin(request.authSession);
      const review = await moderateReview({
        db,
        actorId: userId,
        id: String(params.id),
        decision: { action: 'hide', reason: body.reason },
      });
      setCachePolicy(reply, 'personal');
      return { status: 200, body: review };
    },
  });
  registerContractRouter(s, reviewsContract, router, app);
}
