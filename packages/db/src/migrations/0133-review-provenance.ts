import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A review comes from someone else (issue 38, docs/decisions/018-reviews-and-responsiveness.md).
 *
 * `review_invitations.mailbox_key` is the invited address as the per-person rules compare it
 * (`mailboxLimitKey` in apps/api/src/http/client-address.ts: case-folded, without a `+tag`,
 * without Gmail's dots). The backfill below spells that rule in SQL once, for the rows written
 * before this migration; the API writes every later row with the function itself.
 *
 * A request the job decided not to invite (the lawyer's own mailbox, account or firm, or a mailbox
 * already invited) keeps a row with `withheld_reason` and no token, so the job does not consider
 * it again and nothing can be written with it.
 *
 * `reviews.client_address_hash` is a keyed hash of the network the review was sent from and of its
 * lawyer, kept only while reviews of that lawyer from one network are compared (the reviews job
 * empties it after the window).
 */
const up = [
  `alter table review_invitations
     alter column token_hash drop not null,
     add column mailbox_key varchar(320),
     add column withheld_reason varchar(20),
     add constraint review_invitations_withheld_check
       check ((token_hash is null) = (withheld_reason is not null))`,
  `update review_invitations i set mailbox_key = case
     when p.local is null then lower(btrim(i.email))
     else (case when p.domain in ('gmail.com', 'googlemail.com') then replace(p.untagged, '.', '')
                else p.untagged end)
          || '@' || (case when p.domain = 'googlemail.com' then 'gmail.com' else p.domain end)
   end
   from (
     select id, local, domain,
            case when position('+' in local) > 1 then left(local, position('+' in local) - 1)
                 else local end as untagged
     from (select id,
                  lower(btrim(substring(email from '^(.+)@[^@]*$'))) as local,
                  lower(btrim(substring(email from '@([^@]*)$'))) as domain
           from review_invitations) parts
   ) p
   where p.id = i.id`,
  `alter table review_invitations alter column mailbox_key set not null`,
  // Who already was invited by, or reviewed, a lawyer: one lookup per invitation and per review.
  `create index review_invitations_lawyer_mailbox_idx on review_invitations (lawyer_id, mailbox_key)`,

  `alter table reviews add column client_address_hash char(64)`,
  `create index reviews_lawyer_address_idx on reviews (lawyer_id, client_address_hash, created_at)
     where client_address_hash is not null`,
];

const down = [
  `drop index reviews_lawyer_address_idx`,
  `alter table reviews drop column client_address_hash`,
  `drop index review_invitations_lawyer_mailbox_idx`,
  `delete from review_invitations where token_hash is null`,
  `alter table review_invitations
     drop constraint review_invitations_withheld_check,
     drop column withheld_reason,
     drop column mailbox_key,
     alter column token_hash set not null`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const reviewProvenanceMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
