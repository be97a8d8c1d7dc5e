import { contract } from '@cld/contract/contract';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';

/**
 * The one typed client of the API. In the browser it calls the site's own origin (the web server
 * forwards /api to the API); loaders on the server point it at the API through `serverQuery`.
 * The session is the API's HttpOnly cookie, sent with every call; the custom header is what the
 * API accepts as proof that a cookie-authenticated write comes from this site (CSRF defence).
 */
export const tsr = initTsrReactQuery(contract, {
  baseUrl: '',
  baseHeaders: { 'X-Requested-With': 'XMLHttpRequest' },
  credentials: 'include',
});
