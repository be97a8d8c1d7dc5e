/**
 * `pnpm bench`: autocannon against the API on the embedded default (PGlite) and on PostgreSQL, with 8,200
 * and 100,000 lawyers, beside a bare Fastify route measured in the same run as the ceiling. Servers run in
 * child processes so the load generator never shares their event loop. Results go to docs/performance.md.
 *
 * Options (env): BENCH_SIZES (default "8200,100000"), BENCH_TARGETS (default "pglite,postgres"),
 * BENCH_DURATION seconds per endpoint (default 8), BENCH_CONNECTIONS (default 10: ten visitors' requests in
 * flight at once, the size of the API's PostgreSQL pool; PGlite has one database connection, so there
 * they queue),
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres, used to create the bench databases),
 * BENCH_DIR (default <tmp>/cld-bench, PGlite data directories) and BENCH_DB_PREFIX (default cld_bench_) to
 * keep one checkout's data apart from another's, BENCH_ENDPOINTS (a comma-separated list of words: only the
 * endpoints whose name contains one of them, for a short pass; such a run does not rewrite the report:
 * `BENCH_ENDPOINTS=distance` runs the distance-sorted mix beside the bare route).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { EVAL_QUERIES } from '../eval/search-queries.ts';
import { API_NODE_FLAGS } from '../src/runtime-flags.ts';

const apiRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(apiRoot, '../..');
const sizes = (process.env.BENCH_SIZES ?? '8200,100000').split(',').map(Number);
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',') as (
  'pglite' | 'postgres'
)[];
const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDir = process.env.BENCH_DIR ?? path.join(os.tmpdir(), 'cld-bench');
const dbPrefix = process.env.BENCH_DB_PREFIX ?? 'cld_bench_';
const only = process.env.BENCH_ENDPOINTS?.split(',').filter(Boolean);

interface Row {
  target: string;
  lawyers: number;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Milliseconds per request with one connection: the service time, without queueing. */
  serviceMs: number;
}

/** What one target's server did besides answering: issue 35's start and memory targets. */
interface Footprint {
  target: string;
  lawyers: number;
  /** Seconds from spawn to a healthy answer on a database already seeded (the second start). */
  seededStartSeconds: number;
  /** The API process's resident memory right after the measured runs, MB. */
  rssAfterMb: number;
}
const footprints: Footprint[] = [];

/** A process's resident set size in MB (Linux), read from /proc. */
function residentMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : Number.NaN;
}

interface Endpoint {
  name: string;
  /** The i-th request's path: every mix rotates its parameters so no single answer is measured. */
  path: (i: number) => string;
}

const PROVINCES = ['ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE', 'NT', 'YT', 'NU'];
const PRACTICE_AREAS = [
  'family-law',
  'criminal-law',
  'corporate-law',
  'real-estate-law',
  'immigration-law',
  'personal-injury',
  'employment-law',
  'civil-litigation',
  'wills-estates',
  'contract-law',
  'tax-law',
  'intellectual-property',
  'bankruptcy-insolvency',
  'securities-law',
  'health-law',
  'human-rights-law',
  'environmental-law',
  'constitutional-law',
];
/** The busiest cities, spelt as visitors type them (accents or not). */
const CITIES: [string, string][] = [
  ['QC', 'montreal'],
  ['ON', 'Toronto'],
  ['BC', 'Vancouver'],
  ['AB', 'Calgary'],
  ['AB', 'edmonton'],
  ['ON', 'Ottawa'],
  ['MB', 'Winnipeg'],
  ['ON', 'Mississauga'],
  ['QC', 'Québec City'],
  ['ON', 'hamilton'],
  ['BC', 'Surrey'],
  ['QC', 'Laval'],
];
/** The radii the browse and landing pages offer, but 10 km (a single city's page). */
const RADII_KM = [25, 50, 100];
/**
 * The evaluation set's queries (eval/search-queries.ts): problems, places, languages, English and
 * French, misspellings, names and firms, as the search understands them (issue 16).
 */
const EVAL_SEARCHES = EVAL_QUERIES.map((query) => query.q);
/** What visitors typed before issue 16: needs, places, a firm, a surname and a misspelt full name. */
const SEARCHES = [
  'wrongful dismissal toronto',
  'divorce vancouver',
  'immigration montreal',
  'impaired driving',
  'real estate closing',
  'estate planning calgary',
  'personal injury lawyer',
  'child custody ottawa',
  'Toronto Family Law Group',
  'Tremblay',
  'Manpret Bians',
  'startup incorporation',
];

/** Spreads consecutive requests over a rotation without walking it in lockstep. */
const pick = <T>(items: readonly T[], i: number, stride = 1): T =>
  items[Math.floor(i / stride) % items.length]!;

function endpointsFor(lawyers: number): Endpoint[] {
  const all = allEndpoints(lawyers);
  return only ? all.filter((e) => only.some((word) => e.name.includes(word))) : all;
}

function allEndpoints(lawyers: number): Endpoint[] {
  return [
    { name: '/api/practice-areas', path: () => '/api/practice-areas' },
    { name: '/api/lawyers/{id}', path: (i) => `/api/lawyers/${((i * 7919) % lawyers) + 1}` },
    {
      name: '/api/lawyers province + practice area, by rating, pages 1-3',
      path: (i) =>
        `/api/lawyers?province=${pick(PROVINCES, i)}&practiceAreas=${pick(PRACTICE_AREAS, i, 13)}` +
        `&sort=rating&page=${(i % 3) + 1}`,
    },
    {
      name: '/api/lawyers city + experience, pages 1-5, by experience',
      path: (i) => {
        const [province, city] = pick(CITIES, i);
        return (
          `/api/lawyers?province=${province}&city=${encodeURIComponent(city)}` +
          `&experience=${pick([5, 10, 15, 20], i, 12)}&sort=experience&page=${(i % 5) + 1}`
        );
      },
    },
    {
      name: '/api/lawyers free-text search, relevance',
      path: (i) => `/api/lawyers?search=${encodeURIComponent(pick(SEARCHES, i))}&sort=relevance`,
    },
    {
      name: '/api/lawyers search, evaluation-set queries, relevance',
      path: (i) =>
        `/api/lawyers?search=${encodeURIComponent(pick(EVAL_SEARCHES, (i * 7) % EVAL_SEARCHES.length))}&sort=relevance`,
    },
    {
      name: '/api/lawyers province + language facets (browse page)',
      path: (i) => `/api/lawyers?province=${pick(PROVINCES, i)}&facets=languages`,
    },
    {
      // "Can meet in the next 48 hours" computes each candidate's open slots in SQL: alone over the
      // whole directory, or beside a province, a city or an area (decision 053). Before its fence
      // (open-slots.ts) it read both tables whole for every lawyer: past the 10 s timeout at 100,000.
      name: '/api/lawyers can meet within 48 hours: alone, province, city, area',
      path: (i) => {
        const [province, city] = pick(CITIES, i);
        const beside = [
          '',
          `&province=${province}`,
          `&province=${province}&city=${encodeURIComponent(city)}`,
          `&practiceAreas=${pick(PRACTICE_AREAS, i, 7)}`,
        ][i % 4];
        return `/api/lawyers?meetSoon=true${beside}`;
      },
    },
    {
      name: '/api/lawyers distance-sorted: busy city, 25/50/100 km, area, details, pages 1-2',
      path: (i) => {
        const [province, city] = pick(CITIES, i);
        // Every third request asks for a free first consultation, every fifth for legal aid.
        const details =
          (i % 3 === 0 ? '&offers=free-consultation' : '') +
          (i % 5 === 0 ? '&funding=legal-aid' : '');
        return (
          `/api/lawyers?near=${encodeURIComponent(`${city}, ${province}`)}` +
          `&radius=${pick(RADII_KM, i, 12)}&practiceAreas=${pick(PRACTICE_AREAS, i, 36)}` +
          `${details}&sort=distance&page=${(i % 2) + 1}`
        );
      },
    },
  ];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    import('node:net').then(({ createServer }) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() =>
          typeof address === 'object' && address
            ? resolve(address.port)
            : reject(new Error('no port')),
        );
      });
    }, reject);
  });
}

async function waitForHealth(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

function startApi(env: Record<string, string>, port: number): ChildProcess {
  const child = spawn(process.execPath, [...API_NODE_FLAGS, path.join(apiRoot, 'src/server.ts')], {
    env: {
      ...process.env,
      ...env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // As production answers: the directory's answers are not validated again on the way out
      // (the tests prove the mapping exact; decision 017, speed).
      DIRECTORY_RESPONSE_VALIDATION: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function ensurePgDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Seconds of the one-connection run that gives each endpoint's service time. */
const serviceDuration = Math.min(3, duration);

async function measure(
  port: number,
  endpoint: Endpoint,
  connectionCount: number,
): Promise<Omit<Row, 'target' | 'lawyers' | 'serviceMs'>> {
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: connectionCount,
    duration: connectionCount === 1 ? serviceDuration : duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: endpoint.path(i++) }) }],
  });
  return {
    endpoint: endpoint.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchTarget(
  target: 'pglite' | 'postgres',
  lawyers: number,
  barePort: number,
): Promise<Row[]> {
  const env: Record<string, string> = {
    DEMO_LAWYERS: String(lawyers),
    SEED_ON_EMPTY: 'true',
  };
  if (target === 'pglite') {
    const dir = path.join(benchDir, `pglite-${lawyers}`);
    mkdirSync(dir, { recursive: true });
    env.DATA_DIR = dir;
  } else {
    env.DATABASE_URL = await ensurePgDatabase(`${dbPrefix}${lawyers}`);
  }
  const port = await freePort();
  const started = Date.now();
  const child = startApi(env, port);
  try {
    await waitForHealth(port, child, 15 * 60_000);
    console.log(`${target} ${lawyers}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const endpoints = endpointsFor(lawyers);
    // Warm the JIT and the database's buffers with a few requests of each mix, far fewer than one
    // rotation, so the measured runs still meet filter sets and totals for the first time.
    for (const endpoint of endpoints) {
      for (let k = 0; k < 10; k++) {
        await fetch(`http://127.0.0.1:${port}${endpoint.path(k * 101)}`).then((r) =>
          r.arrayBuffer(),
        );
      }
    }
    const rows: Row[] = [];
    const bare: Endpoint = { name: 'bare Fastify route (ceiling)', path: () => '/bare' };
    const plan: [Endpoint, number][] = [
      [bare, barePort],
      ...endpoints.map((e): [Endpoint, number] => [e, port]),
    ];
    for (const [endpoint, onPort] of plan) {
      // Alone after the loaded run (which met the filter sets first): its requests per second give
      // the steady-state service time, free of queueing.
      const loaded = await measure(onPort, endpoint, connections);
      const alone = await measure(onPort, endpoint, 1);
      const row: Row = {
        target,
        lawyers,
        ...loaded,
        errors: loaded.errors + alone.errors,
        serviceMs: alone.rps > 0 ? 1000 / alone.rps : Number.NaN,
      };
      console.log(
        `  ${row.endpoint.padEnd(56)} ${row.serviceMs.toFixed(2).padStart(7)} ms alone  ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms${row.errors ? `  errors ${row.errors}` : ''}`,
      );
      rows.push(row);
    }
    const rssAfterMb = residentMb(child.pid);
    await stop(child);
    // Started again on the database the first start seeded: how soon a restarted replica answers.
    const restarted = Date.now();
    const again = startApi(env, port);
    try {
      await waitForHealth(port, again, 60_000);
    } finally {
      await stop(again);
    }
    const seededStartSeconds = (Date.now() - restarted) / 1000;
    console.log(
      `  resident memory after the runs ${rssAfterMb} MB; a start on the seeded database answers in ${seededStartSeconds.toFixed(1)} s`,
    );
    footprints.push({ target, lawyers, seededStartSeconds, rssAfterMb });
    return rows;
  } finally {
    await stop(child);
  }
}

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.versions.node}`;
}

/** Other work on the machine skews latency more than anything measured: the report says how much. */
const loadAtStart = os.loadavg()[0]!;

function table(rows: Row[]): string {
  const lines = [
    '| database | lawyers | endpoint | ms per request alone | req/s | p50 (ms) | p99 (ms) | errors |',
    '|---|---:|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.target === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL 15'} | ${r.lawyers.toLocaleString('en-CA')} | ${r.endpoint} | ${r.serviceMs.toFixed(2)} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`,
    ),
  ];
  return lines.join('\n');
}

function writeReport(rows: Row[]): void {
  const file = path.join(repoRoot, 'docs/performance.md');
  const start = '<!-- bench:api:start -->';
  const end = '<!-- bench:api:end -->';
  const section = [
    start,
    `Run on ${new Date().toISOString().slice(0, 10)}: ${machine()}.`,
    `Load average (1 min) ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end of the run.`,
    `autocannon, ${connections} concurrent connections, ${duration} s per endpoint, server in its own process;`,
    `"ms per request alone" is 1000 / req/s of a ${serviceDuration} s run with one connection right after.`,
    `PostgreSQL is reached through a pool of 10; PGlite has a single database connection, so concurrent`,
    `requests queue for it and its p99 is roughly the queue length times one request's service time.`,
    '',
    table(rows),
    '',
    '| database | lawyers | API resident memory after the runs (MB) | a start on the seeded database answers in (s) |',
    '|---|---:|---:|---:|',
    ...footprints.map(
      (f) =>
        `| ${f.target === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL 15'} | ${f.lawyers.toLocaleString('en-CA')} | ${f.rssAfterMb} | ${f.seededStartSeconds.toFixed(1)} |`,
    ),
    end,
  ].join('\n');
  const current = readFileSync(file, 'utf8');
  const next = current.includes(start)
    ? current.replace(new RegExp(`${start}[\\s\\S]*${end}`), section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  console.log(`\nwrote ${path.relative(repoRoot, file)}`);
}

const rows: Row[] = [];
const barePort = await freePort();
const bareServer = spawn(
  process.execPath,
  [path.join(apiRoot, 'bench/bare-server.ts'), String(barePort)],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
for (const target of targets) {
  for (const size of sizes) {
    try {
      rows.push(...(await benchTarget(target, size, barePort)));
    } catch (error) {
      console.error(`${target} ${size}: ${(error as Error).message}`);
      process.exitCode = 1;
    }
  }
}
await stop(bareServer);
if (rows.length > 0 && !only) writeReport(rows);
