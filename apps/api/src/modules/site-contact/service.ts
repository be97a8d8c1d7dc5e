import type { Kysely } from 'kysely';
import { localeOf } from '@cld/contract/languages';
import type { Language } from '@cld/contract/languages';
import type { SiteContact } from '@cld/validation/site-contact';
import type { Database } from '@cld/db/schema';
import { enforceSendingLimit, hourlyLimit, TOO_MANY_MESSAGES } from '../inquiries/limits.ts';
import { isBot } from '../inquiries/service.ts';
import type { SendContext } from '../inquiries/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { siteContactMails } from '../mail/templates.ts';
import { mailboxLimitKey } from '../../http/client-address.ts';

export const SITE_MESSAGES_PER_IP = hourlyLimit('site-contact-ip', 10, TOO_MANY_MESSAGES);
/** The confirmation goes to the typed address: this keeps the form from mail-bombing someone. */
export const SITE_MESSAGES_PER_EMAIL = hourlyLimit('site-contact-email', 5, TOO_MANY_MESSAGES);
/** The site's own inbox is this form's "lawyer": one ceiling for everyone together. */
export const SITE_MESSAGES_IN_ALL = hourlyLimit(
  'site-contact-all',
  300,
  'We are receiving too many messages right now. Please try again later.',
);

/**
 * Stores the message and its two e-mails (to the operator, and the sender's confirmation) in one
 * transaction, with what `onStored` writes (an idempotent answer). Answers the new id, or 0 for a
 * bot (nothing stored).
 */
export async function sendSiteContact({
  db,
  ip,
  operatorAddress,
  body,
  onStored,
}: {
  db: Kysely<Database>;
  ip: string;
  operatorAddress: string;
  body: SiteContact & { website?: string | undefined; locale?: Language | undefined };
  onStored?: SendContext['onStored'];
}): Promise<number> {
  await enforceSendingLimit({ db, limit: SITE_MESSAGES_PER_IP, subject: ip });
  const { website, locale, ...message } = body;
  if (isBot(website)) return 0;
  await enforceSendingLimit({
    db,
    limit: SITE_MESSAGES_PER_EMAIL,
    subject: mailboxLimitKey(message.email),
  });
  await enforceSendingLimit({ db, limit: SITE_MESSAGES_IN_ALL, subject: 'all' });
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('site_contact_messages')
      .values({
        name: message.name,
        email: message.email,
        phone: message.phone ?? null,
        category: message.category,
        subject: message.subject,
        message: message.message,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueMail({
      db: trx,
      mails: siteContactMails({ message, operatorAddress, visitor: localeOf({ locale }) }),
    });
    await onStored?.(trx, id);
    return id;
  });
}
