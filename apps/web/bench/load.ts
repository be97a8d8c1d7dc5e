/**
 * `pnpm bench:load`: the whole site under load through the production web server (issue 15). Many
 * connections for a while over a mix of home, browse, profile and landing pages and of API search and
 * API profile (through the web server's `/api` proxy), reporting throughput, p50, p99, errors and both
 * servers' RSS and heap before, during and after (after a full collection), into the load section of
 * docs/performance.md.
 *
 * It starts its own API and web server on loopback (never another host). Configuration, bounded:
 * - LOAD_CONNECTIONS (default 200, 1–1000) and LOAD_DURATION in seconds (default 60, 5–600);
 * - DATABASE_URL: PostgreSQL (holding the demo directory, or empty to be seeded) instead of a fresh
 *   embedded PGlite directory;
 * - LOAD_BASELINE_ROOT: another checkout of the repository with its web build (e.g. the commit before
 *   issue 15), measured first in the same run for comparison;
 * - LOAD_REPORT=false: print only, leave docs/performance.md as it is.
 */
import autocannon from 'autocannon';
import { ProcessProbe, type MemorySample } from './inspector.ts';
import { table, writeReportSection } from './report.ts';
import { machine, profileIds, startSite, type Site } from './servers.ts';

const TARGETS = { p99Ms: 1500, heapGrowthMb: 50, baselineRps: 75, rpsFactor: 3 };

function bounded(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got ${raw})`);
  return value;
}

const CONNECTIONS = bounded('LOAD_CONNECTIONS', 200, 1, 1000);
const DURATION_S = bounded('LOAD_DURATION', 60, 5, 600);
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const BASELINE_ROOT = process.env.LOAD_BASELINE_ROOT || undefined;
const WRITE_REPORT = process.env.LOAD_REPORT !== 'false';

/** The mix: share of requests per kind (sums to 1). */
const MIX = [
  { kind: 'home', share: 0.15 },
  { kind: 'browse', share: 0.2 },
  { kind: 'profile', share: 0.2 },
  { kind: 'landing', share: 0.15 },
  { kind: 'api-search', share: 0.15 },
  { kind: 'api-profile', share: 0.15 },
] as const;
type Kind = (typeof MIX)[number]['kind'];

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
async function workload(origin: string): Promise<Record<Kind, string[]>> {
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

interface Memory {
  before: MemorySample;
  peak: MemorySample;
  after: MemorySample;
}

interface Run {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Share of answers the web server's shared cache gave (`X-Cache: HIT`). */
  hitShare: number;
  statuses: Record<string, number>;
  web: Memory;
  api: Memory;
}

function peakOf(samples: MemorySample[], fallback: MemorySample): MemorySample {
  return {
    rssMb: Math.max(fallback.rssMb, ...samples.map((sample) => sample.rssMb)),
    heapMb: Math.max(fallback.heapMb, ...samples.map((sample) => sample.heapMb)),
  };
}

async function measure(label: string, site: Site): Promise<Run> {
  const pools = await workload(site.origin);
  // Warm the JIT, the statements and the buffers, then take the starting point after a collection.
  for (const kind of Object.keys(pools) as Kind[]) {
    for (const path of pools[kind].slice(0, 5)) await (await fetch(site.origin + path)).text();
  }
  const probes = {
    web: new ProcessProbe(site.processes.web),
    api: new ProcessProbe(site.processes.api),
  };
  await Promise.all([probes.web.connect(), probes.api.connect()]);
  const before = {
    web: await probes.web.sample({ collect: true }),
    api: await probes.api.sample({ collect: true }),
  };
  const during: { web: MemorySample[]; api: MemorySample[] } = { web: [], api: [] };
  const sampler = setInterval(() => {
    void probes.web.sample().then((sample) => during.web.push(sample));
    void probes.api.sample().then((sample) => during.api.push(sample));
  }, 2000);

  const next = random(20261124);
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  let hits = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: site.origin,
        connections: CONNECTIONS,
        duration: DURATION_S,
        // A document is only complete once its last byte is in.
        timeout: 30,
        requests: [
          {
            setupRequest: (request, context: { kind?: Kind }) => {
              let roll = next();
              const pick = MIX.find(({ share }) => (roll -= share) < 0) ?? MIX[0];
              const pool = pools[pick.kind];
              context.kind = pick.kind;
              return { ...request, path: pool[Math.floor(next() * pool.length)]! };
            },
            onResponse: (status, _body, context: { kind?: Kind }, headers) => {
              const key = `${context.kind} ${status}`;
              statuses[key] = (statuses[key] ?? 0) + 1;
              // autocannon keeps the header names as the server wrote them.
              const cache = Object.entries(headers ?? {}).find(
                ([name]) => name.toLowerCase() === 'x-cache',
              )?.[1];
              if (cache === 'HIT') hits++;
            },
          },
        ],
      },
      (error, outcome) => (error ? reject(error) : resolve(outcome)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  clearInterval(sampler);
  const after = {
    web: await probes.web.sample({ collect: true }),
    api: await probes.api.sample({ collect: true }),
  };
  probes.web.close();
  probes.api.close();

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
    web: { before: before.web, peak: peakOf(during.web, before.web), after: after.web },
    api: { before: before.api, peak: peakOf(during.api, before.api), after: after.api },
  };
}

async function run(label: string, root?: string): Promise<Run> {
  console.log(`${label}: starting the API and the web server…`);
  const site = await startSite({ databaseUrl: DATABASE_URL, root, inspect: true });
  try {
    const outcome = await measure(label, site);
    console.log(
      `${label}: ${outcome.rps} req/s, p50 ${outcome.p50} ms, p99 ${outcome.p99} ms, errors ${outcome.errors}, ` +
        `cache hits ${Math.round(outcome.hitShare * 100)} %, ` +
        `web heap ${outcome.web.before.heapMb.toFixed(0)} → ${outcome.web.peak.heapMb.toFixed(0)} → ${outcome.web.after.heapMb.toFixed(0)} MB`,
    );
    return outcome;
  } finally {
    await site.stop();
  }
}

const mb = (value: number) => value.toFixed(0);
const memory = (m: Memory, key: keyof MemorySample) =>
  `${mb(m.before[key])} / ${mb(m.peak[key])} / ${mb(m.after[key])}`;

const runs: Run[] = [];
if (BASELINE_ROOT) runs.push(await run('baseline', BASELINE_ROOT));
runs.push(await run('this build', undefined));

const current = runs.at(-1)!;
const baselineRps = runs.length > 1 ? runs[0]!.rps : TARGETS.baselineRps;
const rpsTarget = Math.round(TARGETS.rpsFactor * baselineRps);
const heapGrowth = current.web.after.heapMb - current.web.before.heapMb;
const checks = [
  ['errors', current.errors === 0, `${current.errors} (target 0)`],
  ['p99', current.p99 <= TARGETS.p99Ms, `${current.p99} ms (target ≤ ${TARGETS.p99Ms} ms)`],
  [
    'throughput',
    current.rps >= rpsTarget,
    `${current.rps} req/s (target ≥ ${rpsTarget} = ${TARGETS.rpsFactor} × ${baselineRps}${runs.length > 1 ? ', the baseline measured in this run' : ', the baseline of issue 15'})`,
  ],
  [
    'web heap after GC',
    heapGrowth <= TARGETS.heapGrowthMb,
    `${heapGrowth >= 0 ? '+' : ''}${heapGrowth.toFixed(1)} MB from its start (target ≤ +${TARGETS.heapGrowthMb} MB)`,
  ],
] as const;
for (const [name, ok, text] of checks) console.log(`${ok ? '✓' : '✗'} ${name}: ${text}`);

if (WRITE_REPORT) {
  const kinds = MIX.map(({ kind, share }) => `${kind} ${Math.round(share * 100)} %`).join(', ');
  writeReportSection('web:load', [
    `Run on ${new Date().toISOString().slice(0, 10)}: ${machine()}. autocannon on the same machine,`,
    `${CONNECTIONS} connections for ${DURATION_S} s, database ${DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, the mix ${kinds}`,
    '(API requests through the web server’s proxy). Memory is before (after warm-up and a full',
    'collection) / peak during / after (a full collection), in MB. ✗ marks a miss.',
    '',
    ...table(
      [
        'build',
        'requests',
        'req/s',
        'p50 (ms)',
        'p99 (ms)',
        'errors',
        'cache hits',
        'web RSS',
        'web heap',
        'API RSS',
        'API heap',
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      runs.map((row) => [
        row.label,
        String(row.requests),
        String(row.rps),
        String(row.p50),
        String(row.p99),
        String(row.errors),
        `${Math.round(row.hitShare * 100)} %`,
        memory(row.web, 'rssMb'),
        memory(row.web, 'heapMb'),
        memory(row.api, 'rssMb'),
        memory(row.api, 'heapMb'),
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
