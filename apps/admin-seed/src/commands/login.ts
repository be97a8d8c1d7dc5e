import { TOKEN_IN_BODY } from '@cld/contract/auth';
import {
  API_URL_HELP,
  callApi,
  createApiClient,
  describeApiError,
  resolveApiUrl,
} from '../api-client.ts';
import { CliError, type CliIo, usageError, write } from '../cli-io.ts';
import { readCredentials, removeCredentials, saveCredentials } from '../credentials.ts';
import { API_OPTIONS, HELP_OPTION, parseOptions } from '../parse-options.ts';
import { readPassword } from '../password-input.ts';

export const LOGIN_HELP = `Usage: admin-seed login --email EMAIL [options]

Signs in to the API as an administrator and keeps the session for the other commands, in
$XDG_CONFIG_HOME/cld-admin/credentials.json (else ~/.config/cld-admin/; $CLD_ADMIN_CONFIG_DIR
overrides), readable only by you. Accounts that are not administrators are refused.

The password is asked without echo on a terminal; otherwise (or with --password-stdin) it is the
first line of standard input.

Options:
  --email EMAIL          the administrator's e-mail
  --password-stdin       read the password from standard input
${API_URL_HELP}
  -h, --help             show this help
`;

export const LOGOUT_HELP = `Usage: admin-seed logout [options]

Ends the saved session on the API (best effort) and removes the credentials file.

Options:
  -h, --help             show this help
`;

export async function runLogin(args: string[], io: CliIo): Promise<number> {
  const options = parseOptions('login', args, {
    email: { type: 'string' },
    'password-stdin': { type: 'boolean' },
    ...API_OPTIONS,
  });
  if (options.help) {
    write(io.stdout, LOGIN_HELP);
    return 0;
  }
  const email = options.email?.trim();
  if (!email)
    throw usageError('login: --email is required\nRun "admin-seed login --help" for usage.');
  const baseUrl = resolveApiUrl({ command: 'login', option: options['api-url'], env: io.env });
  const password = await readPassword({ io, fromStdin: options['password-stdin'] === true });
  if (!password) throw usageError('login: the password is empty');

  const client = createApiClient(baseUrl);
  const response = await callApi({
    command: 'login',
    what: 'signing in',
    baseUrl,
    // The session token is answered only to a client that asks: the website gets the cookie only.
    request: () => client.auth.login({ headers: TOKEN_IN_BODY, body: { email, password } }),
  });
  if (response.status === 401) throw new CliError('login: wrong e-mail or password');
  if (response.status !== 200) {
    throw new CliError(
      `login: the API refused (${response.status}): ${describeApiError(response.body)}`,
    );
  }
  const { token, user } = response.body;
  if (!token) throw new CliError('login: the API answered no session token');
  if (user.role !== 'admin') {
    // Do not leave a session behind for an account that may not use this tool.
    await createApiClient(baseUrl, token)
      .auth.logout()
      .catch(() => undefined);
    throw new CliError(`login: ${user.email} is not an administrator account`);
  }
  const file = await saveCredentials(io.env, { apiUrl: baseUrl, token, email: user.email });
  write(io.stdout, `Signed in to ${baseUrl} as ${user.email} (session saved in ${file})`);
  return 0;
}

export async function runLogout(args: string[], io: CliIo): Promise<number> {
  const options = parseOptions('logout', args, HELP_OPTION);
  if (options.help) {
    write(io.stdout, LOGOUT_HELP);
    return 0;
  }
  const credentials = await readCredentials(io.env);
  if (credentials) {
    const revoked = await createApiClient(credentials.apiUrl, credentials.token)
      .auth.logout()
      .then((response) => response.status === 204)
      .catch(() => false);
    if (!revoked) {
      write(
        io.stderr,
        `logout: could not end the session on ${credentials.apiUrl}; removing it here anyway`,
      );
    }
  }
  await removeCredentials(io.env);
  write(
    io.stdout,
    credentials ? `Signed out of ${credentials.apiUrl} (${credentials.email})` : 'Not signed in',
  );
  return 0;
}
