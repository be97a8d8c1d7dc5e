import { QueryClient } from '@tanstack/react-query';

interface TsRestResult {
  status: number;
  body: unknown;
  headers?: unknown;
}

function isTsRestResult(data: unknown): data is TsRestResult {
  return typeof data === 'object' && data !== null && 'status' in data && 'body' in data;
}

/**
 * ts-rest results carry a `Headers` object, which cannot travel from the server to the browser;
 * nothing reads it, so only status and body are sent and an empty `Headers` is put back.
 */
function serializeData(data: unknown): unknown {
  return isTsRestResult(data) ? { status: data.status, body: data.body } : data;
}

function deserializeData(data: unknown): unknown {
  return isTsRestResult(data) ? { ...data, headers: new Headers() } : data;
}

/** Spec §7: no retries, no refetch on focus or interval, and data never goes stale by default. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
      dehydrate: { serializeData },
      hydrate: { deserializeData },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** One cache for the whole browser session; on the server every request gets its own. */
export function getBrowserQueryClient(): QueryClient {
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}
