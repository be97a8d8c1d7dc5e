import {
  useQuery,
  type QueryKey,
  type UseQueryResult,
  type keepPreviousData,
} from '@tanstack/react-query';
import type { tsr } from './client.ts';

type Api = typeof tsr;

/**
 * The typed client (ts-rest and the contract's zod schemas, a third of the site's JavaScript) is
 * loaded on the first fetch only: a server-rendered page hydrates from the dehydrated cache and
 * needs no client to show its first screen.
 */
function loadApi(): Promise<Api> {
  return import('./client.ts').then((module) => module.tsr);
}

interface ApiResponse {
  status: number;
  body: unknown;
}

type SuccessOf<TResponse> = Extract<TResponse, { status: 200 }>;

export interface ApiQueryOptions<TArgs> {
  queryKey: QueryKey;
  queryData?: TArgs;
  staleTime?: number;
  gcTime?: number;
  enabled?: boolean;
  placeholderData?: typeof keepPreviousData;
}

/**
 * `useQuery` over one contract endpoint, with the same key, data and result (`{ status, body }`,
 * the API's own answer thrown on a 4xx/5xx) as ts-rest's hooks and the loaders' prefetches.
 */
export function useApiQuery<TArgs, TResponse extends ApiResponse>(
  endpoint: (api: Api) => { query: (args: TArgs) => Promise<TResponse> },
  { queryData, ...options }: ApiQueryOptions<TArgs>,
): UseQueryResult<SuccessOf<TResponse>> {
  return useQuery({
    ...options,
    queryFn: async ({ signal }) => {
      const api = await loadApi();
      const result = await endpoint(api).query({ ...queryData, fetchOptions: { signal } } as TArgs);
      if (result.status < 200 || result.status > 299) throw result;
      return result as SuccessOf<TResponse>;
    },
  });
}
