import { expect, test } from '../fixtures.ts';
import { recordApiCalls } from '../support.ts';

test('site search finds lawyers, guides and articles, rendered on the server', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/search?q=divorce')).text();
  expect(html).toContain('Search results for “divorce”');
  expect(html).toContain('href="/blog/how-divorce-works-in-canada"');
  expect(html).toContain('<meta name="robots" content="noindex"/>');

  const calls = recordApiCalls(page);
  await page.goto('/search?q=divorce', { waitUntil: 'networkidle' });
  // Hydrated from the server's answer: no second fetch.
  expect(calls).toEqual([]);
  const lawyers = page.getByRole('region', { name: 'Lawyers' });
  await expect(lawyers.getByRole('link', { name: /^See all [\d,]+ lawyers$/ })).toBeVisible();
  await page
    .getByRole('region', { name: 'Guides, answers and articles' })
    .getByRole('link', { name: /divorce/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/how-divorce-works-in-canada$/);
});

test('a new search from the page replaces the results, and Back returns', async ({ page }) => {
  await page.goto('/search', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search lawyers, guides and articles' });
  await box.fill('small claims');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=small\+claims$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Search results for “small claims”' }),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
});

test('the home page advertises the search to search engines', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/"@type":"SearchAction"[^}]*\/search\?q=\{search_term_string\}/);
});
