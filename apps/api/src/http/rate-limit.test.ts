import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from '@cld/db/database';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { AppError } from '../errors.ts';
import { clearRateLimit, enforceRateLimit, hitRateLimit, peekRateLimit } from './rate-limit.ts';

const limit = { name: 'test', max: 2, windowSeconds: 60 };

describe.each(testDatabaseKinds)('rate limits on %s', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('counts per subject within a window that opens at the first hit', async () => {
    const db = database.db;
    expect(await hitRateLimit({ db, limit, subject: 'a' })).toEqual({
      hits: 1,
      retryAfterSeconds: 60,
    });
    expect((await hitRateLimit({ db, limit, subject: 'a' })).hits).toBe(2);
    expect((await hitRateLimit({ db, limit, subject: 'b' })).hits).toBe(1);
    expect((await peekRateLimit({ db, limit, subject: 'a' })).hits).toBe(2);
    expect((await peekRateLimit({ db, limit, subject: 'a' })).hits).toBe(2);
  });

  it('refuses past the maximum with the seconds left in the window', async () => {
    const db = database.db;
    await enforceRateLimit({ db, limit, subject: 'c' });
    await enforceRateLimit({ db, limit, subject: 'c' });
    await database.db
      .updateTable('rate_limit_counters')
      .set({ expires_at: sql<Date>`now() + interval '20 seconds'` })
      .execute();
    const error = await enforceRateLimit({ db, limit, subject: 'c' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 20 });
  });

  it('starts over once the window has passed, and sweeps expired counters', async () => {
    const db = database.db;
    await hitRateLimit({ db, limit, subject: 'd' });
    await hitRateLimit({ db, limit, subject: 'd' });
    await hitRateLimit({ db, limit, subject: 'stale' });
    await database.db
      .updateTable('rate_limit_counters')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    expect(await peekRateLimit({ db, limit, subject: 'd' })).toEqual({
      hits: 0,
      retryAfterSeconds: 60,
    });
    expect((await hitRateLimit({ db, limit, subject: 'd' })).hits).toBe(1);
    const { count } = await db
      .selectFrom('rate_limit_counters')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('stores hashes, not the subjects', async () => {
    const db = database.db;
    await hitRateLimit({ db, limit, subject: 'someone@example.com' });
    const keys = await db.selectFrom('rate_limit_counters').select('key').execute();
    expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k.key))).toBe(true);
    await clearRateLimit({ db, limit, subject: 'someone@example.com' });
    expect((await peekRateLimit({ db, limit, subject: 'someone@example.com' })).hits).toBe(0);
  });
});
