import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '@cld/db/schema';
import { createDirectoryIndex, maskHalves } from './directory-index.ts';
import type { DirectoryIndex, IndexedLawyer } from './directory-index.ts';
import { createTextIndex } from './directory-text.ts';
import type { TextIndex } from './directory-text.ts';
import { getLawyersByIds, nameWords } from './queries.ts';
import type { LawyerRecord } from './queries.ts';
import { parseQuery, trigramsExact } from './text-match.ts';
import type { FreeText } from './text-search.ts';

/**
 * The in-memory directory of one API replica, kept in step with PostgreSQL through the
 * `directory_changes` log (migration 0129, decision 046).
 *
 * - **Loaded once**, in the background: until it is, `current()` answers undefined and the
 *   directory reads from SQL as before.
 * - **In step before it answers.** `current()` reads the log (one statement: the new rows, and
 *   the statement's snapshot) unless a read of it started within `maxStaleMs`; with the default 0,
 *   every search waits for a read that started after it arrived, so a profile saved on any replica
 *   is found by the next search on every replica. Concurrent searches share one read.
 * - **Rows by id**, the anonymous ones kept (`maxRecords`, the most recently used), dropped when
 *   the log names them; a read that raced a change does not keep what it read.
 */
export interface DirectorySyncOptions {
  db: Kysely<Database>;
  /** How old the last read of the log may be when a search starts; 0: read it for each. */
  maxStaleMs?: number;
  maxRecords?: number;
  /** More changed lawyers than this at once: reload everyone instead. */
  reloadAbove?: number;
}

/** The log's rows are kept an hour; a replica whose last read is older reloads everyone. */
const LOG_KEPT_MS = 60 * 60_000;
const RELOAD_AFTER_MS = 50 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;

interface LogPosition {
  seq: string;
  xmax: string;
  running: string[];
}

interface IndexRow {
  id: number;
  city_id: number;
  province: string;
  mask: string;
  languages: string[];
  experience: number;
  is_verified: boolean;
  fee_offers: string[];
  funding: string[];
  meeting_modes: string[];
  accepting_clients: boolean | null;
  accepting_confirmed_at: Date | null;
  step_free_access: boolean | null;
  rating_score: number;
  review_count: number;
  reply_median_seconds: number | null;
  reply_within_day_share: number | null;
  name_folded: string;
  firm_folded: string;
  vector: string;
}

const INDEX_COLUMNS = sql`l.id, l.city_id, l.province, l.practice_area_mask::text as mask,
  l.languages, l.experience, l.is_verified, l.fee_offers, l.funding, l.meeting_modes,
  l.accepting_clients, l.accepting_confirmed_at, l.step_free_access,
  l.rating_score::float8 as rating_score, l.review_count, l.reply_median_seconds,
  l.reply_within_day_share::float8 as reply_within_day_share, l.name_folded, l.firm_folded,
  l.search_vector::text as vector`;

/**
 * One shared array per distinct list of values: most lawyers share their languages, fee offers,
 * funding and meeting modes with thousands of others (at 100,000 lawyers, a few hundred lists
 * instead of 400,000 arrays).
 */
const sharedLists = new Map<string, readonly string[]>();
function shared(values: string[]): readonly string[] {
  const key = values.join('\u0000');
  let list = sharedLists.get(key);
  if (!list) {
    if (sharedLists.size >= 50_000) sharedLists.clear();
    sharedLists.set(key, (list = Object.freeze([...values])));
  }
  return list;
}

function toIndexed(row: IndexRow): IndexedLawyer {
  const [areasLow, areasHigh] = maskHalves(row.mask);
  return {
    id: row.id,
    cityId: row.city_id,
    province: row.province,
    areasLow,
    areasHigh,
    languages: shared(row.languages),
    experience: row.experience,
    verified: row.is_verified,
    feeOffers: shared(row.fee_offers),
    funding: shared(row.funding),
    meetingModes: shared(row.meeting_modes),
    acceptingClients: row.accepting_clients,
    acceptingConfirmedAt: row.accepting_confirmed_at?.getTime() ?? null,
    stepFreeAccess: row.step_free_access,
    ratingScore: row.rating_score,
    reviewCount: row.review_count,
    replyMedianSeconds: row.reply_median_seconds,
    replyWithinDayShare: row.reply_within_day_share,
    nameFolded: row.name_folded,
  };
}

const toTextRow = (row: IndexRow) => ({
  id: row.id,
  nameFolded: row.name_folded,
  firmFolded: row.firm_folded,
  vector: row.vector,
});

/** Lawyers read per statement by a load. */
const LOAD_SLICE = 10_000;

/** Texts longer than this are not kept with their parsed query (each is still parsed). */
const MAX_KEPT_QUERY = 500;
const MAX_KEPT_QUERIES = 10_000;

/** `xmin:xmax:xip,…` of `pg_current_snapshot()`. */
function parseSnapshot(text: string): { xmax: string; running: string[] } {
  const [, xmax = '0', running = ''] = text.split(':');
  return { xmax, running: running ? running.split(',') : [] };
}

export function createDirectorySync({
  db,
  maxStaleMs = 0,
  maxRecords = 10_000,
  reloadAbove = 5_000,
}: DirectorySyncOptions) {
  const index = createDirectoryIndex();
  let text = createTextIndex();
  /**
   * `lawyer_firm_names` (migration 0030): every firm a lawyer row ever held, hidden or not, only
   * ever added to; read at each load, and added to from every row the log names.
   */
  let firms = new Set<string>();
  /** Each text's query as PostgreSQL parses it (null: one memory cannot rank, read from SQL). */
  const queries = new Map<string, FreeText | null>();
  let position: LogPosition | undefined;
  let loading: Promise<void> | undefined;
  let lastReadAt = Number.NEGATIVE_INFINITY;
  let lastPrunedAt = 0;
  let reading: { startedAt: number; done: Promise<void> } | undefined;
  let queued: { done: Promise<void> } | undefined;
  const records = new Map<number, LawyerRecord>();
  /** Bumped whenever the log names lawyers: a row read across a bump is not kept. */
  let changes = 0;

  async function readPosition(): Promise<LogPosition> {
    const { rows } = await sql<{ snapshot: string; seq: string | null }>`
      select pg_current_snapshot()::text as snapshot,
        (select max(seq) from directory_changes)::text as seq`.execute(db);
    const { xmax, running } = parseSnapshot(rows[0]!.snapshot);
    return { seq: rows[0]!.seq ?? '0', xmax, running };
  }

  async function loadAll(): Promise<void> {
    const startedAt = performance.now();
    const next = await readPosition();
    // In slices by id, so the vectors' text (49 MB at 100,000 lawyers) is never all held at once;
    // a change committed while they are read is in the log after `next`, read again on the next
    // search. The new text index is swapped in whole: searches meanwhile read the old one.
    const lawyers: IndexedLawyer[] = [];
    const loaded = createTextIndex();
    const { rows: firmRows } = await sql<{ firm_folded: string }>`
      select firm_folded from lawyer_firm_names`.execute(db);
    const loadedFirms = new Set(firmRows.map((row) => row.firm_folded));
    let after = 0;
    for (;;) {
      const { rows } = await sql<IndexRow>`
        select ${INDEX_COLUMNS} from lawyers l where not l.is_hidden and l.id > ${after}
        order by l.id limit ${LOAD_SLICE}`.execute(db);
      for (const row of rows) {
        lawyers.push(toIndexed(row));
        loaded.append(toTextRow(row));
      }
      if (rows.length < LOAD_SLICE) break;
      after = rows[rows.length - 1]!.id;
    }
    index.replaceAll(lawyers);
    text = loaded;
    firms = loadedFirms;
    records.clear();
    changes++;
    position = next;
    lastReadAt = startedAt;
  }

  /** Reads the log from `position`; applies what it names. */
  async function readLog(startedAt: number): Promise<void> {
    const from = position!;
    if (startedAt - lastReadAt > RELOAD_AFTER_MS) return loadAll();
    // Each part walks an index in order and stops after `reloadAbove` rows, whatever the planner
    // knows of the table (PGlite never analyses it): more than that is a reload anyway.
    const { rows } = await sql<{
      snapshot: string;
      seq: string | null;
      overflow: boolean;
      ids: number[];
    }>`
      with fresh as (
        select lawyer_id from directory_changes where seq > ${from.seq}::bigint
        order by seq limit ${reloadAbove + 1}
      ), later as (
        select lawyer_id from directory_changes where xid >= ${from.xmax}::xid8
        order by xid limit ${reloadAbove + 1}
      ), running as (
        select lawyer_id from directory_changes where xid = any(${from.running}::xid8[])
      )
      select pg_current_snapshot()::text as snapshot,
        (select max(seq) from directory_changes)::text as seq,
        (select count(*) from fresh) > ${reloadAbove} or (select count(*) from later) > ${reloadAbove}
          as overflow,
        array(
          select lawyer_id from fresh union select lawyer_id from later
          union select lawyer_id from running
        ) as ids`.execute(db);
    const row = rows[0]!;
    const { xmax, running } = parseSnapshot(row.snapshot);
    const next = { seq: row.seq ?? '0', xmax, running };
    // Lawyer 0 is a truncate of the table (migration 0129): everyone changed.
    if (row.overflow || row.ids.length > reloadAbove || row.ids.includes(0)) return loadAll();
    if (row.ids.length) {
      changes++;
      for (const id of row.ids) records.delete(id);
      const { rows: read } = await sql<IndexRow & { is_hidden: boolean }>`
        select ${INDEX_COLUMNS}, l.is_hidden from lawyers l
        where l.id = any(${row.ids}::int[])`.execute(db);
      // The trigger of migration 0030 records hidden lawyers' firms too.
      for (const lawyer of read) if (lawyer.firm_folded) firms.add(lawyer.firm_folded);
      const fresh = read.filter((lawyer) => !lawyer.is_hidden);
      const visible = new Set(fresh.map((lawyer) => lawyer.id));
      for (const id of row.ids) {
        if (visible.has(id)) continue;
        index.remove(id);
        text.remove(id);
      }
      for (const lawyer of fresh) {
        index.put(toIndexed(lawyer));
        text.put(toTextRow(lawyer));
      }
    }
    position = next;
    lastReadAt = startedAt;
    if (Date.now() - lastPrunedAt > PRUNE_EVERY_MS) {
      lastPrunedAt = Date.now();
      await sql`delete from directory_changes
        where changed_at < now() - make_interval(secs => ${LOG_KEPT_MS / 1000})`.execute(db);
    }
  }

  function startRead(): Promise<void> {
    const startedAt = performance.now();
    const done = readLog(startedAt).finally(() => {
      if (reading?.done === done) reading = undefined;
    });
    reading = { startedAt, done };
    return done;
  }

  /** Waits for a read of the log that started at `since` or later. */
  function readSince(since: number): Promise<void> {
    if (reading && reading.startedAt >= since) return reading.done;
    if (!reading) return startRead();
    // A read is under way but began too early: the next one, shared by everyone who waits.
    if (!queued) {
      const after = reading.done.catch(() => {});
      const done = after.then(() => {
        queued = undefined;
        return startRead();
      });
      queued = { done };
    }
    return queued.done;
  }

  /** Starts the first load (in the background); later calls return the same promise. */
  function load(): Promise<void> {
    loading ??= loadAll().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  }

  /**
   * The index, in step with every change committed before this call (or `maxStaleMs` earlier);
   * undefined while the first load runs or when the log cannot be read (the caller reads SQL).
   */
  async function current(): Promise<DirectoryIndex | undefined> {
    if (!position) {
      load().catch(() => {});
      return undefined;
    }
    const arrived = performance.now();
    if (lastReadAt < arrived - maxStaleMs) {
      try {
        await readSince(arrived - maxStaleMs);
      } catch {
        return undefined;
      }
    }
    return index;
  }

  /** The anonymous rows of `ids`, in order: kept ones, the others read by id (and kept). */
  async function recordsOf(ids: number[]): Promise<LawyerRecord[]> {
    const missing = ids.filter((id) => !records.has(id));
    if (missing.length) {
      const before = changes;
      const read = await getLawyersByIds({ db, ids: missing, viewer: null });
      if (changes === before) {
        for (const record of read) records.set(Number(record.id), record);
        while (records.size > maxRecords) records.delete(records.keys().next().value!);
      }
      const byId = new Map(read.map((record) => [Number(record.id), record]));
      return ids.flatMap((id) => records.get(id) ?? byId.get(id) ?? []);
    }
    return ids.map((id) => {
      const record = records.get(id)!;
      // Most recently used last, so the oldest is the first dropped.
      records.delete(id);
      records.set(id, record);
      return record;
    });
  }

  /**
   * A folded text as the free-text search reads it (`searchQuery` of queries.ts, parsed by
   * PostgreSQL, once per text), or undefined when memory cannot answer it exactly.
   */
  async function freeText(search: string): Promise<FreeText | undefined> {
    // A text memory cannot cut into pg_trgm's words as the database does is read from SQL.
    if (!trigramsExact(search)) return undefined;
    const known = queries.get(search);
    if (known !== undefined) return known ?? undefined;
    const { rows } = await sql<{ query: string }>`
      select (websearch_to_tsquery('english', ${search})
        || websearch_to_tsquery('french', ${search}))::text as query`.execute(db);
    const query = parseQuery(rows[0]?.query ?? '');
    const parsed = query ? { search, query, nameWords: nameWords(search) } : null;
    if (search.length <= MAX_KEPT_QUERY) {
      if (queries.size >= MAX_KEPT_QUERIES) queries.delete(queries.keys().next().value!);
      queries.set(search, parsed);
    }
    return parsed ?? undefined;
  }

  /**
   * `isNameOrFirm` of queries.ts from memory: a visible lawyer's exact folded name, or a firm
   * `lawyer_firm_names` holds. In step with `current()`.
   */
  function isNameOrFirm(folded: string): boolean {
    return text.hasName(folded) || firms.has(folded);
  }

  return {
    load,
    current,
    recordsOf,
    freeText,
    isNameOrFirm,
    /** The free text of the lawyers `current()` holds, in step with it. */
    get textIndex(): TextIndex {
      return text;
    },
  };
}

export type DirectorySync = ReturnType<typeof createDirectorySync>;
