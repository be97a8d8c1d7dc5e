import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { inquiriesContract } from '@cld/contract/inquiries';
import type { Database } from '@cld/db/schema';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { limitFormBodies } from '../inquiries/routes.ts';
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
    sendSiteContact: async ({ body, request, reply }) => {
      const id = await sendSiteContact({ db, ip: clientAddressOf(request), operatorAddress, body });
      // After the commit: the worker finds the mail at once instead of at its next poll.
      outbox.wake();
      setCachePolicy(reply, 'none');
      return { status: 201, body: { id } };
    },
  });
  registerContractRouter(s, contract, router, app);
}
