import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@cld/db/database';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildDirectoryData, buildLawyer } from '../../test/factories.ts';
import { findLawyerChunks, findLawyersOfChunk } from './queries.ts';
import { closeTestApp, hideLawyerNamed, openTestApp } from '../../test/app.ts';

const lawyers = Array.from({ length: 7 }, (_, index) =>
  buildLawyer({ name: index === 3 ? 'Hidden Lawyer' : `Lawyer ${index}` }),
);

describe.each(testDatabaseKinds)('sitemap routes on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let visibleIds: number[];

  beforeAll(async () => {
    ({ database, app } = await openTestApp(kind, {
      data: buildDirectoryData(lawyers),
      prepare: (db) => hideLawyerNamed(db, 'Hidden Lawyer'),
    }));
    const rows = await database.db
      .selectFrom('lawyers')
      .select('id')
      .where('is_hidden', '=', false)
      .orderBy('id')
      .execute();
    visibleIds = rows.map((row) => row.id);
  });

  afterAll(() => closeTestApp(app, database));

  it('lists every visible lawyer exactly once across the files, never a hidden one', async () => {
    const index = await app.inject({ method: 'GET', url: '/api/sitemap/lawyers' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('public, max-age=300');
    const { chunkSize, chunks } = index.json();
    expect(chunkSize).toBe(10_000);
    const listed: number[] = [];
    for (const chunk of chunks) {
      const file = await app.inject({ method: 'GET', url: `/api/sitemap/lawyers/${chunk.index}` });
      expect(file.statusCode).toBe(200);
      const ids = file.json().lawyers.map((lawyer: { id: number }) => lawyer.id);
      expect(ids).toHaveLength(chunk.count);
      listed.push(...ids);
    }
    expect(listed).toEqual(visibleIds);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toHaveLength(6);
  });

  it('dates every file and entry with the latest change', async () => {
    const stamp = new Date('2026-10-01T12:00:00Z');
    await database.db
      .updateTable('lawyers')
      .set({ updated_at: stamp })
      .where('id', '=', visibleIds[0]!)
      .execute();
    const { chunks } = (await app.inject({ method: 'GET', url: '/api/sitemap/lawyers' })).json();
    const file = (await app.inject({ method: 'GET', url: '/api/sitemap/lawyers/0' })).json();
    expect(file.lawyers[0]).toEqual({ id: visibleIds[0], lastModified: stamp.toISOString() });
    expect(new Date(chunks[0].lastModified).getTime()).toBeGreaterThanOrEqual(stamp.getTime());
  });

  it('splits the directory into ranges of ids, skipping ranges with no visible lawyer', async () => {
    const chunks = await findLawyerChunks({ db: database.db, chunkSize: 2 });
    const files = await Promise.all(
      chunks.map((chunk) =>
        findLawyersOfChunk({ db: database.db, index: Number(chunk.index), chunkSize: 2 }),
      ),
    );
    expect(files.flat().map((row) => row.id)).toEqual(visibleIds);
    for (const [position, chunk] of chunks.entries()) {
      expect(files[position]).toHaveLength(Number(chunk.count));
      for (const row of files[position]!)
        expect(Math.floor((row.id - 1) / 2)).toBe(Number(chunk.index));
    }
  });

  it('answers an unknown file with an empty list and a bad index with a 400 naming it', async () => {
    const empty = await app.inject({ method: 'GET', url: '/api/sitemap/lawyers/999' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ lawyers: [] });
    const bad = await app.inject({ method: 'GET', url: '/api/sitemap/lawyers/first' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toContain('index');
  });
});
