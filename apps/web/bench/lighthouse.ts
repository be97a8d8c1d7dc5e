/**
 * `pnpm lighthouse`: Lighthouse (mobile, its default throttling) on the home page, the browse page,
 * a profile and a landing page of the production build, plus the JavaScript each page loads on first visit, into
 * the Website section of docs/performance.md. Budgets, not pass/fail tests (issue 3, item 8).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@cld/ui/chromium';
import lighthouse from 'lighthouse';
import { table, writeReportSection } from './report.ts';
import { freePort, machine, profileIds, startSite } from './servers.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const CHROME_FLAGS = [...CHROMIUM_ARGS, '--disable-dev-shm-usage'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const CLS_TARGET = 0.02;
const FIRST_LOAD_JS_TARGET_KB = 150;

interface PageResult {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  jsKb: number;
  failing: string[];
  /** The performance scores of every run of the page, in order. */
  runs: number[];
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

async function startChrome(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'cld-lighthouse-chrome-'));
  const chrome = spawn(
    CHROME_PATH,
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error(`Chromium (${CHROME_PATH}) did not start`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      chrome.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The budget is in gzip bytes, while Chromium negotiates brotli: every script the page loaded is
 * fetched again and gzipped at the web server's level (zlib's default, 6).
 */
async function gzippedBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body).length;
  }
  return total;
}

/** The audits that cost points in a category, so the report says what to fix. */
function failingAudits(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']): string[] {
  return CATEGORIES.flatMap((category) =>
    lhr.categories[category]!.auditRefs.filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => audit.id),
  );
}

async function audit(page: string, url: string, port: number, attempt = 1): Promise<PageResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // A trace Chromium failed to record (NO_NAVSTART, NO_FCP…) says nothing of the page: Lighthouse
  // itself says to run again. Once; a second failure is reported.
  if (lhr.runtimeError && attempt === 1) {
    console.log(`${page}: ${lhr.runtimeError.code}, run again`);
    return audit(page, url, port, 2);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // The whole report, for finding out why a score is what it is.
  if (process.env.LIGHTHOUSE_SAVE_DIR) {
    const file = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`;
    writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE_DIR, file), JSON.stringify(lhr));
  }
  const requests =
    (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    page,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        Math.round((lhr.categories[category]?.score ?? 0) * 100),
      ]),
    ) as PageResult['scores'],
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    jsKb: (await gzippedBytes(scripts.map((script) => script.url))) / 1024,
    failing: failingAudits(lhr),
    runs: [],
  };
}

/** Runs per page (`LIGHTHOUSE_RUNS`); the report shows the median run by performance score. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

function median(runs: PageResult[]): PageResult {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function mark(ok: boolean): string {
  return ok ? '' : ' ✗';
}

function report(results: PageResult[]): string[] {
  const rows = results.map((r) => [
    r.page,
    `${r.scores.performance}${mark(r.scores.performance >= TARGETS.performance)}`,
    `${r.scores.accessibility}${mark(r.scores.accessibility >= TARGETS.accessibility)}`,
    `${r.scores['best-practices']}${mark(r.scores['best-practices'] >= TARGETS['best-practices'])}`,
    `${r.scores.seo}${mark(r.scores.seo >= TARGETS.seo)}`,
    `${r.cls.toFixed(3)}${mark(r.cls <= CLS_TARGET)}`,
    `${Math.round(r.fcpMs)}`,
    `${Math.round(r.lcpMs)}`,
    `${Math.round(r.tbtMs)}`,
    `${r.jsKb.toFixed(1)}${mark(r.jsKb <= FIRST_LOAD_JS_TARGET_KB)}`,
  ]);
  const failing = results
    .filter((r) => r.failing.length > 0)
    .map((r) => `- ${r.page}: audits below 0.9: ${r.failing.join(', ')}`);
  return [
    `Run on ${new Date().toISOString().slice(0, 10)}: ${machine()}, Lighthouse 13.5.0, mobile`,
    `emulation with its default simulated throttling, Debian Chromium headless; the median of ${RUNS} runs`,
    `per page (${results.map((r) => `${r.page} ${r.runs.join('/')}`).join(', ')}). ✗ marks a miss.`,
    '',
    ...table(
      [
        'page',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        'CLS',
        'FCP (ms)',
        'LCP (ms)',
        'TBT (ms)',
        'first-load JS (KB gz)',
      ],
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      rows,
    ),
    ...(failing.length > 0 ? ['', ...failing] : []),
  ];
}

const site = await startSite();
try {
  const [profileId] = await profileIds(site.origin, 1);
  const pages: [string, string][] = [
    ['/', `${site.origin}/`],
    ['/browse-lawyers', `${site.origin}/browse-lawyers`],
    [`/lawyer/{id}`, `${site.origin}/lawyer/${profileId}`],
    // A landing page (issue 7: SEO 100 on one).
    ['/lawyers-in/ontario/toronto', `${site.origin}/lawyers-in/ontario/toronto`],
    // Their French twins (issue 19: Lighthouse stays where it is in both languages).
    ['/fr', `${site.origin}/fr`],
    ['/fr/trouver-un-avocat', `${site.origin}/fr/trouver-un-avocat`],
    [`/fr/avocat/{id}`, `${site.origin}/fr/avocat/${profileId}`],
    ['/fr/avocats-a/ontario/toronto', `${site.origin}/fr/avocats-a/ontario/toronto`],
  ];
  const chrome = await startChrome();
  const results: PageResult[] = [];
  try {
    for (const [page, url] of pages) {
      // Lighthouse's own advice on variance: several runs, the median one reported.
      const runs: PageResult[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(page, url, chrome.port));
      const result = { ...median(runs), runs: runs.map((r) => r.scores.performance) };
      console.log(
        `${page.padEnd(16)} performance of the ${RUNS} runs: ${runs.map((r) => r.scores.performance).join(', ')}`,
      );
      console.log(
        `${page.padEnd(16)} ${CATEGORIES.map((c) => `${c} ${result.scores[c]}`).join('  ')}  CLS ${result.cls.toFixed(3)}  FCP ${Math.round(result.fcpMs)} ms  LCP ${Math.round(result.lcpMs)} ms  JS ${result.jsKb.toFixed(1)} KB`,
      );
      if (result.failing.length > 0) console.log(`  below 0.9: ${result.failing.join(', ')}`);
      results.push(result);
    }
  } finally {
    await chrome.stop();
  }
  writeReportSection('web:lighthouse', report(results));
} finally {
  await site.stop();
}
