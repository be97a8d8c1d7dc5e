import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { DEV_MAILBOX_LIMIT, devContract } from '@cld/contract/dev';
import type { HeldMail } from '@cld/contract/dev';
import type { Database } from '@cld/db/schema';
import type { Config } from '../../config.ts';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { listOutbox } from './outbox.ts';
import type { OutboxRow } from './outbox.ts';

/**
 * Whether this API shows its held mail to anyone who asks (DESIGN §8.5): only when mail cannot
 * leave (no SMTP_URL) and never in production, where held mail is an operator's to read
 * (`GET /api/admin/outbox`). Elsewhere the route is not registered at all.
 */
export function isDevMailboxOn(config: Pick<Config, 'nodeEnv' | 'mail'>): boolean {
  return config.mail.smtpUrl === undefined && config.nodeEnv !== 'production';
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;
/** What ends a sentence or a bracket after an address, not part of it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"’»]+$/;

/**
 * The links of a mail's text to the site itself, in order, once each. An address a visitor typed
 * into a message (to another site) stays text: the mailbox is the demo's, not a way to send people
 * elsewhere.
 */
export function siteLinksIn(text: string, publicOrigin: string): string[] {
  const links = new Set<string>();
  for (const [found] of text.matchAll(URL_IN_TEXT)) {
    const candidate = found.replace(TRAILING_PUNCTUATION, '');
    if (URL.canParse(candidate) && new URL(candidate).origin === publicOrigin) links.add(candidate);
  }
  return [...links];
}

function toHeldMail(row: OutboxRow, publicOrigin: string): HeldMail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    createdAt: new Date(row.created_at).toISOString(),
    text: row.text,
    links: siteLinksIn(row.text, publicOrigin),
  };
}

/**
 * The demo's mailbox: the newest held mail and its links, for the website's `/dev/mailbox` page.
 * Registered by `buildApp` only when `isDevMailboxOn`.
 */
export async function devMailboxRoutes(
  app: FastifyInstance,
  { db, publicOrigin }: { db: Kysely<Database>; publicOrigin: string },
) {
  const s = initServer();
  const router = s.router(devContract, {
    mailbox: async ({ reply }) => {
      // Addresses and one-time links: never kept by a browser or a shared cache.
      setCachePolicy(reply, 'none');
      reply.header('x-robots-tag', 'noindex');
      const rows = await listOutbox({ db, status: 'held', limit: DEV_MAILBOX_LIMIT });
      return {
        status: 200,
        body: { messages: rows.map((row) => toHeldMail(row, publicOrigin)) },
      };
    },
  });
  registerContractRouter(s, devContract, router, app);
}
