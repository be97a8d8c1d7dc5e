import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * E-mails in the recipient's language (issue 19, item 6). An account has a language for the mail
 * it receives (a lawyer's notifications, account mail), chosen in the dashboard and first set from
 * the page the account was registered on. A request remembers the language of the page it was sent
 * from, so the mail that follows it later (the lawyer's reply, the review invitation) is in that
 * language too. Existing rows are English: everything they received so far was.
 */
const languageCheck = (column: string) => `check (${column} in ('en', 'fr'))`;

const up = [
  `alter table users add column language text not null default 'en' ${languageCheck('language')}`,
  `alter table contact_requests add column locale text not null default 'en' ${languageCheck('locale')}`,
  `alter table consultation_requests add column locale text not null default 'en' ${languageCheck('locale')}`,
];

const down = [
  `alter table consultation_requests drop column locale`,
  `alter table contact_requests drop column locale`,
  `alter table users drop column language`,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const accountLanguageMigration: Migration = {
  up: (db) => runAll(db, up),
  down: (db) => runAll(db, down),
};
