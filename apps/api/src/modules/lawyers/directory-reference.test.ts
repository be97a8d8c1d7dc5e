import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from '@cld/db/database';
import { seedDirectory } from '../../db/seed.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/databases.ts';
import { buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { createDirectoryReference } from './directory-reference.ts';

describe.each(testDatabaseKinds)('directory reference on %s', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDirectory({ db: database.db, data: buildDirectoryData([buildLawyer()]) });
  });

  afterAll(async () => {
    await database?.close();
  });

  it.each(['Montréal', 'QUÉBEC', 'Œuvre Ærø', 'Straße'])(
    'folds "%s" exactly as the database does',
    async (value) => {
      const { fold } = createDirectoryReference({ db: database.db });
      const { rows } = await sql<{
        folded: string;
      }>`select fold_text(${value}) as folded`.execute(database.db);
      expect(await fold(value)).toBe(rows[0]!.folded);
    },
  );

  it('folds plain text here and asks the database only for what it must fold', async () => {
    const statements: string[] = [];
    const db = database.db.withPlugin({
      transformQuery: ({ node }) => {
        statements.push(JSON.stringify(node));
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    });
    const { fold } = createDirectoryReference({ db });
    expect(await fold('Montréal')).toBe('montreal');
    expect(statements.filter((text) => text.includes('fold_text'))).toHaveLength(0);
    expect(await fold('Besoin d’un avocat')).toBe("besoin d'un avocat");
    expect(statements.filter((text) => text.includes('fold_text'))).toHaveLength(1);
  });

  it('resolves places and practice areas the way visitors write them', async () => {
    const reference = await createDirectoryReference({ db: database.db }).current();
    const [montreal] = reference.cityIds('montreal');
    expect(montreal).toBeDefined();
    expect(reference.cityName(montreal!)).toBe('Montréal');
    expect(reference.provinceCodes('qc', 'qc')).toEqual(['QC']);
    expect(reference.provinceCodes('Colombie-Britannique', 'colombie-britannique')).toEqual(['BC']);
    expect(reference.practiceAreaSlug(' Family LAW ')).toBe('family-law');
    expect(reference.practiceAreaSlug('no-such-area')).toBeUndefined();
    const family = BigInt(reference.practiceAreaMask(['family-law']));
    const tax = BigInt(reference.practiceAreaMask(['tax-law']));
    expect(family & tax).toBe(0n);
    expect(BigInt(reference.practiceAreaMask(['family-law', 'tax-law']))).toBe(family | tax);
  });

  it('refreshes a snapshot behind its callers after its time-to-live, and on demand', async () => {
    const reader = createDirectoryReference({ db: database.db, ttlMs: 1000 });
    const first = await reader.current(0);
    expect(await reader.current(999)).toBe(first);
    expect(await reader.current(1000)).toBe(first);
    await vi.waitFor(async () => expect(await reader.current(1001)).not.toBe(first));
    const refreshed = await reader.current(1001);
    expect(await reader.reload()).not.toBe(refreshed);
  });
});
