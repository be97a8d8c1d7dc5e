export interface IdleCollectorOptions {
  /** A full garbage collection (`gc`, with `--expose-gc`). */
  collect: () => void;
  /** How long without a request counts as idle. */
  idleMs?: number;
  /** Runs `check` every `everyMs` (an unreferenced `setInterval`; a stand-in in tests). */
  every?: (check: () => void, everyMs: number) => void;
  now?: () => number;
}

export interface IdleCollector {
  /** A request arrived. */
  request(): void;
  /** Memory was let go (answers left the shared cache). */
  released(): void;
}

/**
 * One full garbage collection once a web process has been idle for `idleMs` after handling
 * requests or letting answers go, so its memory returns near its idle size after a load (issue 38,
 * decision 054). V8 collects when it allocates; an idle process allocates nothing, so the buffers
 * of a load's answers would otherwise stay until the next visitor.
 */
export function idleCollector({
  collect,
  idleMs = 10_000,
  every = (check, everyMs) => setInterval(check, everyMs).unref(),
  now = Date.now,
}: IdleCollectorOptions): IdleCollector {
  let lastRequestAt = Number.NEGATIVE_INFINITY;
  let owed = false;
  every(() => {
    if (!owed || now() - lastRequestAt < idleMs) return;
    owed = false;
    collect();
  }, idleMs / 2);
  return {
    request() {
      lastRequestAt = now();
      owed = true;
    },
    released() {
      owed = true;
    },
  };
}

/** V8's `gc` (exposed by `--expose-gc`), with its extension's options. */
export type ExposedGc = (options?: {
  type?: 'major' | 'minor';
  execution?: 'sync' | 'async';
  flavor?: 'regular' | 'last-resort';
}) => void;

/**
 * The collection to run once idle: V8's last resort, which collects until nothing more is freed and
 * hands back to the system the pages V8 keeps for reuse. A regular full collection leaves those
 * pages mapped: after 200 visitors for 30 s the young generation alone had grown to 128 MB of them,
 * and the process stayed 60 % above its idle size; with this, back under it (decision 062).
 */
export function lastResortCollection(gc: ExposedGc): () => void {
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
