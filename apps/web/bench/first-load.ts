/**
 * `pnpm --filter @cld/web first-load`: the JavaScript each public page loads on a cold visit, in
 * gzip bytes (zlib level 6, the web server's), without Lighthouse: a few seconds instead of minutes,
 * and independent of the machine's load, for the key pages and every page of the pages sitemap in
 * both languages. Lists every script with `--verbose`. Needs a build.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@cld/ui/chromium';
import { machine, profileIds, startSite } from './servers.ts';

const BUDGET_KB = 150;
const verbose = process.argv.includes('--verbose');

const site = await startSite();
try {
  const [profileId] = await profileIds(site.origin, 1);
  const english = [
    '/',
    '/browse-lawyers',
    `/lawyer/${profileId}`,
    '/lawyers-in/ontario/toronto',
    // Site search with lawyers (chips) and guides, and a browse search that finds nobody.
    '/search?q=divorce+lawyer+toronto',
    '/browse-lawyers?search=lawyer+who+speaks+cree+in+toronto',
  ];
  // The same pages in French (issue 19): each ships its own language's strings only.
  const fixed = [
    ...english,
    '/fr',
    '/fr/trouver-un-avocat',
    `/fr/avocat/${profileId}`,
    '/fr/avocats-a/ontario/toronto',
    '/fr/recherche?q=avocat+divorce+montreal',
    '/fr/trouver-un-avocat?search=avocat+qui+parle+cri+a+toronto',
  ];
  // Every other public page (guides, resources, FAQ, news, blog, about, contact…) in both
  // languages, as the pages sitemap lists them; `FIRST_LOAD_PAGES=guide,faq` keeps the addresses
  // that contain one of the words.
  const sitemap = await (await fetch(`${site.origin}/sitemaps/pages.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const only = process.env.FIRST_LOAD_PAGES?.split(',').filter(Boolean);
  const pages = [...new Set([...fixed, ...listed])].filter(
    (page) => !only || only.some((word) => page.includes(word)),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(request.url());
      });
      await tab.goto(`${site.origin}${page}`, { waitUntil: 'networkidle' });
      const sizes: [string, number][] = [];
      for (const url of scripts) {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        sizes.push([new URL(url).pathname, gzipSync(body, { level: 6 }).length]);
      }
      const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
      console.log(
        `${page.padEnd(44)} ${total.toFixed(1).padStart(6)} KB gz  ${String(sizes.length).padStart(3)} scripts${total > BUDGET_KB ? '  ✗' : ''}`,
      );
      if (verbose)
        for (const [url, bytes] of sizes.sort((a, b) => b[1] - a[1]))
          console.log(`    ${(bytes / 1024).toFixed(2).padStart(7)}  ${url}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(machine());
} finally {
  await site.stop();
}
