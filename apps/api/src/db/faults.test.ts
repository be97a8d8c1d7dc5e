import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { XHR, nextIp, uniqueEmail } from '../modules/auth/testing.ts';
import { openTestDatabase } from '../test/databases.ts';
import { buildConfig, buildDirectoryData, buildLawyer } from '../test/factories.ts';
import { openDatabase } from '@cld/db/database';
import type { DatabaseHandle } from '@cld/db/database';
import { seedDirectory } from './seed.ts';

const url = process.env.TEST_DATABASE_URL;
const ROUNDS = 6;
const PER_ROUND = 15;
/** Often enough to cut requests in flight, seldom enough that some get through. */
const KILL_EVERY_MS = 120;

/**
 * Decision 015: PostgreSQL dropping the API's connections under write load (what a restart does,
 * 57P01 then ECONNRESET) must cost requests a 503 at most, never the process or an accepted write.
 * Only this pool's connections are terminated (its own application_name), so other test files
 * sharing the server are untouched.
 */
describe.skipIf(!url)('database connections terminated under write load (PostgreSQL)', () => {
  let migrated: DatabaseHandle;
  let faulty: DatabaseHandle;
  let app: FastifyInstance;
  let lawyerIds: number[];
  const applicationName = `cld-faults-${randomBytes(4).toString('hex')}`;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    migrated = await openTestDatabase('postgres');
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      migrated.db,
    );
    const lawyers = [1, 2, 3, 4, 5].map(() => buildLawyer());
    await seedDirectory({ db: migrated.db, data: buildDirectoryData(lawyers) });
    lawyerIds = (
      await migrated.db
        .selectFrom('lawyers')
        .select('id')
        .where(
          'email',
          'in',
          lawyers.map((l) => l.email!),
        )
        .execute()
    ).map((row) => row.id);
    const withName = new URL(url!);
    withName.searchParams.set('application_name', applicationName);
    faulty = await openDatabase({
      kind: 'postgres',
      connectionString: withName.toString(),
      searchPath: `${rows[0]!.schema},public`,
      onConnectionError: (error) => connectionErrors.push(error),
    });
    app = buildApp({ config: buildConfig(), db: faulty.db });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await faulty?.close();
    await migrated?.close();
  });

  const send = (lawyerId: number) => {
    const email = uniqueEmail('fault');
    return app
      .inject({
        method: 'POST',
        url: '/api/contact-requests',
        remoteAddress: nextIp(),
        headers: XHR,
        payload: {
          lawyerId,
          name: 'Jane Doe',
          email,
          phone: '416-555-0123',
          legalIssue: 'Divorce',
          message: 'I need advice about my separation, please.',
        },
      })
      .then((response) => ({ response, email }));
  };

  it('survives, loses no accepted write and answers again afterwards', async () => {
    const killer = new pg.Client({ connectionString: url });
    await killer.connect();
    let terminated = 0;
    let killing = true;
    const kill = (async () => {
      while (killing) {
        const result = await killer.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [applicationName],
        );
        terminated += result.rowCount ?? 0;
        await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
      }
    })();

    const results: Awaited<ReturnType<typeof send>>[] = [];
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const batch = Array.from({ length: PER_ROUND }, (_, i) =>
          send(lawyerIds[(round * PER_ROUND + i) % lawyerIds.length]!),
        );
        results.push(...(await Promise.all(batch)));
      }
    } finally {
      killing = false;
      await kill;
      await killer.end();
    }

    // Connections really were cut while requests were in flight, and pg reported each cut.
    expect(terminated).toBeGreaterThan(0);
    expect(connectionErrors.length).toBeGreaterThan(0);
    const statuses = results.map((r) => r.response.statusCode);
    expect(
      statuses.every((status) => status === 201 || status === 503),
      String(results.find((r) => r.response.statusCode !== 201)?.response.body),
    ).toBe(true);
    for (const { response } of results.filter((r) => r.response.statusCode === 503)) {
      expect(response.json()).toEqual({ message: 'Service temporarily unavailable' });
      expect(response.headers['retry-after']).toBe('5');
    }

    // Every acknowledged request is stored, with the visitor's confirmation in the outbox.
    const accepted = results.filter((r) => r.response.statusCode === 201);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(results.length);
    for (const { response, email } of accepted) {
      const { id } = response.json<{ id: number }>();
      const row = await migrated.db
        .selectFrom('contact_requests')
        .select(['id', 'email'])
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row, `request ${id}`).toEqual({ id, email });
      const mails = await migrated.db
        .selectFrom('mail_outbox')
        .select('kind')
        .where('to_address', '=', email)
        .execute();
      expect(mails.map((m) => m.kind)).toEqual(['contact-request.confirmation']);
    }

    // Once the connections are left alone the same process answers again by itself.
    await expect
      .poll(
        async () => (await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode,
        {
          timeout: 10_000,
        },
      )
      .toBe(200);
    const after = await send(lawyerIds[0]!);
    expect(after.response.statusCode, after.response.body).toBe(201);
  }, 60_000);
});
