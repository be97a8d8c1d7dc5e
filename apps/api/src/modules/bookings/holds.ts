import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';
import { defineMessages } from '@cld/validation/i18n';
import { AppError } from '../../errors.ts';
import { mailboxLimitKey } from '../../http/client-address.ts';

/**
 * Bookings cannot be squatted (issue 38 item 5, decision 037). A probe took over half of a
 * lawyer's next two weeks with 60 invented bookings from 7 addresses. Now a booking whose e-mail
 * nobody has proven is only held for `HOLD_MINUTES` until the visitor confirms it from the e-mailed
 * link; one mailbox has at most a few open bookings, and one address a few unconfirmed holds with a
 * lawyer. Every check runs in the booking's transaction, under the lock of the lawyer's
 * availability row (and of the mailbox, for its bookings with every lawyer), so parallel requests
 * cannot pass a limit together. A lapsed hold needs no job: it occupies nothing from its expiry on,
 * and the next booking transaction of its lawyer deletes it before inserting.
 */

/** How long an unconfirmed booking keeps its slot (never past the consultation's start). */
export const HOLD_MINUTES = 30;

export const OPEN_BOOKING_LIMITS = {
  /** Open bookings (held or booked, not started) of one mailbox with one lawyer. */
  perMailboxWithLawyer: 2,
  /** Open bookings of one mailbox with all lawyers. */
  perMailbox: 5,
  /**
   * Unconfirmed holds from one client address with one lawyer: above one, for a household or an
   * office behind one address; they end at confirmation or after `HOLD_MINUTES`.
   */
  holdsPerAddressWithLawyer: 3,
} as const;

const { msg } = defineMessages({
  'limit.mailboxWithLawyer': {
    en: 'You already have {max} upcoming consultations with this lawyer, booked or awaiting confirmation, from this e-mail address. Cancel one with the link in its e-mail before booking another',
    fr: 'Vous avez déjà {max}\u00a0consultations à venir avec cet avocat ou cette avocate, réservées ou en attente de confirmation, à partir de cette adresse courriel. Annulez-en une avec le lien de son courriel avant d’en réserver une autre.',
  },
  'limit.mailbox': {
    en: 'You already have {max} upcoming consultations, booked or awaiting confirmation, from this e-mail address. Cancel one with the link in its e-mail before booking another',
    fr: 'Vous avez déjà {max}\u00a0consultations à venir, réservées ou en attente de confirmation, à partir de cette adresse courriel. Annulez-en une avec le lien de son courriel avant d’en réserver une autre.',
  },
  'limit.addressHolds': {
    en: 'Too many bookings with this lawyer from your connection are awaiting confirmation. Confirm them with the links we e-mailed, or try again once they have lapsed',
    fr: 'Trop de rendez-vous avec cet avocat ou cette avocate pris depuis votre connexion attendent une confirmation. Confirmez-les avec les liens envoyés par courriel, ou réessayez quand ils auront expiré.',
  },
  'hold.unconfirmed': {
    en: 'This booking is not confirmed yet. Confirm it with the link we e-mailed before changing its time',
    fr: 'Ce rendez-vous n’est pas encore confirmé. Confirmez-le avec le lien envoyé par courriel avant d’en changer l’heure.',
  },
});

export const HOLD_MESSAGES = {
  mailboxWithLawyer: msg('limit.mailboxWithLawyer', {
    max: OPEN_BOOKING_LIMITS.perMailboxWithLawyer,
  }),
  mailbox: msg('limit.mailbox', { max: OPEN_BOOKING_LIMITS.perMailbox }),
  addressHolds: msg('limit.addressHolds'),
  unconfirmed: msg('hold.unconfirmed'),
} as const;

/** The first key of the mailbox's transaction lock (`pg_advisory_xact_lock(key, hash)`). */
const MAILBOX_LOCK_SPACE = 37_005;

/** A booking that holds its slot at `now`: booked, or held and not yet lapsed. */
export function occupiesSlot(eb: ExpressionBuilder<Database, 'bookings'>, now: Date) {
  return eb.or([
    eb('status', '=', 'booked'),
    eb.and([eb('status', '=', 'held'), eb('hold_expires_at', '>', now)]),
  ]);
}

/** Any booking but a lapsed hold (which is as good as gone: nobody sees it any more). */
export function notLapsed(eb: ExpressionBuilder<Database, 'bookings'>, now: Date) {
  return eb.or([eb('status', '<>', 'held'), eb('hold_expires_at', '>', now)]);
}

/** The end of a hold made at `now` for a consultation starting at `startsAt`. */
export function holdExpiry(now: Date, startsAt: Date): Date {
  return new Date(Math.min(now.getTime() + HOLD_MINUTES * 60_000, startsAt.getTime()));
}

/**
 * How a hold keeps the address it came from (`clientAddressOf`): an HMAC-SHA-256 of the lawyer and
 * the address under a key derived from SESSION_SECRET for this use only (as reviews do, decision
 * 018), so the column holds no address and compares only holds with one lawyer. Kept while held.
 */
export function holdAddressHash({
  secret,
  lawyerId,
  addressKey,
}: {
  secret: string;
  lawyerId: number;
  addressKey: string;
}): string {
  const key = createHmac('sha256', secret).update('cld:booking-hold-address:v1').digest();
  return createHmac('sha256', key).update(`${lawyerId}\n${addressKey}`).digest('hex');
}

/**
 * Whether a booking must be confirmed from its e-mail: always, except from a signed-in account
 * whose e-mail is verified (`users.is_verified`, decision 038) and is the booking's mailbox.
 */
export async function mustConfirm({
  db,
  userId,
  email,
}: {
  db: Kysely<Database>;
  userId: number | null;
  email: string;
}): Promise<boolean> {
  if (userId === null) return true;
  const user = await db
    .selectFrom('users')
    .select(['email', 'is_verified'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return !(user?.is_verified && mailboxLimitKey(user.email) === mailboxLimitKey(email));
}

/** Deletes a lawyer's lapsed holds, so that their slots can be booked (in a booking transaction). */
export async function deleteLapsedHolds(trx: Kysely<Database>, lawyerId: number, now: Date) {
  await trx
    .deleteFrom('bookings')
    .where('lawyer_id', '=', lawyerId)
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', now)
    .execute();
}

const secondsUntil = (instants: Date[], now: Date) =>
  Math.max(1, Math.ceil((Math.min(...instants.map(Number)) - now.getTime()) / 1000));

/**
 * Refuses a new booking (429, the reason in the message, `email` named when it is the mailbox's)
 * when the mailbox has its share of open bookings with this lawyer or with all, or, for a hold,
 * the address its share of holds with this lawyer. `Retry-After`: until the first of those frees.
 * Runs in the booking's transaction, after the lawyer's availability row is locked.
 */
export async function enforceOpenBookingLimits({
  trx,
  lawyerId,
  mailboxKey,
  holdAddress,
  now,
}: {
  trx: Kysely<Database>;
  lawyerId: number;
  mailboxKey: string;
  /** The address's hash when the new booking is a hold; null for a confirmed one. */
  holdAddress: string | null;
  now: Date;
}): Promise<void> {
  // One mailbox's bookings with different lawyers take turns too, for the count across lawyers.
  await sql`select pg_advisory_xact_lock(${MAILBOX_LOCK_SPACE}, hashtext(${mailboxKey}))`.execute(
    trx,
  );
  const open = await trx
    .selectFrom('bookings')
    .select(['lawyer_id', 'status', 'starts_at', 'hold_expires_at'])
    .where('mailbox_key', '=', mailboxKey)
    .where('starts_at', '>', now)
    .where((eb) => occupiesSlot(eb, now))
    .execute();
  const freesAt = (rows: typeof open) =>
    rows.map((row) => new Date(row.status === 'held' ? row.hold_expires_at! : row.starts_at));
  const refuse = (message: string, instants: Date[], field?: string) =>
    new AppError('too_many_requests', message, {
      retryAfterSeconds: secondsUntil(instants, now),
      ...(field ? { issues: [{ path: [field], message }] } : {}),
    });
  const withLawyer = open.filter((row) => row.lawyer_id === lawyerId);
  if (withLawyer.length >= OPEN_BOOKING_LIMITS.perMailboxWithLawyer) {
    throw refuse(HOLD_MESSAGES.mailboxWithLawyer, freesAt(withLawyer), 'email');
  }
  if (open.length >= OPEN_BOOKING_LIMITS.perMailbox) {
    throw refuse(HOLD_MESSAGES.mailbox, freesAt(open), 'email');
  }
  if (holdAddress === null) return;
  const holds = await trx
    .selectFrom('bookings')
    .select('hold_expires_at')
    .where('lawyer_id', '=', lawyerId)
    .where('hold_address_hash', '=', holdAddress)
    .where('status', '=', 'held')
    .where('hold_expires_at', '>', now)
    .execute();
  if (holds.length >= OPEN_BOOKING_LIMITS.holdsPerAddressWithLawyer) {
    throw refuse(
      HOLD_MESSAGES.addressHolds,
      holds.map((row) => new Date(row.hold_expires_at!)),
    );
  }
}
