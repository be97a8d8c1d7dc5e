import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import {
  AVAILABILITY_LINK_INVALID,
  type AcceptingClientsConfirmation,
  type MyProfile,
} from '@cld/contract/my-profile';
import type { Language } from '@cld/contract/languages';
import type { Database } from '@cld/db/schema';
import {
  ACCEPTING_CLIENTS_REMINDER_DAYS,
  ACCEPTING_CLIENTS_VALID_DAYS,
} from '@cld/reference/practice-details';
import { defineFrench } from '@cld/validation/i18n';
import { AppError } from '../../errors.ts';
import { reminderJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { acceptingClientsReminderMail } from '../mail/templates.ts';
import { showMyProfile } from './service.ts';

/**
 * "Accepting new clients" (issue 20, docs/decisions/034): the dashboard's button confirms it now;
 * a daily job reminds each owner once per confirmation, a week before it lapses from the public
 * pages (or in the week after), with a link that confirms it without signing in.
 */

const DAY_MS = 86_400_000;
/** How long a reminder's link works. */
export const AVAILABILITY_LINK_DAYS = 30;
/** The job runs once a day; a reminder goes out within a day of entering its window. */
export const AVAILABILITY_JOB_INTERVAL_MS = DAY_MS;

const LINK_EXPIRED = 'This link has expired. Sign in to your dashboard to confirm instead.';
const LINK_USED =
  'This link was already used or your answer has changed since. Sign in to your dashboard to confirm instead.';

defineFrench({
  [LINK_EXPIRED]: 'Ce lien a expiré. Connectez-vous à votre tableau de bord pour confirmer.',
  [LINK_USED]:
    'Ce lien a déjà servi ou votre réponse a changé depuis. Connectez-vous à votre tableau de bord pour confirmer.',
});

function refuseLink(message: string): never {
  throw new AppError('bad_request', message, { issues: [{ path: ['token'], message }] });
}

/** What a reminder's link stands for: one lawyer's one confirmation, until `expiresAt`. */
export interface AvailabilityLink {
  lawyerId: number;
  /** The confirmation it reminds about, in milliseconds since the epoch (as the database rounds). */
  confirmedAtMs: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** The key of these links only: a session token or another signature never verifies as one. */
function linkKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('cld:accepting-clients-link:v1').digest();
}

function signatureOf(secret: string, payload: string): Buffer {
  return createHmac('sha256', linkKey(secret)).update(payload).digest();
}

/** `lawyerId.confirmedAtMs.expiresAt.signature`: URL-safe as it is, and HMAC-SHA-256 signed. */
export function signAvailabilityLink(secret: string, link: AvailabilityLink): string {
  const payload = `${link.lawyerId}.${link.confirmedAtMs}.${link.expiresAt}`;
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`;
}

const LINK_FORMAT = /^([1-9]\d{0,9})\.(\d{1,15})\.(\d{1,12})\.([\w-]{43})$/;

/**
 * The link a token stands for, checked: a 400 naming `token` when it is malformed, altered or
 * past its expiry.
 */
export function readAvailabilityLink(
  secret: string,
  token: string,
  now = Date.now(),
): AvailabilityLink {
  const match = LINK_FORMAT.exec(token);
  if (!match) refuseLink(AVAILABILITY_LINK_INVALID);
  const [, lawyerId, confirmedAtMs, expiresAt, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = signatureOf(secret, `${lawyerId}.${confirmedAtMs}.${expiresAt}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    refuseLink(AVAILABILITY_LINK_INVALID);
  }
  if (Number(expiresAt) * 1000 <= now) refuseLink(LINK_EXPIRED);
  return {
    lawyerId: Number(lawyerId),
    confirmedAtMs: Number(confirmedAtMs),
    expiresAt: Number(expiresAt),
  };
}

/** A confirmation time as milliseconds, the same way in SQL on every row and in the links. */
const confirmedAtMs = sql<string>`floor(extract(epoch from accepting_confirmed_at) * 1000)::bigint`;

/** The signed-in lawyer says whether they take new clients: confirmed now. */
export async function setMyAcceptingClients({
  db,
  ownerId,
  accepting,
}: {
  db: Kysely<Database>;
  ownerId: number;
  accepting: boolean;
}): Promise<MyProfile> {
  const result = await db
    .updateTable('lawyers')
    .set({
      accepting_clients: accepting,
      accepting_confirmed_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    throw new AppError('not_found', 'You have no lawyer profile yet');
  }
  return showMyProfile({ db, ownerId });
}

/**
 * The reminder's link confirms (or changes) the answer now, once: only while the lawyer's
 * confirmation is still the one the link reminded about, and only for a profile with an owner.
 */
export async function confirmAcceptingClientsByLink({
  db,
  secret,
  token,
  accepting,
}: {
  db: Kysely<Database>;
  secret: string;
  token: string;
  accepting: boolean;
}): Promise<AcceptingClientsConfirmation> {
  const link = readAvailabilityLink(secret, token);
  const row = await db
    .updateTable('lawyers')
    .set({
      accepting_clients: accepting,
      accepting_confirmed_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', link.lawyerId)
    .where('owner_id', 'is not', null)
    .where(sql<boolean>`${confirmedAtMs} = ${link.confirmedAtMs}`)
    .returning(['accepting_clients', 'accepting_confirmed_at'])
    .executeTakeFirst();
  if (!row || row.accepting_clients === null || row.accepting_confirmed_at === null) {
    refuseLink(LINK_USED);
  }
  return {
    accepting: row.accepting_clients,
    confirmedAt: new Date(row.accepting_confirmed_at).toISOString(),
  };
}

interface ReminderCandidate {
  id: number;
  name: string;
  email: string;
  language: Language;
  accepting_clients: boolean;
  accepting_confirmed_at: Date;
  confirmed_ms: string;
}

/**
 * Reminds the owners whose statement lapses within `ACCEPTING_CLIENTS_REMINDER_DAYS` or lapsed
 * less than that long ago, once per confirmation: the reminder's row and its e-mail in one
 * transaction, the row's key (lawyer, confirmation) making a second one a no-op, so replicas may
 * run it side by side. Demo lawyers, hidden profiles and profiles nobody owns get no mail. Rows of
 * confirmations that are no longer current go.
 */
export async function sendAcceptingClientsReminders({
  db,
  secret,
  publicOrigin,
  limit = 500,
}: {
  db: Kysely<Database>;
  secret: string;
  publicOrigin: string;
  limit?: number;
}): Promise<number> {
  const { rows } = await sql<ReminderCandidate>`
    select l.id, l.name, u.email, u.language, l.accepting_clients, l.accepting_confirmed_at,
           ${confirmedAtMs} as confirmed_ms
    from lawyers l join users u on u.id = l.owner_id
    where l.accepting_confirmed_at is not null
      and l.accepting_clients is not null
      and not l.is_demo and not l.is_hidden
      and l.accepting_confirmed_at <= now()
        - make_interval(days => ${ACCEPTING_CLIENTS_VALID_DAYS - ACCEPTING_CLIENTS_REMINDER_DAYS})
      and l.accepting_confirmed_at > now()
        - make_interval(days => ${ACCEPTING_CLIENTS_VALID_DAYS + ACCEPTING_CLIENTS_REMINDER_DAYS})
      and not exists (select 1 from accepting_reminders r
                      where r.lawyer_id = l.id and r.confirmed_at = l.accepting_confirmed_at)
    order by l.accepting_confirmed_at, l.id
    limit ${limit}`.execute(db);

  let sent = 0;
  for (const candidate of rows) {
    const reminded = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('accepting_reminders')
        .columns(['lawyer_id', 'confirmed_at'])
        .expression((eb) =>
          eb
            .selectFrom('lawyers')
            .select(['id', 'accepting_confirmed_at'])
            .where('id', '=', candidate.id)
            .where(sql<boolean>`${confirmedAtMs} = ${Number(candidate.confirmed_ms)}`),
        )
        .onConflict((conflict) => conflict.doNothing())
        .returning('sent_at')
        .executeTakeFirst();
      if (!inserted) return false;
      const now = new Date(inserted.sent_at);
      const confirmedAt = new Date(candidate.accepting_confirmed_at);
      const expiresAt = new Date(now.getTime() + AVAILABILITY_LINK_DAYS * DAY_MS);
      const token = signAvailabilityLink(secret, {
        lawyerId: candidate.id,
        confirmedAtMs: Number(candidate.confirmed_ms),
        expiresAt: Math.floor(expiresAt.getTime() / 1000),
      });
      await enqueueMail({
        db: trx,
        mails: [
          acceptingClientsReminderMail({
            lawyer: { name: candidate.name, email: candidate.email, language: candidate.language },
            accepting: candidate.accepting_clients,
            confirmedAt,
            lapsesAt: new Date(confirmedAt.getTime() + ACCEPTING_CLIENTS_VALID_DAYS * DAY_MS),
            token,
            publicOrigin,
            expiresAt,
            now,
          }),
        ],
      });
      return true;
    });
    if (reminded) sent += 1;
  }
  await sql`delete from accepting_reminders r using lawyers l
            where l.id = r.lawyer_id
              and r.confirmed_at is distinct from l.accepting_confirmed_at`.execute(db);
  return sent;
}

/** The reminders, at start and once a day; a failed run is logged and tried again next time. */
export function createAvailabilityWorker({
  db,
  log,
  secret,
  publicOrigin,
  onMailQueued,
  intervalMs = AVAILABILITY_JOB_INTERVAL_MS,
}: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  secret: string;
  publicOrigin: string;
  onMailQueued: () => void;
  intervalMs?: number;
}): PeriodicJob {
  return reminderJob({
    name: 'availability reminders',
    key: 'availability',
    log,
    send: () => sendAcceptingClientsReminders({ db, secret, publicOrigin }),
    onMailQueued,
    intervalMs,
  });
}
