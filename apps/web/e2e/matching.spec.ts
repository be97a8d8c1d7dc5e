import { expect, test, type Locator, type Page, type TestInfo } from './fixtures.ts';
import { expectNoWcagViolations } from './axe.ts';
import { gotoReady, isPhone } from './support.ts';

/**
 * Issue 20 in a browser, at both widths: a visitor finds a French-speaking family lawyer within
 * 25 km of Laval who offers a free first consultation and accepts legal aid, from the browse filters
 * and from Laval's landing page; "Near me" with a granted position. The demo directory gives a share
 * of lawyers each option, so the checks are on what the page says and shows, not on counts.
 */

const hydrated = gotoReady;

/** On the phone the filters sit behind their toggle; on the desktop they are always shown. */
async function showFilters(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('heading', { name: 'Filters', exact: true })).toBeVisible();
}

/** The phone closes the filters' sheet ("Show N results") to read the results under it. */
async function hideFilters(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: /^Show [\d,]+ results?$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
  }
}

function resultsHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 2, name: /Lawyers? Found/ });
}

/** The result cards (each an item with a lawyer's name linking to the profile). */
function cards(page: Page): Locator {
  return page.locator('main li:has(h3 a[href^="/lawyer/"])');
}

/** Every card shown is French-speaking, has both badges and is within 25 km. */
async function expectMatchingCards(page: Page) {
  const shown = cards(page);
  await expect(shown.first()).toBeVisible();
  const count = await shown.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const card = shown.nth(index);
    await expect(card.getByText('Speaks French', { exact: true }).first()).toBeVisible();
    const badges = card.getByRole('list', { name: 'Stated by the lawyer' });
    await expect(badges.getByText(/^Free first consultation \(\d+ min\)$/)).toBeVisible();
    await expect(badges.getByText('Legal aid', { exact: true })).toBeVisible();
    const distance = (await card.getByTestId('distance').textContent()) ?? '';
    const km = Number(/([\d.]+) km/.exec(distance)?.[1]);
    expect(km).toBeGreaterThanOrEqual(0);
    expect(km).toBeLessThanOrEqual(25);
  }
}

test('a French-speaking family lawyer within 25 km of Laval, with a free first consultation and legal aid', async ({
  page,
}, testInfo) => {
  await hydrated(page, '/browse-lawyers');
  await showFilters(page, testInfo);

  await page.getByRole('checkbox', { name: /^Family Law/ }).click();
  await expect(page).toHaveURL(/practiceAreas=Family\+Law/);
  await page.getByRole('combobox', { name: 'Province or territory' }).selectOption('QC');
  await page.getByRole('combobox', { name: 'City' }).selectOption('Laval');
  await expect(page).toHaveURL(/province=QC&city=Laval/);

  // Distance: the chosen city is the centre.
  await page
    .getByRole('combobox', { name: 'Search radius' })
    .selectOption({ label: 'Within 25 km' });
  await expect(page).toHaveURL(/radius=25/);
  await expect(page.getByText('Measured from Laval, QC')).toBeVisible();

  await page.getByRole('checkbox', { name: /^French/ }).click();
  await expect(page).toHaveURL(/languages=French/);
  await page.getByRole('checkbox', { name: 'Free first consultation' }).click();
  await expect(page).toHaveURL(/offers=free-consultation/);
  // The province is chosen: the filter names Quebec's plan.
  await page
    .getByRole('checkbox', { name: 'Accepts legal aid (Commission des services juridiques)' })
    .click();
  await expect(page).toHaveURL(/funding=legal-aid/);

  await expect(page.getByRole('checkbox', { name: /^Family Law/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Free first consultation' })).toBeChecked();
  await hideFilters(page, testInfo);

  await expect(resultsHeading(page)).toHaveText(
    /^[\d,]+ Lawyers? Found within 25 km of Laval, QC$/,
  );
  // The active filters, each removable.
  for (const chip of [
    'Within 25 km of Laval, QC',
    'Free first consultation',
    'Accepts legal aid',
  ]) {
    await expect(page.getByRole('button', { name: `Remove ${chip}` })).toBeVisible();
  }
  await expectMatchingCards(page);

  // Nearest first, now that there is a centre.
  await page.getByLabel('Sort by').selectOption({ label: 'Distance (nearest first)' });
  await expect(page).toHaveURL(/sort=distance/);
  // The previous results stay on screen until the sorted page arrives.
  const distances = () =>
    cards(page)
      .getByTestId('distance')
      .evaluateAll((nodes) =>
        nodes.map((node) => Number(/([\d.]+) km/.exec(node.textContent ?? '')?.[1])),
      );
  await expect
    .poll(async () => {
      const shown = await distances();
      return shown.length > 0 && shown.every((km, index) => index === 0 || shown[index - 1]! <= km);
    })
    .toBe(true);

  await expectNoWcagViolations(page, 'filtered browse');
});

test('the same search from Laval’s landing page, and its nearby cities', async ({
  page,
}, testInfo) => {
  await hydrated(page, '/lawyers-in/quebec/laval');
  const nearby = page.getByRole('region', { name: 'Nearby cities' });
  await expect(nearby.getByRole('link', { name: 'Montréal' })).toBeVisible();
  await expect(nearby.getByText(/km away · [\d,]+ lawyers?/).first()).toBeVisible();

  await page
    .getByRole('region', { name: 'Search by distance from Laval' })
    .getByRole('link', { name: 'Within 25 km' })
    .click();
  await expect(page).toHaveURL(/\/browse-lawyers\?near=Laval%2C\+QC&radius=25/);
  await expect(resultsHeading(page)).toHaveText(/within 25 km of Laval, QC$/);

  await showFilters(page, testInfo);
  await page.getByRole('checkbox', { name: /^Family Law/ }).click();
  await page.getByRole('checkbox', { name: /^French/ }).click();
  await page.getByRole('checkbox', { name: 'Free first consultation' }).click();
  await page.getByRole('checkbox', { name: /^Accepts legal aid/ }).click();
  await expect(page).toHaveURL(/funding=legal-aid/);
  await hideFilters(page, testInfo);
  await expect(resultsHeading(page)).toHaveText(/within 25 km of Laval, QC$/);
  await expectMatchingCards(page);
});

test.describe('near me', () => {
  // Laval, to more decimals than the page will send.
  test.use({
    geolocation: { latitude: 45.556_789, longitude: -73.721_234 },
    permissions: ['geolocation'],
  });

  test('uses the position once, on request, rounded to two decimals', async ({
    page,
  }, testInfo) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The page's own requests, whichever way it reads the search (API or route data).
      if (url.search) searches.push(decodeURIComponent(url.search));
    });
    await hydrated(page, '/browse-lawyers');
    await showFilters(page, testInfo);
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page).toHaveURL('/browse-lawyers?lat=45.56&lng=-73.72');
    await expect(page.getByText('Showing lawyers near your approximate position.')).toBeVisible();
    await expect(resultsHeading(page)).toHaveText(/within 25 km of your position$/);
    // The heading follows the address at once; the search's request follows it.
    await expect.poll(() => searches.some((search) => /lat=\W?45\.56\b/.test(search))).toBe(true);
    // Nothing more precise ever left the page, and nothing was kept.
    expect(searches.some((search) => /45\.5567|73\.7212/.test(search))).toBe(false);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

    await page.getByRole('button', { name: 'Stop using my position' }).click();
    await expect(page).toHaveURL('/browse-lawyers');
  });
});

test('the pages this issue changed fit a phone’s width', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone’s width');
  for (const path of [
    '/fr/trouver-un-avocat?province=QC&city=Laval&radius=25&practiceAreas=Family+Law&offers=free-consultation&funding=legal-aid&sort=distance',
    '/lawyers-in/quebec/laval',
    '/lawyers-in/ontario',
    '/search?q=divorce',
  ]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
});
