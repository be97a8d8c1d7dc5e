import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The office's postal code (issue 37 item 5): an in-person consultation's page, e-mails and `.ics`
 * give the whole address — street, city, province and postal code. Optional: profiles from before
 * it was asked for, and register listings, have none. Stored as Canada Post writes it, "A1A 1A1"
 * (upper case, one space): the profile's schema normalises what the lawyer types.
 */
const up = [
  `alter table lawyers add column postal_code varchar(7)
     constraint lawyers_postal_code_format check (postal_code ~ '^[A-Z][0-9][A-Z] [0-9][A-Z][0-9]$')`,
];

const down = [`alter table lawyers drop column postal_code`];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const officePostalCodeMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
