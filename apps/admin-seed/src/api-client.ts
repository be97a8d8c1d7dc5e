import { contract } from '@cld/contract/contract';
import type { ApiError } from '@cld/contract/errors';
import { initClient } from '@ts-rest/core';
import { CliError, usageError } from './cli-io.ts';

export const DEFAULT_API_URL = 'http://127.0.0.1:4000';

/**
 * The typed API client: every call and shape comes from the shared contract. Answers are checked
 * against it, so an API of another version fails loudly instead of printing wrong figures.
 * With a token, every call carries it as a bearer header (the session of `admin-seed login`).
 */
export function createApiClient(baseUrl: string, token?: string) {
  return initClient(contract, {
    baseUrl,
    validateResponse: true,
    throwOnUnknownStatus: true,
    baseHeaders: {
      'X-Requested-With': 'XMLHttpRequest',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** `--api-url`, else `CLD_API_URL` (or the older `ADMIN_SEED_API_URL`), else `fallback`. */
export function resolveApiUrl({
  command,
  option,
  env,
  fallback = DEFAULT_API_URL,
}: {
  command: string;
  option: string | undefined;
  env: Record<string, string | undefined>;
  fallback?: string;
}): string {
  const value = option ?? (env.CLD_API_URL || env.ADMIN_SEED_API_URL || fallback);
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw usageError(`${command}: --api-url must be an http(s) URL, got "${value}"`);
  }
  return url.href.replace(/\/+$/, '');
}

export const API_URL_HELP = `  --api-url URL          the API's base URL (default: $CLD_API_URL, else ${DEFAULT_API_URL})`;

/** Turns a failed call (network, unknown status, off-contract body) into a clear CLI error. */
export async function callApi<T>({
  command,
  what,
  baseUrl,
  request,
}: {
  command: string;
  what: string;
  baseUrl: string;
  request: () => Promise<T>;
}): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const detail = cause instanceof Error ? cause.message : String(cause);
    throw new CliError(`${command}: ${what} failed at ${baseUrl}: ${detail}`, { cause: error });
  }
}

/** An API error body as one line per problem: the message, then each field at fault. */
export function describeApiError(body: ApiError): string {
  const issues = (body.issues ?? []).map(
    (issue) => `  ${issue.path.join('.') || '(request)'}: ${issue.message}`,
  );
  return [body.message, ...issues].join('\n');
}
