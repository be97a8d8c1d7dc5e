import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Reads as named prepared statements, so PostgreSQL parses and plans each one once per connection
 * instead of on every call (decision 046).
 *
 * Kysely sends every statement through node-postgres' extended protocol without a name, which
 * makes the server parse, analyse and plan it again each time: for the directory's page statement
 * that was 0.65 ms of 1.3 ms. node-postgres prepares a statement once per connection when the
 * query carries a `name` (its documented "prepared statements"), and the server then keeps the
 * parse tree and, after five runs, a generic plan when it costs no more than the custom ones.
 *
 * - Only reads (`select`, `with`) with parameters are named: they are what a request repeats, and
 *   the statement texts come from code, so there are a few dozen of them, not one per request.
 *   A connection names at most `maxPerConnection` texts; later ones run unnamed, as before.
 * - Names carry the client's serial number in the process: PGlite is one session shared by every
 *   pool client, so a client that replaces a discarded one must not meet its predecessor's
 *   statements.
 * - A statement whose cached plan no longer fits the schema (`0A000`, "cached plan must not change
 *   result type", after another replica's migration changed a table it reads with `*`) fails once;
 *   the connection then names its statements afresh, so the next call prepares them again.
 */
export function prepareReads(pool: pg.Pool, { maxPerConnection = 500 } = {}): void {
  pool.on('connect', (client) => {
    const serial = ++clients;
    let generation = 0;
    const named = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const prepared = (...args: unknown[]): unknown => {
      const [text, values, callback] = args;
      if (
        typeof text !== 'string' ||
        !Array.isArray(values) ||
        values.length === 0 ||
        callback !== undefined ||
        !READ.test(text)
      ) {
        return query(...args);
      }
      const name = `r${serial}_${generation}_${digestOf(text)}`;
      if (!named.has(name)) {
        if (named.size >= maxPerConnection) return query(text, values);
        named.add(name);
      }
      const result = query({ name, text, values }) as Promise<unknown>;
      return result.catch((error: unknown) => {
        if ((error as { code?: unknown }).code === STALE_PLAN) {
          generation += 1;
          named.clear();
        }
        throw error;
      });
    };
    (client as unknown as { query: typeof prepared }).query = prepared;
  });
}

/** Clients connected so far, every pool of the process together. */
let clients = 0;

/** A statement that only reads: what a request repeats. */
const READ = /^\s*(select|with)\b/i;

/** `feature_not_supported`: "cached plan must not change result type". */
const STALE_PLAN = '0A000';

const digests = new Map<string, string>();

/** A short stable name for a statement's text, kept so a repeated text is hashed once. */
function digestOf(text: string): string {
  let digest = digests.get(text);
  if (digest === undefined) {
    digest = createHash('sha1').update(text).digest('hex').slice(0, 24);
    if (digests.size >= 5000) digests.clear();
    digests.set(text, digest);
  }
  return digest;
}
