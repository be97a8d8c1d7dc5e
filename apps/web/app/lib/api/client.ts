import { contract } from '@cld/contract/contract';
import { initClient } from '@ts-rest/core';

export { failureOf } from './failure.ts';
export { documentAcceptLanguage } from './language.ts';

/**
 * The typed client of the API. Only `api.ts` loads it, on the first call: it carries the
 * contract's zod schemas, a third of the site's JavaScript, which no page needs to show its first
 * screen. In the browser it calls the site's own origin (the web server forwards /api to the API);
 * server code points each call at the API itself (`api.server.ts`). The session is the API's
 * HttpOnly cookie, sent with every call; the custom header is what the API accepts as proof that a
 * cookie-authenticated write comes from this site (CSRF defence).
 */
export const apiClient = initClient(contract, {
  baseUrl: '',
  baseHeaders: { 'X-Requested-With': 'XMLHttpRequest' },
  credentials: 'include',
});

export type ApiClient = typeof apiClient;
