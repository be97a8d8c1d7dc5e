/**
 * `pnpm bench:load`: the whole site under load through the production web server (issues 15 and 38).
 * Many connections for a while over a mix of pages, reporting throughput, p50, p99, errors and the
 * web server's resident memory (all its processes) before, at its peak, and a minute after the load,
 * into the load section of docs/performance.md. Two mixes (LOAD_MIX):
 * - `visitors` (the default, issue 38): anonymous visitors in both languages, every request asking
 *   for brotli as a browser does, over home pages, rotating profiles, browse pages with filter sets
 *   and free-text searches;
 * - `site` (issue 15): home, browse, profile and landing pages and API search and API profile
 *   (through the web server's `/api` proxy), without compression.
 *
 * It starts its own API and web server on loopback (never another host), or measures a site already
 * running on loopback (LOAD_ORIGIN, with LOAD_WEB_PID, the web server's process). Configuration,
 * bounded:
 * - LOAD_CONNECTIONS (default 200, 1–1000) and LOAD_DURATION in seconds (default 60, 5–600);
 * - LOAD_SETTLE: seconds to wait after the load before the last memory reading (default 60, 0–600);
 * - DATABASE_URL: PostgreSQL (holding the demo directory, or empty to be seeded) instead of a fresh
 *   embedded PGlite directory;
 * - LOAD_BASELINE_ROOT: another checkout of the repository with its web build (e.g. the commit before
 *   issue 15), measured first in the same run for comparison;
 * - LOAD_REPORT=false: print only, leave docs/performance.md as it is.
 */
import { readFileSync, readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { table, writeReportSection } from './report.ts';
import { machine, profileIds, startSite } from './servers.ts';

/** Issue 38: ≥ 300 req/s, p99 ≤ 1.5 s, 0 errors, memory within 20 % of idle a minute after. */
const TARGETS = { p99Ms: 1500, rps: 300, settledRssFactor: 1.2 };

function bounded(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got ${raw})`);
  return value;
}

const CONNECTIONS = bounded('LOAD_CONNECTIONS', 200, 1, 1000);
const DURATION_S = bounded('LOAD_DURATION', 60, 5, 600);
const SETTLE_S = bounded('LOAD_SETTLE', 60, 0, 600);
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const BASELINE_ROOT = process.env.LOAD_BASELINE_ROOT || undefined;
const WRITE_REPORT = process.env.LOAD_REPORT !== 'false';
const MIX_NAME = process.env.LOAD_MIX ?? 'visitors';
if (MIX_NAME !== 'visitors' && MIX_NAME !== 'site')
  throw new Error(`LOAD_MIX must be visitors or site (got ${MIX_NAME})`);
const RUNNING = runningSite();

/** A site already running on this machine: its origin (loopback only) and its web server's pid. */
function runningSite(): { origin: string; webPid: number; apiPid?: number } | undefined {
  const origin = process.env.LOAD_ORIGIN;
  if (!origin) return undefined;
  const { hostname } = new URL(origin);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname))
    throw new Error(`LOAD_ORIGIN must be on loopback (got ${origin})`);
  const webPid = Number(process.env.LOAD_WEB_PID);
  if (!Number.isInteger(webPid) || webPid <= 0)
    throw new Error('LOAD_ORIGIN needs LOAD_WEB_PID, the web server process id');
  const apiPid = Number(process.env.LOAD_API_PID) || undefined;
  return { origin: origin.replace(/\/$/, ''), webPid, apiPid };
}

/** The mixes: share of requests per kind (each sums to 1). */
const MIXES = {
  visitors: [
    { kind: 'home', share: 0.1 },
    { kind: 'profile', share: 0.4 },
    { kind: 'browse', share: 0.3 },
    { kind: 'search', share: 0.2 },
  ],
  site: [
    { kind: 'home', share: 0.15 },
    { kind: 'browse', share: 0.2 },
    { kind: 'profile', share: 0.2 },
    { kind: 'landing', share: 0.15 },
    { kind: 'api-search', share: 0.15 },
    { kind: 'api-profile', share: 0.15 },
  ],
} as const;
type Kind = (typeof MIXES)[keyof typeof MIXES][number]['kind'];
const MIX: readonly { kind: Kind; share: number }[] = MIXES[MIX_NAME];

/** Words visitors type into the search box (names, places, areas of law), in both languages. */
const SEARCH_WORDS = [
  'family',
  'famille',
  'immigration',
  'divorce',
  'real estate',
  'immobilier',
  'criminal',
  'criminel',
  'Toronto',
  'Montréal',
  'Vancouver',
  'Québec',
  'employment',
  'travail',
  'wills',
  'testament',
  'tax',
  'fiscalité',
  'Martin',
  'Tremblay',
  'Smith',
  'Gagnon',
  'Roy',
  'Chen',
];

/** A small deterministic generator, so two runs ask for the same sequence of addresses. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The addresses each kind rotates over, read from the running site. */
async function workload(origin: string): Promise<Partial<Record<Kind, string[]>>> {
  return MIX_NAME === 'visitors' ? visitorsWorkload(origin) : siteWorkload(origin);
}

/** Issue 38's visitors: every page in English and in French, 300 profiles, 150 filter sets. */
async function visitorsWorkload(origin: string): Promise<Partial<Record<Kind, string[]>>> {
  const ids = await profileIds(origin, 300);
  const { provinces } = (await (await fetch(`${origin}/api/locations`)).json()) as {
    provinces: { province: string }[];
  };
  const areas = (await (await fetch(`${origin}/api/practice-areas`)).json()) as { slug: string }[];
  const filters: string[] = [''];
  for (const { province } of provinces) {
    for (const page of [1, 2]) filters.push(`?province=${province}&page=${page}`);
    for (const { slug } of areas.slice(0, 4))
      filters.push(`?province=${province}&practiceAreas=${slug}`);
  }
  for (const { slug } of areas.slice(0, 12)) filters.push(`?practiceAreas=${slug}&sort=name`);
  const both = (en: string, fr: string) => [en, fr];
  return {
    home: ['/', '/fr'],
    profile: ids.flatMap((id) => both(`/lawyer/${id}`, `/fr/avocat/${id}`)),
    browse: filters.flatMap((query) =>
      both(`/browse-lawyers${query}`, `/fr/trouver-un-avocat${query}`),
    ),
    search: SEARCH_WORDS.flatMap((word) => {
      const query = `?q=${encodeURIComponent(word)}`;
      return both(`/search${query}`, `/fr/recherche${query}`);
    }),
  };
}

async function siteWorkload(origin: string): Promise<Partial<Record<Kind, string[]>>> {
  const ids = await profileIds(origin, 150);
  const { provinces } = (await (await fetch(`${origin}/api/locations`)).json()) as {
    provinces: { province: string }[];
  };
  const areas = (await (await fetch(`${origin}/api/practice-areas`)).json()) as { slug: string }[];
  const sitemap = await (await fetch(`${origin}/sitemaps/places.xml`)).text();
  const landing = [...sitemap.matchAll(/<loc>[^<]*?(\/lawyers-in\/[^<]+)<\/loc>/g)]
    .map((match) => match[1]!)
    .slice(0, 120);
  const browse: string[] = ['/browse-lawyers'];
  const search: string[] = ['/api/lawyers'];
  for (const { province } of provinces) {
    for (const page of [1, 2, 3]) {
      browse.push(`/browse-lawyers?province=${province}&page=${page}`);
      search.push(`/api/lawyers?province=${province}&page=${page}`);
    }
  }
  for (const { slug } of areas.slice(0, 12)) {
    browse.push(`/browse-lawyers?practiceAreas=${slug}`);
    search.push(`/api/lawyers?practiceAreas=${slug}`);
  }
  return {
    home: ['/'],
    browse,
    profile: ids.map((id) => `/lawyer/${id}`),
    landing,
    'api-search': search,
    'api-profile': ids.map((id) => `/api/lawyers/${id}`),
  };
}

/** A process and all its descendants (the web server's workers). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `pid (name) state ppid …`: the name may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Ended meanwhile.
    }
  }
  const all: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop()!;
    all.push(current);
    queue.push(...(children.get(current) ?? []));
  }
  return all;
}

/** Resident memory of a process and its descendants, MB. */
function treeRssMb(pid: number): number {
  let total = 0;
  for (const current of descendants(pid)) {
    try {
      const status = readFileSync(`/proc/${current}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      // Ended meanwhile.
    }
  }
  return total;
}

/** CPU time (user + system) of a process and its descendants so far, ms. */
function treeCpuMs(pid: number): number {
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux.
  let total = 0;
  for (const current of descendants(pid)) {
    try {
      const stat = readFileSync(`/proc/${current}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name and state.
      total += (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
    } catch {
      // Ended meanwhile.
    }
  }
  return total;
}

interface Memory {
  /** After the warm-up, idle. */
  before: number;
  peak: number;
  /** LOAD_SETTLE seconds after the load, idle. */
  settled: number;
}

interface Run {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Share of answers the web server's shared cache gave (`X-Cache: HIT` or `STALE`). */
  hitShare: number;
  statuses: Record<string, number>;
  webRss: Memory;
  /**
   * CPU time (user + system) the web server's processes and the API's spent per answer, ms: what
   * a request costs whatever else the machine is doing.
   */
  cpuPerRequest: { web: number; api: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(
  label: string,
  origin: string,
  webPid: number,
  apiPid: number | undefined,
): Promise<Run> {
  const pools = await workload(origin);
  // Warm the JIT, the statements and the buffers, then take the starting point.
  for (const kind of Object.keys(pools) as Kind[]) {
    for (const path of pools[kind]!.slice(0, 5)) await (await fetch(origin + path)).text();
  }
  await sleep(2000);
  const before = treeRssMb(webPid);
  const cpuBefore = { web: treeCpuMs(webPid), api: apiPid ? treeCpuMs(apiPid) : Number.NaN };
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(webPid))), 1000);

  const next = random(20261124);
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  let hits = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: DURATION_S,
        // A document is only complete once its last byte is in.
        timeout: 30,
        requests: [
          {
            setupRequest: (request, context: { kind?: Kind }) => {
              let roll = next();
              const pick = MIX.find(({ share }) => (roll -= share) < 0) ?? MIX[0]!;
              const pool = pools[pick.kind]!;
              context.kind = pick.kind;
              const path = pool[Math.floor(next() * pool.length)]!;
              if (MIX_NAME === 'site') return { ...request, path };
              // A browser: brotli, and the language of the page it asks for.
              const french = path.startsWith('/fr');
              return {
                ...request,
                path,
                headers: {
                  ...request.headers,
                  'accept-encoding': 'br, gzip',
                  'accept-language': french ? 'fr-CA,fr;q=0.9,en;q=0.5' : 'en-CA,en;q=0.9',
                },
              };
            },
            onResponse: (status, _body, context: { kind?: Kind }, headers) => {
              const key = `${context.kind} ${status}`;
              statuses[key] = (statuses[key] ?? 0) + 1;
              // autocannon keeps the header names as the server wrote them.
              const cache = Object.entries(headers ?? {}).find(
                ([name]) => name.toLowerCase() === 'x-cache',
              )?.[1];
              if (cache === 'HIT' || cache === 'STALE') hits++;
            },
          },
        ],
      },
      (error, outcome) => (error ? reject(error) : resolve(outcome)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    instance.on('reqError', (error: Error & { code?: string }) => {
      const key = `error ${error.code ?? error.message}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    });
  });
  clearInterval(sampler);
  const cpuAfter = { web: treeCpuMs(webPid), api: apiPid ? treeCpuMs(apiPid) : Number.NaN };
  peak = Math.max(peak, treeRssMb(webPid));
  if (SETTLE_S > 0) console.log(`${label}: waiting ${SETTLE_S} s for the memory to settle…`);
  await sleep(SETTLE_S * 1000);
  const settled = treeRssMb(webPid);

  const sorted = times.sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted.length === 0
      ? Number.NaN
      : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
  return {
    label,
    requests: result.requests.total,
    rps: Math.round(result.requests.total / DURATION_S),
    p50: Math.round(at(0.5)),
    p99: Math.round(at(0.99)),
    errors: result.errors + result.timeouts + result.non2xx,
    hitShare: result.requests.total === 0 ? 0 : hits / result.requests.total,
    statuses,
    webRss: { before, peak, settled },
    cpuPerRequest: {
      web: (cpuAfter.web - cpuBefore.web) / Math.max(1, result.requests.total),
      api: (cpuAfter.api - cpuBefore.api) / Math.max(1, result.requests.total),
    },
  };
}

async function run(label: string, root?: string): Promise<Run> {
  let outcome: Run;
  if (RUNNING) {
    outcome = await measure(label, RUNNING.origin, RUNNING.webPid, RUNNING.apiPid);
  } else {
    console.log(`${label}: starting the API and the web server…`);
    const site = await startSite({ databaseUrl: DATABASE_URL, root });
    try {
      outcome = await measure(label, site.origin, site.processes.web.pid, site.processes.api.pid);
    } finally {
      await site.stop();
    }
  }
  console.log(
    `${label}: ${outcome.rps} req/s, p50 ${outcome.p50} ms, p99 ${outcome.p99} ms, errors ${outcome.errors}, ` +
      `cache hits ${Math.round(outcome.hitShare * 100)} %, ` +
      `web RSS ${mb(outcome.webRss.before)} → ${mb(outcome.webRss.peak)} → ${mb(outcome.webRss.settled)} MB, ` +
      `CPU per answer: web ${outcome.cpuPerRequest.web.toFixed(1)} ms, API ${outcome.cpuPerRequest.api.toFixed(1)} ms`,
  );
  return outcome;
}

const mb = (value: number) => value.toFixed(0);

const runs: Run[] = [];
if (BASELINE_ROOT && !RUNNING) runs.push(await run('baseline', BASELINE_ROOT));
runs.push(await run(process.env.LOAD_LABEL || 'this build', undefined));

const current = runs.at(-1)!;
const settledRatio = current.webRss.settled / current.webRss.before;
const checks = [
  ['errors', current.errors === 0, `${current.errors} (target 0)`],
  ['p99', current.p99 <= TARGETS.p99Ms, `${current.p99} ms (target ≤ ${TARGETS.p99Ms} ms)`],
  ['throughput', current.rps >= TARGETS.rps, `${current.rps} req/s (target ≥ ${TARGETS.rps})`],
  [
    'web memory after the load',
    settledRatio <= TARGETS.settledRssFactor,
    `${mb(current.webRss.settled)} MB resident ${SETTLE_S} s after, ${Math.round((settledRatio - 1) * 100)} % from ${mb(current.webRss.before)} MB idle (target ≤ +${Math.round((TARGETS.settledRssFactor - 1) * 100)} %)`,
  ],
] as const;
for (const [name, ok, text] of checks) console.log(`${ok ? '✓' : '✗'} ${name}: ${text}`);
console.log(
  `Answers by kind and status: ${Object.entries(current.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ')}.`,
);

if (WRITE_REPORT) {
  const kinds = MIX.map(({ kind, share }) => `${kind} ${Math.round(share * 100)} %`).join(', ');
  writeReportSection('web:load', [
    `Run on ${new Date().toISOString().slice(0, 10)}: ${machine()}. autocannon on the same machine,`,
    `${CONNECTIONS} connections for ${DURATION_S} s, database ${DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, the ${MIX_NAME} mix: ${kinds}.`,
    `Web memory is the resident size of all the web server's processes: idle after the warm-up / peak`,
    `during / ${SETTLE_S} s after the load, in MB. ✗ marks a miss.`,
    '',
    ...table(
      ['build', 'requests', 'req/s', 'p50 (ms)', 'p99 (ms)', 'errors', 'cache hits', 'web RSS'],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      runs.map((row) => [
        row.label,
        String(row.requests),
        String(row.rps),
        String(row.p50),
        String(row.p99),
        String(row.errors),
        `${Math.round(row.hitShare * 100)} %`,
        `${mb(row.webRss.before)} / ${mb(row.webRss.peak)} / ${mb(row.webRss.settled)}`,
      ]),
    ),
    '',
    ...checks.map(([name, ok, text]) => `- ${ok ? '✓' : '✗'} ${name}: ${text}`),
    '',
    `Answers of this build by kind and status: ${Object.entries(current.statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => `${key}: ${count}`)
      .join(', ')}.`,
  ]);
}
