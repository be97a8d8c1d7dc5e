import type { RequestHandler } from 'express';

/**
 * React Router flushes the response after every chunk React writes, and a flush ends a compressed
 * block: a browse page came out 800 bytes bigger in brotli (13.7 KB instead of 12.9 KB), which took
 * it past what TCP sends in its first round trip. Flushes asked for within `delayMs` of each other
 * become one, so a document rendered in one go leaves as one compressed block, and a document that
 * really streams (a part written later) still sends what it has within `delayMs`.
 *
 * Goes after `compression()`, which is what gives the response its `flush`.
 */
export function coalescedFlush(delayMs = 5): RequestHandler {
  return (_req, res, next) => {
    const response = res as typeof res & { flush?: () => void };
    const flush = response.flush;
    if (typeof flush === 'function') {
      let timer: ReturnType<typeof setTimeout> | undefined;
      response.flush = () => {
        timer ??= setTimeout(() => {
          timer = undefined;
          // The end of the response flushes by itself.
          if (!res.writableEnded) flush.call(res);
        }, delayMs);
      };
      res.once('close', () => clearTimeout(timer));
    }
    next();
  };
}
