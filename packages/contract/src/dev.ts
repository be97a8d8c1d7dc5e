import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorSchema } from './errors.ts';

const c = initContract();

/** How many held e-mails the demo's mailbox lists, newest first. */
export const DEV_MAILBOX_LIMIT = 50;

/**
 * A held e-mail as the demo's mailbox shows it: what it says, and the links in it to the site's own
 * pages (verify an address, reset a password, manage a booking), so a visitor can follow them.
 */
export const heldMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  text: z.string(),
  links: z.array(z.string()),
});
export type HeldMail = z.infer<typeof heldMailSchema>;

/**
 * Tools of a development or demonstration run (DESIGN §8.5). The API registers them only without
 * SMTP_URL and outside production; anywhere else the route does not exist and answers 404.
 */
export const devContract = c.router({
  mailbox: {
    method: 'GET',
    path: '/api/dev/mailbox',
    responses: {
      200: z.object({ messages: z.array(heldMailSchema) }),
      404: errorSchema,
    },
    summary:
      'The demo’s mailbox: the newest e-mails held for want of SMTP_URL, with the site’s links in them. Only without SMTP_URL and outside production (404 otherwise)',
  },
});
