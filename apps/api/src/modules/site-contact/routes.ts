import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { inquiriesContract } from '@cld/contract/inquiries';
import type { Database } from '@cld/db/schema';
import { registerContractRouter } from '../../http/contract-router.ts';
import { limitFormBodies, sendIdempotently } from '../inquiries/routes.ts';
import type { OutboxWorker } from '../mail/worker.ts';
import { sendSiteContact } from './service.ts';
import { clientAddressOf } from '../../http/client-address.ts';

/** The contact page's form, to the site's operator (`CONTACT_TO`). */
export async function siteContactRoutes(
  app: FastifyInstance,
  {
    db,
    operatorAddress,
    outbox,
  }: { db: Kysely<Database>; operatorAddress: string; outbox: OutboxWorker },
) {
  limitFormBodies(app);
  const contract = { sendSiteContact: inquiriesContract.sendSiteContact };
  const s = initServer();
  const router = s.router(contract, {
    sendSiteContact: async ({ body, headers, request, reply }) =>
      sendIdempotently({
        db,
        outbox,
        scope: 'site-contact',
        key: headers['idempotency-key'],
        body,
        reply,
        send: (onStored) =>
          sendSiteContact({ db, ip: clientAddressOf(request), operatorAddress, body, onStored }),
      }),
  });
  registerContractRouter(s, contract, router, app);
}
