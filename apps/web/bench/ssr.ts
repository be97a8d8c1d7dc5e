/**
 * `pnpm --filter @cld/web bench`: server render of lawyer profiles by the production web server over
 * the API on the embedded default (PGlite), measured with autocannon across many profile ids, into
 * the Website section of docs/performance.md. Target: p95 ≤ 50 ms (issue 3, item 8).
 */
import autocannon from 'autocannon';
import { table, writeReportSection } from './report.ts';
import { machine, profileIds, startSite } from './servers.ts';

const P95_TARGET_MS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTION_COUNTS = [1, 10];
const PROFILE_COUNT = 100;

interface Row {
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** autocannon's summary has p90 and p97.5 but no p95: every response time is kept instead. */
function measure(origin: string, ids: number[], connections: number): Promise<Row> {
  let next = 0;
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: DURATION_S,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/lawyer/${ids[next++ % ids.length]}`,
            }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const sorted = times.sort((a, b) => a - b);
        resolve({
          connections,
          requests: result.requests.total,
          rps: Math.round(result.requests.average),
          p50: Math.round(percentile(sorted, 0.5)),
          p95: Math.round(percentile(sorted, 0.95)),
          p99: Math.round(percentile(sorted, 0.99)),
          errors: result.errors + result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const site = await startSite();
try {
  const ids = await profileIds(site.origin, PROFILE_COUNT);
  // Warm the JIT, the API's statements and the database buffers on a few other profiles.
  for (const id of ids.slice(0, 20)) await (await fetch(`${site.origin}/lawyer/${id}`)).text();

  const rows: Row[] = [];
  for (const connections of CONNECTION_COUNTS) {
    const row = await measure(site.origin, ids, connections);
    console.log(
      `${connections} connection(s): ${row.rps} req/s  p50 ${row.p50} ms  p95 ${row.p95} ms  p99 ${row.p99} ms  errors ${row.errors}`,
    );
    rows.push(row);
  }
  writeReportSection('web:ssr', [
    `Run on ${new Date().toISOString().slice(0, 10)}: ${machine()}. autocannon, ${DURATION_S} s per`,
    `row, \`GET /lawyer/{id}\` rotating over ${ids.length} profiles (full HTML: loader → API → render).`,
    `Target p95 ≤ ${P95_TARGET_MS} ms; ✗ marks a miss.`,
    '',
    ...table(
      ['connections', 'requests', 'req/s', 'p50 (ms)', 'p95 (ms)', 'p99 (ms)', 'errors'],
      ['r', 'r', 'r', 'r', 'r', 'r', 'r'],
      rows.map((row) => [
        String(row.connections),
        String(row.requests),
        String(row.rps),
        String(row.p50),
        `${row.p95}${row.p95 <= P95_TARGET_MS ? '' : ' ✗'}`,
        String(row.p99),
        String(row.errors),
      ]),
    ),
  ]);
} finally {
  await site.stop();
}
