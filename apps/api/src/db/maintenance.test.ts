import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@cld/db/database';

const url = process.env.TEST_DATABASE_URL;

/**
 * Requests wait at most 15 s on a statement (decision 015), but a migration that rebuilds an index
 * over 100,000 lawyers takes longer: it failed with 57014 at start. Migrations and seeding use a
 * maintenance pool without those timeouts.
 */
describe.skipIf(!url)('the database timeouts (PostgreSQL)', () => {
  const statementTimeout = async (maintenance: boolean) => {
    const handle = await openDatabase({ kind: 'postgres', connectionString: url!, maintenance });
    try {
      const { rows } = await sql<{
        statement_timeout: string;
      }>`show statement_timeout`.execute(handle.db);
      return rows[0]?.statement_timeout;
    } finally {
      await handle.close();
    }
  };

  it('bound requests, and leave migrations and seeding unbounded', async () => {
    expect(await statementTimeout(false)).toBe('15s');
    expect(await statementTimeout(true)).toBe('0');
  });
});
