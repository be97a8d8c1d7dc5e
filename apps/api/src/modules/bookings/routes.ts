import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { bookingsContract } from '@cld/contract/bookings';
import type { BookingSummary } from '@cld/contract/bookings';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import { clientAddressOf } from '../../http/client-address.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { idempotent } from '../../http/idempotency.ts';
import { requireLawyer } from '../../http/require-lawyer.ts';
import { requireSession } from '../../http/require-session.ts';
import { limitFormBodies } from '../inquiries/routes.ts';
import type { OutboxWorker } from '../mail/worker.ts';
import {
  book,
  calendarByToken,
  calendarMine,
  cancelByToken,
  cancelMine,
  cancelMyBooking,
  confirmByToken,
  getMyAvailability,
  listMyBookings,
  listSlots,
  releaseMyBooking,
  rescheduleByToken,
  rescheduleMine,
  saveMyAvailability,
  showByToken,
  showMine,
} from './service.ts';

/** A calendar file to save: named, never cached (its content changes with the booking). */
const ICS_HEADERS = {
  'content-type': 'text/calendar; charset=utf-8; method=PUBLISH',
  'content-disposition': 'attachment; filename="consultation.ics"',
};

/** The lawyer's own routes: their guard runs before the body is read (401/403 tell nothing). */
const LAWYER_PATHS = ['/api/lawyers/my-availability', '/api/lawyers/my-bookings'];

/** Consultation booking (issue 21 item 1, decision 037). */
export async function bookingsRoutes(
  app: FastifyInstance,
  {
    db,
    publicOrigin,
    outbox,
    secret,
  }: {
    db: Kysely<Database>;
    publicOrigin: string;
    outbox: OutboxWorker;
    /** SESSION_SECRET: the key of the holds' address hashes (`holds.ts`) derives from it. */
    secret: string;
  },
) {
  limitFormBodies(app);
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (LAWYER_PATHS.some((path) => url.startsWith(path))) requireLawyer(request.authSession);
  });

  const s = initServer();
  const router = s.router(bookingsContract, {
    slots: async ({ params, query, reply }) => {
      // Slots change with every booking: never from a cache.
      setCachePolicy(reply, 'none');
      return { status: 200, body: await listSlots({ db, lawyerIdText: params.id, query }) };
    },
    book: async ({ params, body, headers, request, reply }) => {
      setCachePolicy(reply, 'none');
      const answer = await idempotent({
        db,
        scope: `booking:${params.id}`,
        key: headers['idempotency-key'],
        body,
        handle: async (remember) => {
          const summary = await book({
            db,
            ip: clientAddressOf(request),
            secret,
            publicOrigin,
            userId: request.authSession?.userId ?? null,
            lawyerIdText: params.id,
            body,
            onStored: remember && ((trx, stored) => remember(trx, { status: 201, body: stored })),
          });
          // After the commit: the worker finds the mail at once instead of at its next poll.
          outbox.wake();
          return { status: 201, body: summary };
        },
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return { status: 201 as const, body: answer.body as BookingSummary };
    },
    myAvailability: async ({ request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await getMyAvailability({ db, userId }) };
    },
    saveMyAvailability: async ({ body, request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await saveMyAvailability({ db, userId, availability: body }) };
    },
    myBookings: async ({ query, request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      return { status: 200, body: await listMyBookings({ db, userId, query }) };
    },
    cancelMyBooking: async ({ params, request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      const booking = await cancelMyBooking({ db, userId, bookingId: params.id, publicOrigin });
      outbox.wake();
      return { status: 200, body: booking };
    },
    releaseMyBooking: async ({ params, request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      const booking = await releaseMyBooking({ db, userId, bookingId: params.id, publicOrigin });
      outbox.wake();
      return { status: 200, body: booking };
    },
    byToken: async ({ query, reply }) => {
      setCachePolicy(reply, 'none');
      return {
        status: 200,
        body: await showByToken({ db, token: query.token, locale: query.locale }),
      };
    },
    cancelByToken: async ({ body, request, reply }) => {
      setCachePolicy(reply, 'none');
      const booking = await cancelByToken({
        db,
        token: body.token,
        ip: clientAddressOf(request),
        publicOrigin,
      });
      outbox.wake();
      return { status: 200, body: booking };
    },
    confirmByToken: async ({ body, request, reply }) => {
      setCachePolicy(reply, 'none');
      const booking = await confirmByToken({
        db,
        token: body.token,
        ip: clientAddressOf(request),
        publicOrigin,
      });
      outbox.wake();
      return { status: 200, body: booking };
    },
    rescheduleByToken: async ({ body, request, reply }) => {
      setCachePolicy(reply, 'none');
      const booking = await rescheduleByToken({
        db,
        token: body.token,
        startsAt: body.startsAt,
        locale: body.locale,
        ip: clientAddressOf(request),
        publicOrigin,
      });
      outbox.wake();
      return { status: 200, body: booking };
    },
    calendarByToken: async ({ query, reply }) => {
      setCachePolicy(reply, 'none');
      const file = await calendarByToken({
        db,
        token: query.token,
        locale: query.locale,
        publicOrigin,
      });
      reply.headers(ICS_HEADERS);
      return { status: 200, body: file };
    },
    // The signed-in person's own bookings (issue 37 item 5): their space and the dashboard change
    // a booking as its e-mailed link does, with the same service functions.
    mine: async ({ params, query, request, reply }) => {
      const { userId } = requireSession(request.authSession);
      setCachePolicy(reply, 'personal');
      return {
        status: 200,
        body: await showMine({ db, userId, bookingId: params.id, locale: query.locale }),
      };
    },
    cancelMine: async ({ params, request, reply }) => {
      const { userId } = requireSession(request.authSession);
      setCachePolicy(reply, 'personal');
      const booking = await cancelMine({ db, userId, bookingId: params.id, publicOrigin });
      outbox.wake();
      return { status: 200, body: booking };
    },
    rescheduleMine: async ({ params, body, request, reply }) => {
      const { userId } = requireSession(request.authSession);
      setCachePolicy(reply, 'personal');
      const booking = await rescheduleMine({
        db,
        userId,
        bookingId: params.id,
        startsAt: body.startsAt,
        locale: body.locale,
        publicOrigin,
      });
      outbox.wake();
      return { status: 200, body: booking };
    },
    calendarMine: async ({ params, query, request, reply }) => {
      const { userId } = requireSession(request.authSession);
      setCachePolicy(reply, 'personal');
      const file = await calendarMine({
        db,
        userId,
        bookingId: params.id,
        locale: query.locale,
        publicOrigin,
      });
      reply.headers(ICS_HEADERS);
      return { status: 200, body: file };
    },
  });
  registerContractRouter(s, bookingsContract, router, app);
}
