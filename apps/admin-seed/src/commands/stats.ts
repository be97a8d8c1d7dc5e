import type { AdminStats } from '@cld/contract/admin';
import { API_URL_HELP, callApi, createApiClient, resolveApiUrl } from '../api-client.ts';
import { CliError, type CliIo, write } from '../cli-io.ts';
import { readCredentials } from '../credentials.ts';
import { API_OPTIONS, parseOptions } from '../parse-options.ts';

export const STATS_HELP = `Usage: admin-seed stats [options]

Asks the API whether it and its database are up, then prints the live directory figures. When
signed in as an administrator ("admin-seed login") to this API, also prints the operators' figures.

Options:
${API_URL_HELP}
  --json                 print one JSON object instead of a table
  -h, --help             show this help
`;

const formatCount = (n: number) => n.toLocaleString('en-CA');

/** The operators' figures, or why they are left out (a warning, not a failure). */
async function readAdminStats(
  io: CliIo,
  baseUrl: string,
): Promise<{ stats?: AdminStats; warning?: string }> {
  const credentials = await readCredentials(io.env);
  if (!credentials || credentials.apiUrl !== baseUrl) return {};
  const client = createApiClient(baseUrl, credentials.token);
  let response;
  try {
    response = await callApi({
      command: 'stats',
      what: 'reading the administration figures',
      baseUrl,
      request: () => client.admin.stats(),
    });
  } catch (error) {
    return { warning: error instanceof Error ? error.message : String(error) };
  }
  if (response.status === 200) return { stats: response.body };
  return {
    warning: `stats: administration figures left out: the saved session was refused (${response.status}); run "admin-seed login"`,
  };
}

function adminRows(stats: AdminStats): [string, string][] {
  const { lawyers, users, outbox } = stats;
  return [
    ['Lawyers (all)', `${formatCount(lawyers.total)} (${formatCount(lawyers.hidden)} hidden)`],
    ['Verified', formatCount(lawyers.verified)],
    ['Awaiting verification', formatCount(lawyers.pendingVerification)],
    [
      'Accounts',
      `${formatCount(users.clients)} clients, ${formatCount(users.lawyers)} lawyers, ${formatCount(users.admins)} admins`,
    ],
    ['Requests (30 days)', formatCount(stats.requestsLast30Days)],
    ['Unhandled messages', formatCount(stats.siteContactMessagesUnhandled)],
    [
      'Outbox',
      `${formatCount(outbox.pending)} pending, ${formatCount(outbox.held)} held, ${formatCount(outbox.failed)} failed`,
    ],
    ['Open incidents', formatCount(stats.openIncidents)],
  ];
}

export async function runStats(args: string[], io: CliIo): Promise<number> {
  const options = parseOptions('stats', args, {
    json: { type: 'boolean' },
    ...API_OPTIONS,
  });
  if (options.help) {
    write(io.stdout, STATS_HELP);
    return 0;
  }
  const baseUrl = resolveApiUrl({ command: 'stats', option: options['api-url'], env: io.env });
  const client = createApiClient(baseUrl);

  const health = await callApi({
    command: 'stats',
    what: 'the health check',
    baseUrl,
    request: () => client.system.health(),
  });
  if (health.status !== 200) {
    if (options.json) write(io.stdout, JSON.stringify({ api: baseUrl, health: health.body }));
    throw new CliError(`stats: the API at ${baseUrl} is up but its database is down`);
  }
  const stats = await callApi({
    command: 'stats',
    what: 'reading the figures',
    baseUrl,
    request: () => client.reference.stats(),
  });
  const figures = stats.body;
  const admin = await readAdminStats(io, baseUrl);
  if (admin.warning) write(io.stderr, admin.warning);

  if (options.json) {
    write(
      io.stdout,
      JSON.stringify({
        api: baseUrl,
        health: health.body,
        stats: figures,
        ...(admin.stats ? { admin: admin.stats } : {}),
      }),
    );
    return 0;
  }
  const rows: [string, string][] = [
    ['API', baseUrl],
    ['Health', `${health.body.status} (database ${health.body.database})`],
    ['Lawyers', formatCount(figures.lawyers)],
    ['Cities', formatCount(figures.cities)],
    ['Provinces', formatCount(figures.provinces)],
    ['Practice areas', formatCount(figures.practiceAreas)],
    ['Demo data', figures.demo ? 'yes (the public pages say the lawyers are fictional)' : 'no'],
    ...(admin.stats ? adminRows(admin.stats) : []),
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  write(io.stdout, rows.map(([label, value]) => label.padEnd(width) + value).join('\n'));
  return 0;
}
