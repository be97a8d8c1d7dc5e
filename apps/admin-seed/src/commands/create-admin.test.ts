import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMINISTRATOR } from '@cld/content/demo-administrator';
import { openDatabase } from '@cld/db/database';
import { pgliteDirOf } from '@cld/db/location';
import { migrateToLatest } from '@cld/db/migrate';
import type { Database } from '@cld/db/schema';
import { runCli } from '../cli.ts';
import { createTestIo } from '../test-io.ts';

/**
 * create-admin on an install the way the README leaves it: the API started once on an empty
 * database, which seeded the demo directory and its demo administrator (decision 019), then
 * stopped. The operator's first administrator must be created; a second one never.
 */

let dataDir: string;

/** The data directory's PGlite, open for `use` only: the CLI opens it itself. */
async function withDatabase<T>(use: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db, close } = await openDatabase({ kind: 'pglite', dataDir: pgliteDirOf(dataDir) });
  try {
    return await use(db);
  } finally {
    await close();
  }
}

const PASSWORD = 'a long operator passphrase';

async function createAdmin(email: string) {
  const { io, stdout, stderr } = createTestIo({ DATA_DIR: dataDir }, `${PASSWORD}\n`);
  const code = await runCli(
    [
      'create-admin',
      '--email',
      email,
      '--first-name',
      'Ada',
      '--last-name',
      'Admin',
      '--password-stdin',
    ],
    io,
  );
  return { code, stdout: stdout(), stderr: stderr() };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'admin-seed-create-admin-'));
  await withDatabase((db) => migrateToLatest({ db }));
}, 120_000);

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// Every test starts from the seeded install: the demo administrator is the only account.
beforeEach(async () => {
  await withDatabase(async (db) => {
    await db.deleteFrom('audit_log').execute();
    await db.deleteFrom('users').execute();
    await db
      .insertInto('users')
      .values({ ...DEMO_ADMINISTRATOR, password_hash: null, role: 'admin' })
      .execute();
  });
}, 30_000);

describe('create-admin on a seeded install', { timeout: 60_000 }, () => {
  it('creates the first real administrator beside the demo one, with its audit entry', async () => {
    const { code, stdout, stderr } = await createAdmin('ada@example.ca');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Created the administrator ada@example.ca');
    await withDatabase(async (db) => {
      const admins = await db
        .selectFrom('users')
        .select(['email', 'is_verified'])
        .where('role', '=', 'admin')
        .orderBy('email')
        .execute();
      expect(admins).toEqual([
        { email: 'ada@example.ca', is_verified: true },
        { email: DEMO_ADMINISTRATOR.email, is_verified: false },
      ]);
      const audit = await db.selectFrom('audit_log').select(['action', 'actor_id']).execute();
      expect(audit).toEqual([{ action: 'admin.create', actor_id: null }]);
    });
  });

  it('still refuses once a real administrator exists', async () => {
    expect((await createAdmin('ada@example.ca')).code).toBe(0);
    const second = await createAdmin('second@example.ca');
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('an administrator already exists');
    await withDatabase(async (db) => {
      const second = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'second@example.ca')
        .executeTakeFirst();
      expect(second).toBeUndefined();
    });
  });

  it('counts the demo account as an administrator once someone can sign in as it', async () => {
    await withDatabase((db) =>
      db
        .updateTable('users')
        .set({ password_hash: 'a hash' })
        .where('email', '=', DEMO_ADMINISTRATOR.email)
        .execute(),
    );
    const refused = await createAdmin('ada@example.ca');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('an administrator already exists');
  });
});
