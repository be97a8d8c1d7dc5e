import type { QueryClient } from '@tanstack/react-query';
import { tsr } from './client.ts';

/**
 * The typed ts-rest functions (fetchQuery, prefetchQuery…) over a cache. ts-rest's types see
 * TanStack Query through its CommonJS declarations and this app through the ES module ones: the
 * same class twice, so the one cast lives here.
 */
export function tsrQueries(queryClient: QueryClient) {
  return tsr.initQueryClient(queryClient as unknown as Parameters<typeof tsr.initQueryClient>[0]);
}
