/**
 * The Node flags the API runs with (`pnpm start` and the container, through supervise.ts; the bench).
 * V8 otherwise lets the young generation grow to 16 MB per half-space and the old one well past what
 * it holds before collecting: at 100,000 lawyers under ten concurrent searches the process rose from
 * 216 MB to 416 MB resident, with these 192 MB, at the same throughput and p99 (decision 049). The old
 * space may still grow to 512 MB for an administrator's export of the whole directory.
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=2', '--max-old-space-size=512'] as const;
