import { expect, test, type Page } from './fixtures.ts';
import { registerLawyer, uniqueEmail, uniqueWord } from './accounts/accounts.ts';
import { registerCustomer } from './admin/admin-account.ts';
import { expectNoWcagViolations, settled } from './axe.ts';
import { isPhone } from './support.ts';

/**
 * Issue 22: the site as a person in a hurry uses it on a phone — help one tap away, a profile's
 * actions in reach, filters as a sheet, nothing wider than the screen, and focus never hidden.
 */

// Independent journeys, the suite's longest file at each width: spread over both workers rather
// than ending the run on one (issue 36).
test.describe.configure({ mode: 'parallel' });

interface ApiLawyer {
  id: number;
}

async function lawyerIn(page: Page, practiceArea: string): Promise<number> {
  const response = await page.request.get(
    `/api/lawyers?practiceAreas=${encodeURIComponent(practiceArea)}&sort=name&pageSize=1`,
  );
  const { lawyers } = (await response.json()) as { lawyers: ApiLawyer[] };
  if (!lawyers[0]) throw new Error(`The demo directory has no lawyer in ${practiceArea}`);
  return lawyers[0].id;
}

/**
 * The focused element is in the viewport (wholly, when it fits) and what is on top at its corners
 * and centre is itself, not a fixed or sticky element it is not part of (the header, the cookie
 * banner, the profile's action bar): WCAG 2.2's 2.4.11.
 */
async function focusIsUncovered(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return null;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} “${(element.textContent ?? '').trim().slice(0, 40)}”`;
    const fits = box.height <= window.innerHeight;
    const inView = fits
      ? box.top >= -0.5 && box.bottom <= window.innerHeight + 0.5
      : box.bottom > 0 && box.top < window.innerHeight;
    if (!inView) {
      return `${describe(focused)} is outside the viewport (${Math.round(box.top)}–${Math.round(box.bottom)} of ${window.innerHeight})`;
    }
    const top = Math.max(box.top, 0) + 2;
    const bottom = Math.min(box.bottom, window.innerHeight) - 2;
    const left = Math.max(box.left, 0) + 2;
    const right = Math.min(box.right, window.innerWidth) - 2;
    const points: [number, number][] = [
      [left, top],
      [right, top],
      [left, bottom],
      [right, bottom],
      [(left + right) / 2, (top + bottom) / 2],
    ];
    for (const [x, y] of points) {
      const onTop = document.elementFromPoint(x, y);
      if (!onTop || focused.contains(onTop) || onTop.contains(focused)) continue;
      for (let element: Element | null = onTop; element; element = element.parentElement) {
        const position = getComputedStyle(element).position;
        if (element.contains(focused)) break;
        if (position === 'fixed' || position === 'sticky') {
          return `${describe(focused)} is under ${describe(element)}`;
        }
      }
    }
    return null;
  });
}

async function tabThrough(page: Page, presses: number): Promise<void> {
  const covered: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    await settled(page);
    const problem = await focusIsUncovered(page);
    if (problem) covered.push(`Tab ${i + 1}: ${problem}`);
  }
  expect(covered).toEqual([]);
}

test.describe('help now', () => {
  test('is one tap from the header, 911 first, in both languages', async ({ page }) => {
    await page.goto('/browse-lawyers');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^(Help|Need help now\?)$/ })
      .click();
    // The province may be preselected from the browser's time zone (issue 37).
    await expect(page).toHaveURL(/\/help-now(\?province=[A-Z]{2})?$/);
    const calls = page.locator('main a[href^="tel:"]');
    await expect(calls.first()).toHaveAttribute('href', 'tel:911');

    await page.goto('/fr/trouver-un-avocat');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^(Aide|Besoin d’aide immédiate\s?\?)$/ })
      .click();
    await expect(page).toHaveURL(/\/fr\/aide-immediate(\?province=[A-Z]{2})?$/);
    await expect(page.locator('main a[href^="tel:"]').first()).toHaveAttribute('href', 'tel:911');
  });

  test.describe('in Manitoba', () => {
    test.use({ timezoneId: 'America/Winnipeg' });

    test('a Manitoba visitor reaches Legal Aid Manitoba’s number in one tap from any page', async ({
      page,
    }) => {
      await page.goto('/browse-lawyers');
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^(Help|Need help now\?)$/ })
        .click();
      // Preselected from the time zone: no province to choose, no "Show" to press.
      await expect(page).toHaveURL(/\/help-now\?province=MB$/);
      await expect(page.locator('main a[href="tel:+12049858500"]')).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Show|Afficher)$/ })).toHaveCount(0);
    });

    test('another province is one tap away, and remembered on the next visit', async ({ page }) => {
      await page.goto('/help-now?province=MB');
      await page
        .getByRole('navigation', { name: 'Another province or territory' })
        .getByRole('link', { name: 'Saskatchewan' })
        .click();
      await expect(page).toHaveURL(/\/help-now\?province=SK$/);
      await expect(page.locator('main a[href="tel:+18006673764"]')).toBeVisible();
      await page.goto('/help-now');
      await expect(page).toHaveURL(/\/help-now\?province=SK$/);
    });
  });

  test('without JavaScript, a province is one link away', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/help-now');
    await page
      .getByRole('navigation', { name: 'Your province or territory' })
      .getByRole('link', { name: 'Manitoba' })
      .click();
    await expect(page).toHaveURL(/\/help-now\?province=MB$/);
    await expect(page.locator('main a[href="tel:+12049858500"]')).toBeVisible();
    await context.close();
  });

  test('a province’s numbers, each with its source', async ({ page }) => {
    await page.goto('/help-now?province=QC');
    await expect(page.locator('main a[href="tel:+18008422213"]').first()).toBeVisible();
    await expect(page.locator('main a[href^="https://"]').first()).toBeVisible();
    await expectNoWcagViolations(page, '/help-now?province=QC');
    await page.goto('/fr/aide-immediate?province=NL');
    await expectNoWcagViolations(page, '/fr/aide-immediate?province=NL');
  });

  test('criminal-law landing pages and profiles carry the help block', async ({ page }) => {
    await page.goto('/lawyers-in/ontario/toronto/criminal-law');
    await expect(page.locator('main a[href="/help-now?province=ON"]')).toBeVisible();
    await page.goto(`/lawyer/${await lawyerIn(page, 'Criminal Law')}`);
    await expect(page.locator('main a[href^="/help-now?province="]')).toBeVisible();
    await page.goto(`/lawyer/${await lawyerIn(page, 'Corporate Law')}`);
    // A corporate lawyer who also practises criminal or family law would carry it: check the areas.
    const areas = await page.locator('main').textContent();
    if (!/Criminal Law|Family Law/.test(areas ?? '')) {
      await expect(page.locator('main a[href^="/help-now"]')).toHaveCount(0);
    }
  });
});

test.describe('the profile on a phone', () => {
  test('keeps Call, Message and Book in reach without covering focus', async ({
    page,
  }, testInfo) => {
    const id = await lawyerIn(page, 'Family Law');
    await page.goto(`/lawyer/${id}`);
    const bar = page.getByRole('region', { name: /^Contact / });
    if (!isPhone(testInfo)) {
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:/);
    await bar.getByRole('button', { name: 'Message' }).click();
    await expect(page.getByRole('dialog', { name: /^Send a message to/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bar.getByRole('button', { name: 'Message' })).toBeFocused();
    // The key facts come before the bio.
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('main h2')].map((h) => h.textContent?.trim()),
    );
    expect(order.indexOf('Key facts')).toBeGreaterThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await tabThrough(page, 60);
  });
});

test.describe('browse on a phone', () => {
  test('the filters open as a sheet that shows N results and gives focus back', async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the desktop shows the filters beside the results');
    await page.goto('/browse-lawyers?province=ON');
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await toggle.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    const show = sheet.getByRole('button', { name: /^Show [\d,]+ results?$/ });
    const before = await show.textContent();
    await sheet.getByRole('checkbox', { name: /^Family Law/ }).click();
    await expect(page).toHaveURL(/practiceAreas=Family\+Law/);
    // The count follows the filters chosen.
    await expect(show).not.toHaveText(before!);
    const count = (await show.textContent())!.match(/[\d,]+/)![0];
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page.getByText(new RegExp(`of ${count} results`))).toBeVisible();
    // The active filter is a chip above the results; removing it updates the address.
    await page.getByRole('button', { name: /Remove.*Family Law/ }).click();
    await expect(page).not.toHaveURL(/practiceAreas=/);
  });
});

test.describe('a tap before the page’s scripts have run', () => {
  /** Holds the page's scripts back until `release` is called: a phone still downloading them. */
  async function holdScripts(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('“Filters” opens the sheet once the page has hydrated', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the desktop shows the filters beside the results');
    const release = await holdScripts(page);
    await page.goto('/browse-lawyers?practiceAreas=criminal-law', { waitUntil: 'commit' });
    await page.getByRole('button', { name: /^Filters/ }).click();
    release();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('checkbox', { name: /Criminal Law/ })).toBeChecked();
  });

  test('a choice on the privacy banner is applied once the page has hydrated', async ({
    browser,
  }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the same banner at any width');
    // A first visit: no choice made yet, so the banner is in the server's HTML.
    const context = await browser.newContext({
      viewport: testInfo.project.use.viewport,
      storageState: { cookies: [], origins: [] },
    });
    const page = await context.newPage();
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Reject all' }).click();
    release();
    await expect(page.getByRole('button', { name: 'Reject all' })).toBeHidden({ timeout: 15_000 });
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'cld_consent')?.value)
      .toMatch(/a0\.d0/);
    await context.close();
  });

  test('the menu opens its drawer once the page has hydrated', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the desktop shows the header’s links');
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    release();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('keyboard', () => {
  // Forty checked key presses, each waiting for the page to be still (smooth scrolling): one page a
  // test, so each is its own journey on its own worker.
  for (const path of ['/', '/browse-lawyers?province=ON']) {
    test(`focus is never covered on ${path}`, async ({ page }) => {
      await page.goto(path);
      await tabThrough(page, 40);
    });
  }

  test('the experience slider keeps focus', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), 'the same slider, in the sheet');
    await page.goto('/browse-lawyers');
    const slider = page.getByRole('slider');
    await slider.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/experience=3/);
    await expect(slider).toBeFocused();
  });

  test('the dashboard’s tabs, by keyboard, with focus uncovered', async ({ page }) => {
    await registerLawyer(page, {
      firstName: 'Keyboard',
      lastName: uniqueWord(),
      email: uniqueEmail('keyboard'),
    });
    // The welcome toast goes by itself; the check is of the page's own layout.
    await expect(page.getByText('Registration Successful', { exact: true })).toBeHidden({
      timeout: 20_000,
    });
    await tabThrough(page, 30);
    await expectNoWcagViolations(page, 'dashboard');
  });

  test('the cookie banner comes first in the tab order', async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/');
    await page.keyboard.press('Tab');
    const inBanner = await page.evaluate(
      () =>
        document.activeElement?.closest('[role="dialog"], [role="region"], aside, section')
          ?.textContent ?? '',
    );
    expect(inBanner).toMatch(/cookie|privacy/i);
    await context.close();
  });
});

test.describe('navigation', () => {
  test('a search field in the header leads to site search', async ({ page }, testInfo) => {
    await page.goto('/');
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: /menu/i }).click();
    } else {
      // A native disclosure: its summary, labelled Search.
      await page.getByRole('banner').locator('summary').click();
    }
    const field = page.getByRole('searchbox', { name: 'Search the site' });
    await field.fill('divorce');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=divorce/);
  });

  test('footer practice-area links lead to results', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Family Law' }).click();
    await expect(page).toHaveURL(/\/browse-lawyers\?practiceAreas=family-law/);
    await expect(page.getByText(/^Showing \d+ to \d+ of [\d,]+ results$/)).toBeVisible();
  });

  test('no empty box where an ad would be without a provider', async ({ page }) => {
    for (const path of ['/', '/browse-lawyers']) {
      await page.goto(path);
      await expect(page.locator('[data-ad-slot], [data-ad-placement]')).toHaveCount(0);
    }
  });
});

test('no page is wider than the screen at 320, 390 or 1280 px', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'one pass sets each width itself');
  test.setTimeout(600_000);
  const sitemap = await (await page.request.get('/sitemaps/pages.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const profile = await lawyerIn(page, 'Family Law');
  const paths = [
    ...new Set([
      ...listed,
      '/browse-lawyers?province=ON&practiceAreas=Criminal+Law&offers=free-consultation',
      '/fr/trouver-un-avocat?near=Laval%2C+QC&radius=25&sort=distance',
      `/lawyer/${profile}`,
      `/fr/avocat/${profile}`,
      `/lawyer/${profile}/contact`,
      `/lawyer/${profile}/consultation`,
      '/lawyers-in/ontario',
      '/lawyers-in/ontario/toronto',
      '/lawyers-in/ontario/toronto/criminal-law',
      '/fr/avocats-a/quebec/montreal',
      '/search?q=divorce+toronto',
      '/fr/recherche?q=divorce',
      '/help-now?province=NU',
      '/auth/login',
      '/auth/register',
      '/lawyer-auth',
      '/forgot-password',
      '/no-such-page',
    ]),
  ];
  const wide: string[] = [];
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'load' });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) wide.push(`${path} at ${width} px: ${scrollWidth} px`);
    }
  }
  expect(wide).toEqual([]);
});

test('a customer’s space and its tabs fit 320 and 390 px, in English and French', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'one pass sets each width itself');
  await registerCustomer(page);
  const wide: string[] = [];
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const base of ['/my-space', '/fr/mon-espace']) {
      for (const tab of ['requests', 'bookings', 'saved', 'settings']) {
        const path = `${base}?tab=${tab}`;
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('tab', { selected: true })).toBeVisible();
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) wide.push(`${path} at ${width} px: ${scrollWidth} px`);
      }
    }
  }
  expect(wide).toEqual([]);
});
