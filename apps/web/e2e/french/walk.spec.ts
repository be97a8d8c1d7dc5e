import { expect, test, type Page } from '../fixtures.ts';
import { BLOG_ARTICLES } from '@cld/content/blog';
import { untranslated } from '@cld/content/french-check';
import { LOCALIZED_PAGES } from '../../app/i18n/route-table.ts';
import { expectNoWcagViolations } from '../axe.ts';

/**
 * Issue 19: every public page in French. Walks each page of the route table from its English address
 * to its French twin through the page's own `hreflang` link, and checks the French page: no English
 * sentence or word of the interface (outside names, addresses and what is marked as another
 * language), French metadata, reciprocal alternates, its own canonical address, and axe.
 */

/** The text a visitor reads, without what is marked as another language or as a name not to translate. */
async function frenchText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const element of body.querySelectorAll(
      '[lang]:not([lang|="fr"]), [translate="no"], script, style, template, [hidden], .sr-only:empty',
    )) {
      element.remove();
    }
    // innerText needs layout: measure the clone in the page, then take it out again.
    body.style.position = 'absolute';
    body.style.left = '-99999px';
    document.documentElement.append(body);
    const text = body.innerText;
    body.remove();
    return text;
  });
}

/** The English left in a French page's text, titles or descriptions (one check for the whole site). */
const englishIn = untranslated;

async function firstLawyerId(page: Page): Promise<number> {
  const response = await page.request.get('/api/lawyers?sort=name&pageSize=1&province=QC');
  const { lawyers } = (await response.json()) as { lawyers: { id: number }[] };
  return lawyers[0]!.id;
}

/** An English address of each page of the route table; a lawyer's id is read when the test runs. */
const ENGLISH_PATHS: string[] = LOCALIZED_PAGES.flatMap((page) => {
  if (page.en === '/lawyers-in/:province/:city?/:practiceArea?') {
    return ['/lawyers-in/quebec', '/lawyers-in/quebec/montreal'];
  }
  // Claiming is for listings taken from a register: e2e/claims walks its French page.
  if (page.en === '/lawyer/:id/claim') return [];
  return [page.en.replace(':slug', BLOG_ARTICLES[0]!.slug)];
});

/**
 * The alternates a document names (`hreflang` links in its head), read by the browser's own HTML
 * parser: from the English page's server HTML (what a crawler reads; the page is fetched, not
 * rendered: issue 36) and from the French page as rendered.
 */
const alternatesIn = (page: Page, html: string) =>
  page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'text/html');
    return [...document.querySelectorAll('head link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
  }, html);

test.describe('every public page in French', () => {
  // One test a page: independent, spread over the workers, each with one page's budget (issue 36).
  test.describe.configure({ mode: 'parallel' });

  for (const path of ENGLISH_PATHS) {
    test(`${path} has a French twin with French text, metadata and reciprocal alternates`, async ({
      page,
      baseURL,
    }) => {
      const english = path.includes(':id')
        ? path.replace(':id', String(await firstLawyerId(page)))
        : path;
      const problems: string[] = [];
      const response = await page.request.get(english);
      expect(response.status(), english).toBeLessThan(400);
      const englishHtml = await response.text();

      // The French page, found through the English page's own alternate link.
      const englishAlternates = await alternatesIn(page, englishHtml);
      const french = englishAlternates.find(([lang]) => lang === 'fr-CA')?.[1] ?? '';
      expect(french, `${english} names its French page`).toMatch(new RegExp(`^${baseURL}/fr`));

      const frenchResponse = await page.goto(french);
      expect(frenchResponse?.status(), french).toBeLessThan(400);
      const landed = page.url();
      // A page that sends a signed-out visitor elsewhere (the dashboard) stays in French.
      expect(new URL(landed).pathname, `${french} stays in French`).toMatch(/^\/fr(\/|$)/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      if (landed === french) {
        expect(
          await alternatesIn(page, await page.content()),
          `${french}: the same pairs both ways`,
        ).toEqual(englishAlternates);
        // An indexed page names itself canonical; a private one (noindex: forms, sign-in) has none.
        if ((await page.locator('head meta[name="robots"][content="noindex"]').count()) === 0) {
          await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', french);
        }
      }
      const title = await page.title();
      const englishTitle = englishIn(title);
      if (englishTitle) problems.push(`${french} <title>: “${englishTitle}”`);
      // A private page (noindex) may have none.
      const description = await page.evaluate(
        () =>
          document.querySelector('head meta[name="description"]')?.getAttribute('content') ?? null,
      );
      const englishDescription = description ? englishIn(description) : null;
      if (englishDescription) problems.push(`${french} description: “${englishDescription}”`);
      const text = await frenchText(page);
      const englishText = englishIn(text);
      if (englishText) problems.push(`${french}: “${englishText}”`);
      await expectNoWcagViolations(page, french);
      expect(problems).toEqual([]);
    });
  }
});

test('the 404 page speaks French under /fr', async ({ page }) => {
  const response = await page.goto('/fr/cette-page-nexiste-pas');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  expect(englishIn(await frenchText(page))).toBeNull();
});

/** Each `<url>` of a sitemap: its address and its alternates, hreflang → address. */
function urlsOf(xml: string) {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => ({
    loc: loc!,
    alternates: Object.fromEntries(
      [...rest!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
        lang!,
        href!,
      ]),
    ),
  }));
}

test('the sitemaps list every page in both languages, with reciprocal alternates', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const files = ['/sitemaps/pages.xml', '/sitemaps/places.xml', '/sitemaps/lawyers/1.xml'];
  for (const file of files) {
    const urls = urlsOf(await (await request.get(file)).text());
    const listed = new Set(urls.map((url) => url.loc));
    const french = urls.filter((url) => url.loc.startsWith(`${baseURL}/fr`));
    expect(french.length, file).toBe(urls.length / 2);
    // Checked in plain code and asserted once: a lawyers' file has thousands of entries.
    const problems = urls.flatMap(({ loc, alternates }) => {
      const hrefs = Object.values(alternates);
      if (Object.keys(alternates).join() !== 'en-CA,fr-CA,x-default') return [`${loc}: ${hrefs}`];
      if (!hrefs.includes(loc)) return [`${loc} is not among its alternates`];
      return hrefs.filter((href) => !listed.has(href)).map((href) => `${loc} → ${href} unlisted`);
    });
    expect(problems, file).toEqual([]);
    // A sample of each file's French addresses answers 200, in French.
    for (const { loc } of french.slice(0, 4)) {
      const response = await request.get(loc);
      expect(response.status(), loc).toBe(200);
      expect(await response.text()).toContain('<html lang="fr-CA"');
    }
  }
  expect(
    (await (await request.get('/sitemaps/places.xml')).text()).includes(
      `<loc>${baseURL}/fr/avocats-a/quebec</loc>`,
    ),
  ).toBe(true);
});
