import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Migration, MigrationProvider } from 'kysely/migration';
import type { Database } from './schema.ts';
import { directoryMigration } from './migrations/0001-directory.ts';
import { searchIndexesMigration } from './migrations/0002-search-indexes.ts';
import { accountsMigration } from './migrations/0010-accounts.ts';
import { inquiriesMigration } from './migrations/0020-inquiries.ts';
import { firmNamesMigration } from './migrations/0030-firm-names.ts';
import { analyticsMigration } from './migrations/0040-analytics.ts';
import { administrationMigration } from './migrations/0050-administration.ts';
import { reviewsMigration } from './migrations/0080-reviews.ts';
import { hardeningMigration } from './migrations/0060-hardening.ts';
import { demoDataMigration } from './migrations/0090-demo-data.ts';
import { bilingualProfileMigration } from './migrations/0100-bilingual-profile.ts';
import { accountLanguageMigration } from './migrations/0110-account-language.ts';
import { practiceDetailsMigration } from './migrations/0120-practice-details.ts';
import { matchingIndexesMigration } from './migrations/0121-matching-indexes.ts';
import { availabilityRemindersMigration } from './migrations/0122-availability-reminders.ts';
import { passwordResetsMigration } from './migrations/0123-password-resets.ts';
import { bookingsMigration } from './migrations/0124-bookings.ts';
import { emailVerificationMigration } from './migrations/0125-email-verification.ts';
import { clientSpaceMigration } from './migrations/0126-client-space.ts';
import { bookingPrivacyMigration } from './migrations/0127-booking-privacy.ts';
import { bookingRemindersMigration } from './migrations/0128-booking-reminders.ts';
import { directoryChangesMigration } from './migrations/0129-directory-changes.ts';
import { oneSearchEngineMigration } from './migrations/0130-one-search-engine.ts';
import { oauthStatesMigration } from './migrations/0131-oauth-states.ts';
import { reviewProvenanceMigration } from './migrations/0133-review-provenance.ts';
import { bookingHoldsMigration } from './migrations/0134-booking-holds.ts';
import { eveningsOrWeekendsMigration } from './migrations/0132-evenings-or-weekends.ts';
import { registerListingsMigration } from './migrations/0135-register-listings.ts';
import { listingClaimsMigration } from './migrations/0136-listing-claims.ts';
import { directoryVersionMigration } from './migrations/0137-directory-version.ts';
import { officePostalCodeMigration } from './migrations/0138-office-postal-code.ts';

/** Listed explicitly, not globbed from a folder: bundlers and type stripping see every migration. */
const migrations: Record<string, Migration> = {
  '0001-directory': directoryMigration,
  '0002-search-indexes': searchIndexesMigration,
  '0010-accounts': accountsMigration,
  '0020-inquiries': inquiriesMigration,
  '0030-firm-names': firmNamesMigration,
  '0040-analytics': analyticsMigration,
  '0050-administration': administrationMigration,
  '0080-reviews': reviewsMigration,
  '0060-hardening': hardeningMigration,
  '0090-demo-data': demoDataMigration,
  '0100-bilingual-profile': bilingualProfileMigration,
  '0110-account-language': accountLanguageMigration,
  '0120-practice-details': practiceDetailsMigration,
  '0121-matching-indexes': matchingIndexesMigration,
  '0122-availability-reminders': availabilityRemindersMigration,
  '0123-password-resets': passwordResetsMigration,
  '0124-bookings': bookingsMigration,
  '0125-email-verification': emailVerificationMigration,
  '0126-client-space': clientSpaceMigration,
  '0127-booking-privacy': bookingPrivacyMigration,
  '0128-booking-reminders': bookingRemindersMigration,
  '0129-directory-changes': directoryChangesMigration,
  '0130-one-search-engine': oneSearchEngineMigration,
  '0131-oauth-states': oauthStatesMigration,
  '0133-review-provenance': reviewProvenanceMigration,
  '0134-booking-holds': bookingHoldsMigration,
  '0132-evenings-or-weekends': eveningsOrWeekendsMigration,
  '0135-register-listings': registerListingsMigration,
  '0136-listing-claims': listingClaimsMigration,
  '0137-directory-version': directoryVersionMigration,
  '0138-office-postal-code': officePostalCodeMigration,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws the first failing migration's error. */
export async function migrateToLatest({ db }: { db: Kysely<Database> }): Promise<void> {
  // Without an explicit schema Kysely looks for its bookkeeping table in every schema of the
  // database, so another schema's copy (a second app, a parallel test) would make it skip creating
  // its own. Pin it to the schema the connection works in.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('The database connection has no current schema');
  if (await isUpToDate(db, schema)) return;
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * Whether the schema already has exactly the migrations this code knows: the usual start, answered
 * with two reads instead of the migrator's lock and bookkeeping (a third of a second of a PGlite
 * restart, issue 38). Anything else (a table missing, a migration new or unknown) is the
 * migrator's to apply or refuse.
 */
async function isUpToDate(db: Kysely<Database>, schema: string): Promise<boolean> {
  const table = `${schema}.kysely_migration`;
  const { rows } = await sql<{ found: string | null }>`
    select to_regclass(quote_ident(${schema}) || '.kysely_migration')::text as found
  `.execute(db);
  if (!rows[0]?.found) return false;
  const applied = await sql<{ name: string }>`select name from ${sql.table(table)}`.execute(db);
  const known = new Set(Object.keys(migrations));
  return applied.rows.length === known.size && applied.rows.every(({ name }) => known.has(name));
}
