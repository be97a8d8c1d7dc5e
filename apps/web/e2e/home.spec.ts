import { expect, test } from './fixtures.ts';
import { recordApiCalls } from './support.ts';

test('home shows its nine sections in the spec order', async ({ page }) => {
  await page.goto('/');
  const sections = await page
    .locator('main > *')
    .evaluateAll((nodes) =>
      nodes.map((node) =>
        node.hasAttribute('data-ad-slot')
          ? `ad:${node.getAttribute('data-ad-slot')}`
          : (node.querySelector('h1, h2')?.textContent ?? ''),
      ),
    );
  // No ad provider in this harness: the placements render nothing (issue 22).
  expect(sections).toEqual([
    'Find the right lawyer in Canada',
    'How the Canadian legal system works',
    'Your Charter rights',
    'Common legal situations',
    'Search the directory',
    'Legal resources',
  ]);
  await expect(page.locator('#legal-system h3')).toHaveText([
    'Federal laws',
    'Provincial laws',
    'The court system',
  ]);
  await expect(page.locator('#charter h3')).toHaveText(['Fundamental freedoms', 'Legal rights']);
  await expect(page.locator('#situations h3')).toHaveText([
    'Family law',
    'Criminal law',
    'Personal injury',
    'Real estate',
  ]);
  const resources = await page
    .locator('#resources a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(resources).toEqual(['/how-to-choose-lawyer', '/provincial-guide', '/legal-news']);
});

test('the hero figures are the live counts of the API', async ({ page, request }) => {
  const stats = (await (await request.get('/api/stats')).json()) as {
    lawyers: number;
    provinces: number;
  };
  await page.goto('/');
  const figures = page.locator('section').first().locator('dl');
  await expect(figures.getByText(stats.lawyers.toLocaleString('en-CA'))).toBeVisible();
  await expect(figures.getByText(String(stats.provinces), { exact: true })).toBeVisible();
});

test('the city select waits for a province, and its cities are fetched only then', async ({
  page,
}) => {
  const calls = recordApiCalls(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  const city = page.getByLabel('City');
  await expect(city).toBeDisabled();
  await expect(city.locator('option:checked')).toHaveText('Select province first');
  await expect(page.getByLabel('Keywords')).toHaveAttribute(
    'placeholder',
    'Lawyer name, firm, or specialization',
  );
  expect(calls.filter((call) => call.startsWith('/api/cities'))).toEqual([]);

  const cities = page.waitForResponse((response) =>
    response.url().includes('/api/cities?province=BC'),
  );
  await page.getByLabel('Province or territory').selectOption('BC');
  await cities;
  await expect(city).toBeEnabled();
  await expect(city.locator('option:checked')).toHaveText('Select city');
  await city.selectOption('Vancouver');
  await expect(city).toHaveValue('Vancouver');

  // A new province makes the chosen city meaningless.
  await page.getByLabel('Province or territory').selectOption('AB');
  await expect(city).toHaveValue('');
  await expect(city.locator('option', { hasText: 'Calgary' })).toBeAttached();
});

test('Enter in keywords searches with only the filled parameters', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Keywords').fill('  immigration  ');
  await page.getByLabel('Keywords').press('Enter');
  await expect(page).toHaveURL('/browse-lawyers?search=immigration');
  await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('immigration');
});

test('Search Lawyers carries province, city and practice area', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Practice area').selectOption('Family Law');
  await page.getByLabel('Province or territory').selectOption('ON');
  await page.getByLabel('City').selectOption('Toronto');
  await page.getByRole('button', { name: 'Search Lawyers' }).click();
  await expect(page).toHaveURL('/browse-lawyers?province=ON&practiceAreas=Family+Law&city=Toronto');
  await expect(page.getByRole('heading', { level: 2, name: /Lawyers? Found$/ })).toBeVisible();
});

test('View All Lawyers opens the unfiltered list', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'View All Lawyers' }).click();
  await expect(page).toHaveURL('/browse-lawyers');
});

test('?practiceArea= pre-selects the practice area', async ({ page }) => {
  await page.goto('/?practiceArea=Family Law');
  await expect(page.getByLabel('Practice area')).toHaveValue('Family Law');
  await page.getByRole('button', { name: 'Search Lawyers' }).click();
  await expect(page).toHaveURL('/browse-lawyers?practiceAreas=Family+Law');
});
