import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '@cld/db/schema';

/**
 * The directory's version now: PostgreSQL raises it in the same transaction as every statement that
 * changes `lawyers` (migration 0137), so a count made while it stays the same is a count of that
 * version's directory.
 */
export async function directoryVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{
    version: string;
  }>`select version::text as version from directory_version`.execute(db);
  const version = rows[0]?.version;
  if (version === undefined) throw new Error('directory_version has no row (migration 0137)');
  return version;
}

/**
 * Counts over the directory (a filter set's total, the language facets, the landing pages'
 * figures), each kept until the directory next changes (decision 060). A count is kept under the
 * version read before it was made and given only to requests that read that same version: the
 * count's own snapshot is at least that version's, and a request that still reads it began before
 * any later change was visible, so what it is given is what a `count(*)` would say at that moment
 * and two pages never state two figures for the same filters. One read of a one-row table per
 * request is the price; pass `version` to share it between the counts of one request.
 * Concurrent callers of one key share one count; a failed count is not kept. `maxEntries` bounds
 * the map, least recently read first out (keys can come from visitors).
 */
export function createDirectoryCounts<V>({
  db,
  maxEntries,
}: {
  db: Kysely<Database>;
  maxEntries: number;
}) {
  const entries = new LRUCache<string, { version: string; value: Promise<V> }>({
    max: maxEntries,
  });

  return {
    /** `key`'s count if it was made at `version`. */
    async known(key: string, version: string): Promise<V | undefined> {
      const entry = entries.get(key);
      return entry?.version === version ? entry.value.catch(() => undefined) : undefined;
    },
    /** Keeps `value`, counted after `version` was read. */
    keep(key: string, version: string, value: V): void {
      entries.set(key, { version, value: Promise.resolve(value) });
    },
    /** `key`'s count at `version` (the version now unless given), counted when it is not known. */
    async get(key: string, count: () => Promise<V>, version?: string): Promise<V> {
      version ??= await directoryVersion(db);
      const entry = entries.get(key);
      if (entry?.version === version) return entry.value;
      const value = count();
      entries.set(key, { version, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
