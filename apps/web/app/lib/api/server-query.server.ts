import { getEnv } from '../../config/env.server.ts';

/**
 * Headers of the visitor's request that the API needs to answer as it would the browser: the
 * session, the language, and the visitor's address and protocol exactly as the web server settled
 * them (`server/forwarded.ts` overwrote whatever the client sent), so per-client limits count the
 * visitor and not this server.
 */
const FORWARDED_HEADERS = [
  'cookie',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
] as const;

/**
 * Points a query at the API from the server: same query key and data as in the browser (so the
 * dehydrated cache matches), but the API's own address and the visitor's cookie.
 */
export function serverQuery<TOptions extends object>(
  options: TOptions,
  request: Request,
): TOptions {
  const extraHeaders: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) extraHeaders[name] = value;
  }
  return {
    ...options,
    queryData: {
      ...(options as { queryData?: object }).queryData,
      extraHeaders,
      overrideClientOptions: { baseUrl: getEnv().API_URL },
    },
  };
}
