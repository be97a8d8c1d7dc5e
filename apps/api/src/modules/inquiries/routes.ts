import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { inquiriesContract } from '@cld/contract/inquiries';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { idempotent } from '../../http/idempotency.ts';
import type { OutboxWorker } from '../mail/worker.ts';
import { requireLawyer } from '../../http/require-lawyer.ts';
import {
  markAnswered,
  markRead,
  replyToInquiry,
  sendConsultationRequest,
  sendContactRequest,
} from './service.ts';
import type { SendContext } from './service.ts';
import { clientAddressOf } from '../../http/client-address.ts';

/**
 * The forms hold at most a few thousand characters (a 5,000-character message is 20 KB at most in
 * UTF-8): a smaller ceiling than the app's, so a flood of large bodies costs little.
 */
const FORM_BODY_LIMIT_BYTES = 32 * 1024;

/** Gives every route the plugin registers from here on the forms' ceiling. */
export function limitFormBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit = FORM_BODY_LIMIT_BYTES;
  });
}

/**
 * A public form's POST (a lawyer's two forms, the contact page's), answered once per
 * Idempotency-Key: a retry gets the first answer, and nothing is stored or mailed twice. `send`
 * stores the request and runs `onStored` in its transaction, so the answer commits with it.
 */
export async function sendIdempotently({
  db,
  outbox,
  scope,
  key,
  body,
  reply,
  send,
}: {
  db: Kysely<Database>;
  outbox: OutboxWorker;
  scope: string;
  key: string | undefined;
  body: unknown;
  reply: Parameters<typeof setCachePolicy>[0];
  send: (onStored: SendContext['onStored']) => Promise<number>;
}) {
  setCachePolicy(reply, 'none');
  const answer = await idempotent({
    db,
    scope,
    key,
    body,
    handle: async (remember) => {
      const id = await send(
        remember && ((trx, stored) => remember(trx, { status: 201, body: { id: stored } })),
      );
      // After the commit: the worker finds the mail at once instead of at its next poll.
      outbox.wake();
      return { status: 201, body: { id } };
    },
  });
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return { status: 201 as const, body: answer.body as { id: number } };
}

const INBOX_PATH = '/api/lawyers/my-contact-requests/';

/** The profile's two forms and the lawyer's inbox actions (the list is in my-profile). */
export async function inquiriesRoutes(
  app: FastifyInstance,
  {
    db,
    publicOrigin,
    outbox,
  }: { db: Kysely<Database>; publicOrigin: string; outbox: OutboxWorker },
) {
  limitFormBodies(app);
  // Before ts-rest validates the body: an anonymous caller learns nothing about the inbox.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url?.startsWith(INBOX_PATH)) requireLawyer(request.authSession);
  });

  const contract = {
    sendContactRequest: inquiriesContract.sendContactRequest,
    sendConsultationRequest: inquiriesContract.sendConsultationRequest,
    markRead: inquiriesContract.markRead,
    markAnswered: inquiriesContract.markAnswered,
    reply: inquiriesContract.reply,
  };
  const s = initServer();
  const router = s.router(contract, {
    sendContactRequest: async ({ body, headers, request, reply }) =>
      sendIdempotently({
        db,
        outbox,
        scope: 'contact-request',
        key: headers['idempotency-key'],
        body,
        reply,
        send: (onStored) =>
          sendContactRequest({
            db,
            ip: clientAddressOf(request),
            publicOrigin,
            body,
            onStored,
            senderUserId: request.authSession?.userId ?? null,
          }),
      }),
    sendConsultationRequest: async ({ body, headers, request, reply }) =>
      sendIdempotently({
        db,
        outbox,
        scope: 'consultation-request',
        key: headers['idempotency-key'],
        body,
        reply,
        send: (onStored) =>
          sendConsultationRequest({
            db,
            ip: clientAddressOf(request),
            publicOrigin,
            body,
            onStored,
            senderUserId: request.authSession?.userId ?? null,
          }),
      }),
    markRead: async ({ params, request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      const inquiry = await markRead({ db, ownerId: userId, kind: params.kind, id: params.id });
      return { status: 200, body: inquiry };
    },
    markAnswered: async ({ params, request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      setCachePolicy(reply, 'personal');
      const inquiry = await markAnswered({ db, ownerId: userId, kind: params.kind, id: params.id });
      return { status: 200, body: inquiry };
    },
    reply: async ({ params, body, request, reply }) => {
      const { userId } = requireLawyer(request.authSession);
      const inquiry = await replyToInquiry({
        db,
        ownerId: userId,
        kind: params.kind,
        id: params.id,
        content: body.content,
      });
      outbox.wake();
      setCachePolicy(reply, 'personal');
      return { status: 201, body: inquiry };
    },
  });
  registerContractRouter(s, contract, router, app);
}
