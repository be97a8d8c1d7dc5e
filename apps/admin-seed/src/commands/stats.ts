import { createApiClient, DEFAULT_API_URL } from '../api-client.ts';
import { CliError, type CliIo, usageError, write } from '../cli-io.ts';
import { parseOptions } from '../parse-options.ts';

export const STATS_HELP = `Usage: admin-seed stats [options]

Asks the API whether it and its database are up, then prints the live directory figures.

Options:
  --api-url URL          the API's base URL (default: $ADMIN_SEED_API_URL, else ${DEFAULT_API_URL})
  --json                 print one JSON object instead of a table
  -h, --help             show this help
`;

function parseApiUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw usageError(`stats: --api-url must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw usageError(`stats: --api-url must be an http(s) URL, got "${value}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/** Turns a failed call (network, unknown status, off-contract body) into a clear CLI error. */
async function call<T>(what: string, baseUrl: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const detail = cause instanceof Error ? cause.message : String(cause);
    throw new CliError(`stats: ${what} failed at ${baseUrl}: ${detail}`, { cause: error });
  }
}

const formatCount = (n: number) => n.toLocaleString('en-CA');

export async function runStats(args: string[], io: CliIo): Promise<number> {
  const options = parseOptions('stats', args, {
    'api-url': { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (options.help) {
    write(io.stdout, STATS_HELP);
    return 0;
  }
  const baseUrl = parseApiUrl(options['api-url'] ?? io.env.ADMIN_SEED_API_URL ?? DEFAULT_API_URL);
  const client = createApiClient(baseUrl);

  const health = await call('the health check', baseUrl, () => client.system.health());
  if (health.status !== 200) {
    if (options.json) write(io.stdout, JSON.stringify({ api: baseUrl, health: health.body }));
    throw new CliError(`stats: the API at ${baseUrl} is up but its database is down`);
  }
  const stats = await call('reading the figures', baseUrl, () => client.reference.stats());
  const figures = stats.body;

  if (options.json) {
    write(io.stdout, JSON.stringify({ api: baseUrl, health: health.body, stats: figures }));
    return 0;
  }
  const rows: [string, string][] = [
    ['API', baseUrl],
    ['Health', `${health.body.status} (database ${health.body.database})`],
    ['Lawyers', formatCount(figures.lawyers)],
    ['Cities', formatCount(figures.cities)],
    ['Provinces', formatCount(figures.provinces)],
    ['Practice areas', formatCount(figures.practiceAreas)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  write(io.stdout, rows.map(([label, value]) => label.padEnd(width) + value).join('\n'));
  return 0;
}
