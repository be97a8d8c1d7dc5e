import { contract } from '@cld/contract/contract';
import { initClient } from '@ts-rest/core';

export const DEFAULT_API_URL = 'http://127.0.0.1:4000';

/**
 * The typed API client: every call and shape comes from the shared contract. Answers are checked
 * against it, so an API of another version fails loudly instead of printing wrong figures.
 */
export function createApiClient(baseUrl: string) {
  return initClient(contract, {
    baseUrl,
    validateResponse: true,
    throwOnUnknownStatus: true,
    baseHeaders: { 'X-Requested-With': 'XMLHttpRequest' },
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;
