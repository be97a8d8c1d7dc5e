import { createApiClient, resolveApiUrl, type ApiClient } from './api-client.ts';
import { CliError, type CliIo } from './cli-io.ts';
import { readCredentials, type Credentials } from './credentials.ts';

export interface AdminSession {
  client: ApiClient;
  baseUrl: string;
  credentials: Credentials;
}

const LOGIN_HINT = 'run "admin-seed login --email you@example.ca"';

/**
 * The API client of the saved `admin-seed login` session. Without `--api-url` or `CLD_API_URL`
 * it talks to the API it signed in to; a token is never sent to another API.
 */
export async function openAdminSession({
  command,
  apiUrl,
  io,
}: {
  command: string;
  apiUrl: string | undefined;
  io: CliIo;
}): Promise<AdminSession> {
  const credentials = await readCredentials(io.env);
  const baseUrl = resolveApiUrl({
    command,
    option: apiUrl,
    env: io.env,
    fallback: credentials?.apiUrl,
  });
  if (!credentials) throw new CliError(`${command}: not signed in; ${LOGIN_HINT}`);
  if (credentials.apiUrl !== baseUrl) {
    throw new CliError(
      `${command}: signed in to ${credentials.apiUrl}, not ${baseUrl}; run "admin-seed login --api-url ${baseUrl} --email …"`,
    );
  }
  return { client: createApiClient(baseUrl, credentials.token), baseUrl, credentials };
}

/** Every admin call may answer 401 (no valid session) or 403 (not an administrator). */
export function assertAuthorized<R extends { status: number; body: unknown }>(
  command: string,
  response: R,
): asserts response is Exclude<R, { status: 401 | 403 }> {
  if (response.status === 401) {
    throw new CliError(`${command}: the session has expired or was revoked; ${LOGIN_HINT}`);
  }
  if (response.status === 403) {
    throw new CliError(
      `${command}: this account may not do that (administrators only); ${LOGIN_HINT}`,
    );
  }
}
