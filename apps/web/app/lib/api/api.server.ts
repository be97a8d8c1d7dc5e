import { getEnv } from '../../config/env.server.ts';
import { requestLocale } from '../../i18n/i18n.ts';
import type { CallContext } from './api.ts';
import { acceptLanguageOf } from './language.ts';

/**
 * Headers of the visitor's request that the API needs to answer as it would the browser: the
 * session, and the visitor's address and protocol exactly as the web server settled
 * them (`server/forwarded.ts` overwrote whatever the client sent), so per-client limits count the
 * visitor and not this server.
 */
const FORWARDED_HEADERS = ['cookie', 'x-forwarded-for', 'x-forwarded-proto'] as const;

/**
 * Points a call made on the server at the API itself. With the visitor's request it carries their
 * cookie and address, and the page's language as `Accept-Language` (the API's messages in the
 * page's language, decision 029); without one (resource routes such as the sitemaps) it asks as
 * nobody, in English.
 */
export function serverCall(request?: Request): CallContext {
  const extraHeaders: Record<string, string> = request
    ? { 'accept-language': acceptLanguageOf(requestLocale(request)) }
    : {};
  for (const name of FORWARDED_HEADERS) {
    const value = request?.headers.get(name);
    if (value) extraHeaders[name] = value;
  }
  return { extraHeaders, overrideClientOptions: { baseUrl: getEnv().API_URL } };
}
