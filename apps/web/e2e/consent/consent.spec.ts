import { expect, test, type Browser, type Request } from '../fixtures.ts';
import { expectNoWcagViolations } from '../axe.ts';
import { ADSENSE_CLIENT_ID, ADSENSE_SCRIPT_HOST, ANALYTICS_SCRIPT_URL } from './providers.ts';

/** A first-time visitor (no privacy choice yet) whose requests to other sites are recorded. */
async function firstVisit(browser: Browser, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({
    viewport,
    storageState: { cookies: [], origins: [] },
  });
  const thirdParty: string[] = [];
  await context.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => {
      thirdParty.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    },
  );
  const page = await context.newPage();
  return { context, page, thirdParty };
}

test('nothing third-party loads before consent, and each provider only after its own', async ({
  browser,
}, testInfo) => {
  const { context, page, thirdParty } = await firstVisit(
    browser,
    testInfo.project.use.viewport ?? null,
  );
  await page.goto('/lawyer/1', { waitUntil: 'networkidle' });
  const banner = page.getByRole('region', { name: 'Your privacy choices' });
  await expect(banner).toBeVisible();
  expect(thirdParty).toEqual([]);
  expect(await page.locator('script[src^="https://"]').count()).toBe(0);
  expect(await page.locator('ins.adsbygoogle').count()).toBe(0);

  // Statistics only: the analytics provider, never the ad network.
  await banner.getByRole('button', { name: 'Choose' }).click();
  await banner.getByRole('checkbox', { name: 'Statistics' }).click();
  const analyticsLoaded = page.waitForRequest(ANALYTICS_SCRIPT_URL);
  await banner.getByRole('button', { name: 'Save choices' }).click();
  await analyticsLoaded;
  await expect(banner).toBeHidden();
  expect(thirdParty.some((url) => url.startsWith(ADSENSE_SCRIPT_HOST))).toBe(false);

  // The choice is remembered without an account: a new page asks nothing and loads the same.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(banner).toBeHidden();
  expect(thirdParty.some((url) => url.startsWith(ADSENSE_SCRIPT_HOST))).toBe(false);

  // Changed from the footer: advertising too.
  await page.getByRole('button', { name: 'Cookie preferences' }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole('checkbox', { name: 'Advertising' }).click();
  const adsLoaded = page.waitForRequest((request: Request) =>
    request
      .url()
      .startsWith(`${ADSENSE_SCRIPT_HOST}/pagead/js/adsbygoogle.js?client=${ADSENSE_CLIENT_ID}`),
  );
  await banner.getByRole('button', { name: 'Save choices' }).click();
  await adsLoaded;
  await expect(page.locator('[data-ad-slot="PROFILE_TOP"] ins.adsbygoogle')).toHaveAttribute(
    'data-ad-slot',
    '1111111111',
  );
  await context.close();
});

test('"Reject all" loads nothing and sends not even anonymous counts', async ({
  browser,
}, testInfo) => {
  const { context, page, thirdParty } = await firstVisit(
    browser,
    testInfo.project.use.viewport ?? null,
  );
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/events')) events.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Reject all' }).click();
  // The results' own arrival, not a 5-second poll: the browser asks the API for them, or, when the
  // tap came before the page hydrated, the server renders them into the next document (a flake of
  // 2026-12-07 on a busy machine: "Loading lawyers…" still on screen after 5 s).
  const results = page.waitForResponse((response) => {
    const { pathname } = new URL(response.url());
    return (
      pathname === '/api/lawyers' ||
      (pathname === '/browse-lawyers' && response.request().resourceType() === 'document')
    );
  });
  await page.getByRole('link', { name: 'View All Lawyers' }).click();
  await results;
  await expect(page.getByText(/Lawyers Found/)).toBeVisible();
  // Leaving a page sends whatever the analytics client has queued (pagehide).
  await page.goto('/faq', { waitUntil: 'networkidle' });
  expect(thirdParty).toEqual([]);
  // The home page's own first view may have left before the choice; nothing after it.
  expect(events.length).toBeLessThanOrEqual(1);
  await context.close();
});

test('the privacy choices are accessible and move nothing on the page', async ({
  browser,
}, testInfo) => {
  const { context, page } = await firstVisit(browser, testInfo.project.use.viewport ?? null);
  await page.goto('/browse-lawyers', { waitUntil: 'networkidle' });
  const banner = page.getByRole('region', { name: 'Your privacy choices' });
  await banner.getByRole('button', { name: 'Choose' }).click();
  await expectNoWcagViolations(page);
  // Fixed over the bottom edge: the page's content keeps its place.
  expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  await context.close();
});
