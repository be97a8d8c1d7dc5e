import {
  useQuery,
  type QueryKey,
  type UseQueryResult,
  type keepPreviousData,
} from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import type { ApiClient } from './client.ts';

export { ApiError };
export type { ApiClient };

interface ApiResponse {
  status: number;
  body: unknown;
}

/** The answers of an endpoint that are not failures. */
export type SuccessOf<TResponse> = Extract<TResponse, { status: 200 | 201 | 202 | 204 }>;

/** Picks one endpoint of the typed client: `(api) => api.lawyers.getById`. */
export type Endpoint<TArgs, TResponse extends ApiResponse> = (
  api: ApiClient,
) => (args: TArgs) => Promise<TResponse>;

/**
 * Where a call goes and what it carries beyond its own arguments: in the browser nothing (the
 * site's origin, the browser's cookie); on the server the API's address and the visitor's headers
 * (`serverCall` in `api.server.ts`).
 */
export interface CallContext {
  extraHeaders?: Record<string, string>;
  overrideClientOptions?: { baseUrl: string };
}

/**
 * The typed client (ts-rest and the contract's zod schemas, a third of the site's JavaScript) is
 * loaded on the first call only: a server-rendered page hydrates from the dehydrated cache and
 * needs no client to show its first screen. This is the one place that loads it.
 */
const loadClient = () => import('./client.ts');

/**
 * Calls one endpoint of the API: the answer when it is a success (2xx), an `ApiError` thrown when
 * the API refused (4xx) or failed (5xx). A network failure throws what `fetch` threw. In the
 * browser the call asks for the page's language (`<html lang>`, read at each call: a client-side
 * navigation may change it), not the browser's, for the API's messages (decision 029).
 */
export async function callApi<TArgs, TResponse extends ApiResponse>(
  endpoint: Endpoint<TArgs, TResponse>,
  args?: NoInfer<TArgs>,
  context: CallContext = {},
): Promise<SuccessOf<TResponse>> {
  const { apiClient, failureOf, documentAcceptLanguage } = await loadClient();
  const extraHeaders = { ...documentAcceptLanguage(), ...context.extraHeaders };
  const response = await endpoint(apiClient)({ ...args, ...context, extraHeaders } as TArgs);
  if (response.status < 200 || response.status > 299) {
    throw failureOf(response.status, response.body);
  }
  return response as SuccessOf<TResponse>;
}

/** A query of one endpoint, as the features describe it: its cache key and its arguments. */
export interface ApiQuery<TArgs> {
  queryKey: QueryKey;
  queryData?: TArgs;
  staleTime?: number;
  gcTime?: number;
  enabled?: boolean;
  placeholderData?: typeof keepPreviousData;
}

/**
 * TanStack Query options for one endpoint, the same in a loader's prefetch (with the server's
 * `context`) and in the browser's `useQuery`, so the dehydrated cache matches key for key.
 */
export function apiQueryOptions<TArgs, TResponse extends ApiResponse>(
  endpoint: Endpoint<TArgs, TResponse>,
  { queryData, ...options }: ApiQuery<NoInfer<TArgs>>,
  context: CallContext = {},
) {
  return {
    ...options,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(endpoint, { ...queryData, fetchOptions: { signal } } as TArgs, context),
  };
}

/** `useQuery` over one endpoint: the answer (`{ status, body }`) or an `ApiError`. */
export function useApiQuery<TArgs, TResponse extends ApiResponse>(
  endpoint: Endpoint<TArgs, TResponse>,
  query: ApiQuery<NoInfer<TArgs>>,
): UseQueryResult<SuccessOf<TResponse>> {
  return useQuery(apiQueryOptions(endpoint, query));
}
