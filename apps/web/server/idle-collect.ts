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
