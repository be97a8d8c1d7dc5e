import { expect, test, type Page, type TestInfo } from './fixtures.ts';
import { isPhone } from './support.ts';

/**
 * Issue 16 end to end, against the real API and the demo directory: what a search understood as
 * removable chips, language checkboxes with counts, and no dead ends. Runs at both widths.
 */

function chips(page: Page) {
  return page.getByRole('list', { name: 'Your search:' });
}

async function showFilters(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('heading', { name: 'Filters', exact: true })).toBeVisible();
}

test('a plain-language search shows what it understood, and a chip removes its words', async ({
  page,
}) => {
  await page.goto('/browse-lawyers?search=divorce+lawyer+toronto');
  await expect(chips(page).getByRole('button')).toHaveText(['Family Law', 'Toronto']);
  await expect(page.getByRole('heading', { name: /Lawyers? Found$/ })).not.toHaveText(/^0 /);
  // Every card is a Toronto lawyer who practises family law, and says so.
  const cards = page.locator('main ul li:has(a[href^="/lawyer/"])');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) {
    expect(text).toContain('Toronto, ON');
    expect(text).toContain('Family Law');
  }

  await chips(page).getByRole('button', { name: 'Remove Toronto' }).click();
  await expect(page).toHaveURL('/browse-lawyers?search=divorce+lawyer');
  await expect(chips(page).getByRole('button')).toHaveText(['Family Law']);
  await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('divorce lawyer');

  await chips(page).getByRole('button', { name: 'Remove Family Law' }).click();
  await expect(page).toHaveURL('/browse-lawyers');
  await expect(chips(page)).toHaveCount(0);
});

test('the chips are in the server-rendered page, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/browse-lawyers?search=lawyer+who+speaks+punjabi+in+brampton');
  await expect(chips(page).getByRole('button')).toHaveText(['Brampton', 'Punjabi']);
  for (const text of await page.locator('main ul li:has(a[href^="/lawyer/"])').allTextContents()) {
    expect(text).toContain('Brampton, ON');
    expect(text).toMatch(/Speaks .*Punjabi/);
  }
  await context.close();
});

test('explicit filters win over words in the search', async ({ page }) => {
  await page.goto('/browse-lawyers?province=BC&search=divorce+toronto');
  await expect(chips(page).getByRole('button')).toHaveText(['Family Law', 'British Columbia']);
  const cards = page.locator('main ul li:has(a[href^="/lawyer/"])');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toMatch(/, BC/);

  // Removing the province chip removes the filter the visitor set: the text's place applies again.
  await chips(page).getByRole('button', { name: 'Remove British Columbia' }).click();
  await expect(page).toHaveURL('/browse-lawyers?search=divorce+toronto');
  await expect(chips(page).getByRole('button')).toHaveText(['Family Law', 'Toronto']);
});

test('the language filter lists languages with counts and filters through the URL', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/browse-lawyers?province=ON');
  await showFilters(page, testInfo);
  const languages = page.getByRole('group', { name: 'Languages' });
  const punjabi = languages.getByRole('checkbox', { name: /^Punjabi \d+ lawyers?$/ });
  await expect(punjabi).not.toBeChecked();
  const label = await punjabi.getAttribute('id');
  const count = Number(
    (await page.locator(`label[for="${label}"] [aria-hidden="true"]`).textContent()) ?? '0',
  );
  const expected = await request.get('/api/lawyers?province=ON&languages=Punjabi&pageSize=1');
  expect(count).toBe(((await expected.json()) as { total: number }).total);

  await punjabi.click();
  await expect(page).toHaveURL('/browse-lawyers?province=ON&languages=Punjabi');
  // The phone's sheet is modal: the results behind it are read once it is closed.
  if (isPhone(testInfo)) await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: /Lawyers? Found$/ })).toHaveText(
    `${count.toLocaleString('en-CA')} ${count === 1 ? 'Lawyer' : 'Lawyers'} Found`,
  );
  await expect(chips(page).getByRole('button', { name: 'Remove Punjabi' })).toBeVisible();
  for (const text of await page.locator('main ul li:has(a[href^="/lawyer/"])').allTextContents()) {
    expect(text).toMatch(/Speaks .*Punjabi/);
  }

  // A shared link with the filter renders it checked on the server.
  await page.goto('/browse-lawyers?languages=punjabi');
  await showFilters(page, testInfo);
  await expect(
    page.getByRole('group', { name: 'Languages' }).getByRole('checkbox', { name: /^Punjabi / }),
  ).toBeChecked();
});

test('a search that finds nothing says which part, and its suggestions lead to results', async ({
  page,
}) => {
  // Nobody in the demo directory's Toronto lists Cree: the language is the part that finds nothing.
  await page.goto('/browse-lawyers?search=lawyer+who+speaks+cree+in+toronto');
  await expect(page.getByRole('heading', { name: 'No lawyers found' })).toBeVisible();
  await expect(page.getByText('No lawyer matches all of: Toronto · Cree.')).toBeVisible();
  await expect(
    page.getByText('No lawyer who matches the rest of your search lists Cree.'),
  ).toBeVisible();
  const suggestion = page.getByRole('link', {
    name: /^In any language, not only Cree [\d,]+ lawyers?$/,
  });
  const [, count] = /([\d,]+) lawyers?$/.exec((await suggestion.textContent()) ?? '') ?? [];
  await suggestion.click();
  await expect(page).toHaveURL('/browse-lawyers?city=Toronto&province=ON');
  await expect(page.getByRole('heading', { name: /Lawyers? Found$/ })).toHaveText(
    new RegExp(`^${count} Lawyers? Found$`),
  );
  await expect(chips(page).getByRole('button')).toHaveText(['Toronto', 'Ontario']);
});

test('a first load that finds nobody shows the card the server wrote, without its script', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/browse-lawyers?search=lawyer+who+speaks+cree+in+toronto', {
    waitUntil: 'networkidle',
  });
  await expect(page.getByRole('heading', { name: 'No lawyers found' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^In any language, not only Cree / })).toBeVisible();
  // Written on the server and hydrated as it is: the code and strings that write it never load.
  expect(scripts.filter((url) => url.includes('/no-results-card'))).toEqual([]);
  // Clear Filters is a link that works before the card hydrates (after the first load) and after.
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL('/browse-lawyers');
  await expect(page.getByRole('heading', { name: /Lawyers? Found$/ })).not.toHaveText(/^0 /);

  // A later search that finds nobody is written in the browser, with the same card.
  await page.getByRole('searchbox', { name: 'Search lawyers' }).fill('qqqzzzxxjjj');
  await page.getByRole('searchbox', { name: 'Search lawyers' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'No lawyers found' })).toBeVisible();
  await expect(page.getByText('No lawyer matches all of: “qqqzzzxxjjj”.')).toBeVisible();
  expect(scripts.filter((url) => url.includes('/no-results-card')).length).toBeGreaterThan(0);
});

test('the no-results card and its suggestions work without scripts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/browse-lawyers?search=lawyer+who+speaks+cree+in+toronto');
  await expect(page.getByRole('heading', { name: 'No lawyers found' })).toBeVisible();
  await expect(page.getByText('No lawyer matches all of: Toronto · Cree.')).toBeVisible();
  await page.getByRole('link', { name: /^In any language, not only Cree / }).click();
  await expect(page).toHaveURL('/browse-lawyers?city=Toronto&province=ON');
  await expect(page.getByRole('heading', { name: /Lawyers? Found$/ })).not.toHaveText(/^0 /);
  await context.close();
});

test('a search in a city with nobody offers nearby cities by distance', async ({ page }) => {
  // The demo directory has Punjabi-speaking family lawyers around Brampton but none in it.
  await page.goto(
    '/browse-lawyers?province=ON&city=Brampton&practiceAreas=Family+Law&languages=Punjabi',
  );
  await expect(page.getByRole('heading', { name: 'No lawyers found' })).toBeVisible();
  const nearby = page.getByRole('link', { name: /^In .+, \d+ km away \d+ lawyers?$/ });
  await expect(nearby.first()).toBeVisible();
  const texts = await nearby.allTextContents();
  const distances = texts.map((text) => Number(/, (\d+) km away/.exec(text)![1]));
  expect(distances).toEqual([...distances].sort((a, b) => a - b));

  const [, city, count] = /^In (.+), \d+ km away (\d+) lawyers?$/.exec(texts[0]!)!;
  await nearby.first().click();
  await expect(page).toHaveURL(new RegExp(`city=${city}`));
  await expect(page.getByRole('heading', { name: /Lawyers? Found$/ })).toHaveText(
    new RegExp(`^${count} Lawyers? Found$`),
  );
  await expect(chips(page).getByRole('button', { name: `Remove ${city}` })).toBeVisible();
});

test('site search finds the pages about duty counsel, and understands a lawyer search', async ({
  page,
}) => {
  await page.goto('/search?q=duty+counsel');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['Guides, answers and articles', 'Lawyers']);
  const guides = page.getByRole('region', { name: 'Guides, answers and articles' });
  await expect(guides.getByRole('link', { name: 'Arrest or detention' })).toHaveAttribute(
    'href',
    '/legal-resources#emergency',
  );
  await expect(guides.locator('mark', { hasText: /^counsel$/i }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lawyers' })).not.toContainText('Couture');

  await page.goto('/search?q=divorce+lawyer+toronto');
  await expect(headings.first()).toHaveText('Lawyers');
  const lawyers = page.getByRole('region', { name: 'Lawyers' });
  await expect(chips(page).getByRole('link')).toHaveText(['Family Law', 'Toronto']);
  await chips(page).getByRole('link', { name: 'Remove Toronto' }).click();
  await expect(page).toHaveURL('/search?q=divorce+lawyer');
  await expect(lawyers.getByRole('link', { name: /^See all [\d,]+ lawyers$/ })).toHaveAttribute(
    'href',
    '/browse-lawyers?search=divorce+lawyer',
  );
});

test('the home search card leads to browse with the text, understood', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Keywords').fill('avocat criminel laval');
  await page.getByLabel('Keywords').press('Enter');
  await expect(page).toHaveURL('/browse-lawyers?search=avocat+criminel+laval');
  await expect(chips(page).getByRole('button')).toHaveText(['Criminal Law', 'Laval']);
  const cards = page.locator('main ul li:has(a[href^="/lawyer/"])');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) {
    expect(text).toContain('Laval, QC');
    expect(text).toContain('Criminal Law');
  }
});
