import { expect, test, type Page } from '../fixtures.ts';
import { pageReady } from '../support.ts';

/**
 * Each page ships its own language only (issue 19, the first-load budget): an English page loads
 * no French words, names its French twin (`hreflang`) from its seed and switches language through
 * the server; a French page builds its French tables from the words its HTML brought, without
 * downloading them. Both hydrate without an error.
 */

interface Seed {
  messages: Record<string, unknown>;
  twins?: { en: string; fr: string };
  french?: { pages: [string, string][] };
  specializations?: Record<string, string>;
}

async function seedOf(page: Page): Promise<Seed> {
  return JSON.parse((await page.locator('#cld-messages').textContent()) ?? '{}') as Seed;
}

/** The scripts a page downloads, by file name, and every error it reports. */
function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { scripts, errors };
}

async function hydrated(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await pageReady(page);
}

const alternate = (page: Page, hrefLang: string) =>
  page.locator(`head link[rel="alternate"][hreflang="${hrefLang}"]`);

/** The French words and French label chunks: English pages never download them. */
const FRENCH_SCRIPT = /(^french-words|\.fr-|^specializations\.fr|^french-)/;

test('an English page ships no French words, and still names its French twin once hydrated', async ({
  page,
  baseURL,
}) => {
  const { scripts, errors } = watch(page);
  for (const [path, twin] of [
    ['/browse-lawyers?province=QC&practiceAreas=Family+Law', '/fr/trouver-un-avocat'],
    ['/lawyers-in/quebec/montreal', '/fr/avocats-a/quebec/montreal'],
    ['/faq', '/fr/faq'],
    ['/about', '/fr/a-propos'],
  ] as const) {
    await hydrated(page, path);
    const seed = await seedOf(page);
    expect(seed.french).toBeUndefined();
    expect(seed.twins?.fr).toBe(twin);
    // The head React hydrated is the server's: the French twin is still named.
    await expect(alternate(page, 'fr-CA')).toHaveAttribute(
      'href',
      new RegExp(`${twin.replace(/[/]/g, '\\/')}(\\?|$)`),
    );
    await expect(alternate(page, 'en-CA')).toHaveAttribute('href', `${baseURL}${path}`);
  }
  expect(scripts.filter((name) => FRENCH_SCRIPT.test(name))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the language switch goes through the server, which answers with the page in French', async ({
  page,
}) => {
  await hydrated(page, '/faq#lawyers');
  const link = page.getByTestId('language-switch');
  await expect(link).toHaveAttribute('href', '/language?locale=fr&returnTo=%2Ffaq');
  await link.click();
  await expect(page).toHaveURL('/fr/faq#lawyers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
});

test('a French page builds its tables from its own HTML, and French links follow on navigation', async ({
  page,
}) => {
  const { scripts, errors } = watch(page);
  await hydrated(page, '/fr/trouver-un-avocat?province=QC');
  const seed = await seedOf(page);
  expect(seed.french?.pages).toContainEqual(['/browse-lawyers', '/fr/trouver-un-avocat']);
  expect(seed.twins).toBeUndefined();
  // The specializations its cards named, without their table.
  expect(Object.keys(seed.specializations ?? {}).length).toBeGreaterThan(0);
  expect(scripts.filter((name) => /^(french-words|specializations\.fr)/.test(name))).toEqual([]);
  await expect(alternate(page, 'en-CA')).toHaveAttribute('href', /\/browse-lawyers\?province=QC$/);

  // A profile, reached in the browser: French addresses, names and specializations.
  const profileLink = page.locator('main a[href^="/fr/avocat/"]').first();
  await profileLink.click();
  await expect(page).toHaveURL(/\/fr\/avocat\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(alternate(page, 'en-CA')).toHaveAttribute('href', /\/lawyer\/\d+$/);
  const areaLink = page.locator('main a[href^="/fr/avocats-a/"]').first();
  await expect(areaLink).toBeVisible();
  expect(await page.locator('main a[href^="/lawyer"], main a[href^="/browse"]').count()).toBe(0);
  expect(errors).toEqual([]);
});
