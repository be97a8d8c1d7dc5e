import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';
import { defineFrench } from '@cld/validation/i18n';
import { AppError } from '../../errors.ts';
import { mailboxLimitKey } from '../../http/client-address.ts';

/**
 * A review comes from someone else (issue 38, docs/decisions/018): not from the lawyer's own
 * account, mailbox or firm, and once per mailbox. Every rule compares mailboxes as
 * `mailboxLimitKey` writes them, so `Me+1@gmail.com` and `m.e+2@googlemail.com` are one person.
 */

/**
 * Where many unrelated people have a mailbox: a lawyer's address there says nothing about who
 * else writes from that domain. A lawyer's address anywhere else names their firm's domain. Not
 * exhaustive: a lawyer at a provider missing here keeps clients of that provider from reviewing
 * them (they get no invitation), so add a provider when that happens.
 */
const SHARED_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.ca',
  'live.com',
  'live.ca',
  'msn.com',
  'yahoo.com',
  'yahoo.ca',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'videotron.ca',
  'bell.net',
  'sympatico.ca',
  'shaw.ca',
  'telus.net',
  'rogers.com',
]);

/** Why a request gets no review link, or a review is refused. */
export type ProvenanceRefusal = 'own-account' | 'own-mailbox' | 'firm-domain' | 'already-reviewed';

/** Each refusal as a 403 whose message names it, in English here and in French below. */
const REFUSAL_MESSAGES: Record<ProvenanceRefusal, { en: string; fr: string }> = {
  'own-account': {
    en: 'You cannot review your own profile',
    fr: 'Vous ne pouvez pas donner votre avis sur votre propre profil.',
  },
  'own-mailbox': {
    en: "This review link was sent to the lawyer's own e-mail address: a review must come from someone else",
    fr: 'Ce lien pour donner votre avis a été envoyé à une adresse courriel de ce profil\u00a0: un avis doit venir de quelqu’un d’autre.',
  },
  'firm-domain': {
    en: "This review link was sent to an address at the lawyer's own firm: a review must come from a client",
    fr: 'Ce lien pour donner votre avis a été envoyé à une adresse du cabinet de ce profil\u00a0: un avis doit venir d’un client ou d’une cliente.',
  },
  'already-reviewed': {
    en: 'This e-mail address has already reviewed this lawyer',
    fr: 'Cette adresse courriel a déjà servi à donner un avis sur ce profil.',
  },
};

defineFrench(
  Object.fromEntries(Object.values(REFUSAL_MESSAGES).map(({ en, fr }) => [en, fr] as const)),
);

export function provenanceError(refusal: ProvenanceRefusal): AppError {
  return new AppError('forbidden', REFUSAL_MESSAGES[refusal].en);
}

/** Who a lawyer is, as far as reviews of them are concerned. */
export interface LawyerIdentity {
  ownerId: number | null;
  /** The owner account's and the profile's addresses, as `mailboxLimitKey` writes them. */
  mailboxes: Set<string>;
  /** The website's domain, and the addresses' domains outside the shared providers. */
  firmDomains: Set<string>;
}

const domainOf = (mailbox: string) => mailbox.slice(mailbox.lastIndexOf('@') + 1);

/** The host of a profile's website ("https://www.firm.ca/team" → "firm.ca"), if it has one. */
export function websiteDomain(website: string | null): string | undefined {
  const trimmed = website?.trim();
  if (!trimmed) return undefined;
  try {
    const { hostname } = new URL(
      /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`,
    );
    return hostname.toLowerCase().replace(/^www\./, '') || undefined;
  } catch {
    return undefined;
  }
}

export function lawyerIdentity({
  ownerId,
  emails,
  website,
}: {
  ownerId: number | null;
  emails: (string | null)[];
  website: string | null;
}): LawyerIdentity {
  const mailboxes = new Set(
    emails.filter((email): email is string => Boolean(email)).map(mailboxLimitKey),
  );
  const firmDomains = new Set(
    [...[...mailboxes].map(domainOf), websiteDomain(website)].filter(
      (domain): domain is string => Boolean(domain) && !SHARED_MAIL_DOMAINS.has(domain ?? ''),
    ),
  );
  return { ownerId, mailboxes, firmDomains };
}

/**
 * The rule a review by `mailbox` (written by `mailboxLimitKey`), sent or submitted by the account
 * `accountId` (null: signed out), would break, if any. Whether the mailbox already reviewed the
 * lawyer is a query (`mailboxReviewedLawyer`, `mailboxInvitedBy`).
 */
export function identityRefusal({
  lawyer,
  mailbox,
  accountId,
}: {
  lawyer: LawyerIdentity;
  mailbox: string;
  accountId: number | null;
}): Exclude<ProvenanceRefusal, 'already-reviewed'> | undefined {
  if (accountId !== null && accountId === lawyer.ownerId) return 'own-account';
  if (lawyer.mailboxes.has(mailbox)) return 'own-mailbox';
  const domain = domainOf(mailbox);
  for (const firm of lawyer.firmDomains) {
    if (domain === firm || domain.endsWith(`.${firm}`)) return 'firm-domain';
  }
  return undefined;
}

/**
 * The lawyer's identity, read for a review. `lock` holds the lawyer's row until the transaction
 * ends, so two reviews of one lawyer are checked one after the other: each sees the other's
 * mailbox and network (the rating refresh updates the row in the same transaction anyway).
 */
export async function findLawyerIdentity({
  db,
  lawyerId,
  lock,
}: {
  db: Kysely<Database>;
  lawyerId: number;
  lock: boolean;
}): Promise<LawyerIdentity | undefined> {
  let query = db
    .selectFrom('lawyers as l')
    .leftJoin('users as u', 'u.id', 'l.owner_id')
    .select(['l.owner_id', 'l.email', 'l.website', 'u.email as owner_email'])
    .where('l.id', '=', lawyerId);
  if (lock) query = query.forNoKeyUpdate('l');
  const row = await query.executeTakeFirst();
  return (
    row &&
    lawyerIdentity({
      ownerId: row.owner_id,
      emails: [row.owner_email, row.email],
      website: row.website,
    })
  );
}

/** Whether `mailbox` already wrote a review of the lawyer, through another invitation. */
export async function mailboxReviewedLawyer({
  db,
  lawyerId,
  mailbox,
  invitationId,
}: {
  db: Kysely<Database>;
  lawyerId: number;
  mailbox: string;
  invitationId: string;
}): Promise<boolean> {
  const row = await db
    .selectFrom('reviews as r')
    .innerJoin('review_invitations as i', 'i.id', 'r.invitation_id')
    .select('r.id')
    .where('i.lawyer_id', '=', lawyerId)
    .where('i.mailbox_key', '=', mailbox)
    .where('i.id', '<>', invitationId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the job already considered `mailbox` for the lawyer (invited, or withheld). */
export async function mailboxInvitedBy({
  db,
  lawyerId,
  mailbox,
}: {
  db: Kysely<Database>;
  lawyerId: number;
  mailbox: string;
}): Promise<boolean> {
  const row = await db
    .selectFrom('review_invitations')
    .select('id')
    .where('lawyer_id', '=', lawyerId)
    .where('mailbox_key', '=', mailbox)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Several reviews of one lawyer from one network within this many hours wait for an
 * administrator; the network's hash is emptied once it is older.
 */
export const SAME_NETWORK_WINDOW_HOURS = 24;

/**
 * What a review keeps of the network it came from (`clientAddressOf`: an IPv4 address or an IPv6
 * /64): an HMAC of it and the lawyer, under a key derived from the session secret for this use
 * only. It says whether two reviews of one lawyer came from one network, and nothing else: not
 * the address, and not whether reviews of two lawyers did.
 */
export function reviewAddressHash({
  secret,
  lawyerId,
  address,
}: {
  secret: string;
  lawyerId: number;
  address: string;
}): string {
  const key = createHmac('sha256', secret).update('cld:review-client-address:v1').digest();
  return createHmac('sha256', key).update(`${lawyerId}\n${address}`).digest('hex');
}

/** Whether another review of the lawyer came from the same network within the window. */
export async function sameNetworkReviewed({
  db,
  lawyerId,
  addressHash,
}: {
  db: Kysely<Database>;
  lawyerId: number;
  addressHash: string;
}): Promise<boolean> {
  const row = await db
    .selectFrom('reviews')
    .select('id')
    .where('lawyer_id', '=', lawyerId)
    .where('client_address_hash', '=', addressHash)
    .where(
      'created_at',
      '>',
      sql<Date>`now() - make_interval(hours => ${SAME_NETWORK_WINDOW_HOURS})`,
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Empties the network hashes older than the window: they serve no rule any more. */
export async function forgetReviewAddresses({ db }: { db: Kysely<Database> }): Promise<number> {
  const result = await db
    .updateTable('reviews')
    .set({ client_address_hash: null })
    .where('client_address_hash', 'is not', null)
    .where(
      'created_at',
      '<=',
      sql<Date>`now() - make_interval(hours => ${SAME_NETWORK_WINDOW_HOURS})`,
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
