import {
  type DefaultError,
  type DefaultedQueryObserverOptions,
  QueryClient,
  type QueryClientConfig,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';

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

const CLIENT_DEFAULTS = {
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
} satisfies QueryClientConfig;

/** Spec §7: no retries, no refetch on focus or interval, and data never goes stale by default. */
export function createQueryClient(): QueryClient {
  return new QueryClient(CLIENT_DEFAULTS);
}

/**
 * A cache that lives for one server request. Queries keep the browser's `gcTime` in their options
 * (10 minutes for lawyers), and every query with a finite `gcTime` holds a timer that keeps it, its
 * data and its client alive that long: per-request data piled up with traffic until the process ran
 * out of memory (issue 15). Here no query schedules removal, so nothing outlives the request but what
 * the request itself still references; loaders also `clear()` theirs once dehydrated.
 */
class RequestQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    return { ...super.defaultQueryOptions(options), gcTime: Number.POSITIVE_INFINITY };
  }
}

export function createRequestQueryClient(): QueryClient {
  return new RequestQueryClient(CLIENT_DEFAULTS);
}

let browserQueryClient: QueryClient | undefined;

/** One cache for the whole browser session; on the server every request gets its own. */
export function getBrowserQueryClient(): QueryClient {
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}
