import { expect, test } from '../fixtures.ts';

test('a province leads to its cities, a city to its practice areas, each with top lawyers', async ({
  page,
}) => {
  await page.goto('/lawyers-in/ontario', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Lawyers in Ontario' })).toBeVisible();
  await expect(page).toHaveTitle('Lawyers in Ontario | Canada Lawyer Directory');
  // The demo's lawyers have no reviews: nobody is called "top-rated" (issue 17).
  const top = page.getByRole('region', { name: 'Lawyers in the directory' });
  await expect(top.getByRole('link', { name: 'View Profile' })).toHaveCount(6);
  await expect(page.getByText('Top-rated lawyers')).toHaveCount(0);

  // Ottawa: journeys running beside this one publish their lawyers in Toronto, whose count can so
  // move between the two pages of this walk (each page states the count as it is, decision 060).
  await page
    .getByRole('region', { name: 'Cities in Ontario' })
    .getByRole('link', { name: 'Ottawa', exact: true })
    .click();
  await expect(page).toHaveURL('/lawyers-in/ontario/ottawa');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lawyers in Ottawa, Ontario' }),
  ).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Ontario' })).toHaveAttribute(
    'href',
    '/lawyers-in/ontario',
  );

  await page
    .getByRole('region', { name: 'Practice areas in Ottawa' })
    .getByRole('link', { name: 'Family Law', exact: true })
    .click();
  await expect(page).toHaveURL('/lawyers-in/ontario/ottawa/family-law');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Family Law Lawyers in Ottawa, Ontario' }),
  ).toBeVisible();
  const intro = await page.getByText(/lawyers in Ottawa practise Family Law\.$/).textContent();
  const count = Number(/^([\d,]+)/.exec(intro!)![1]!.replace(/,/g, ''));

  // "See all" opens the browse page with the same filters and the same count.
  await page
    .getByRole('link', { name: `See all ${count.toLocaleString('en-CA')} lawyers` })
    .click();
  await expect(page).toHaveURL(/\/browse-lawyers\?province=ON&city=Ottawa&practiceAreas=Family/);
  await expect(page.getByText(`${count.toLocaleString('en-CA')} Lawyers Found`)).toBeVisible();
});

test.describe('for crawlers', () => {
  test('unknown places and empty combinations are real 404s', async ({ request }) => {
    for (const path of [
      '/lawyers-in/atlantis',
      '/lawyers-in/ontario/nowhere-at-all',
      '/lawyers-in/ontario/toronto/no-such-area',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('every landing page has its own title, description and canonical address', async ({
    request,
    baseURL,
  }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain(`${baseURL}/sitemaps/places.xml`);
    const urls = [
      ...(await (await request.get('/sitemaps/places.xml')).text()).matchAll(/<loc>([^<]+)</g),
    ].map((match) => match[1]!);
    expect(urls).toContain(`${baseURL}/lawyers-in/ontario`);
    expect(urls).toContain(`${baseURL}/lawyers-in/ontario/toronto`);
    expect(urls).toContain(`${baseURL}/lawyers-in/ontario/toronto/family-law`);
    expect(new Set(urls).size).toBe(urls.length);

    // Every province, and an even sample of cities and practice areas.
    const sample = urls.filter(
      (url, index) => url.split('/').length === 5 || index % Math.ceil(urls.length / 60) === 0,
    );
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const url of sample) {
      const response = await request.get(new URL(url).pathname);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)![1]!;
      const description = /<meta name="description" content="([^"]+)"/.exec(html)![1]!;
      expect(titles.has(title), title).toBe(false);
      expect(descriptions.has(description), description).toBe(false);
      titles.add(title);
      descriptions.add(description);
      expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(html).toContain('"@type":"BreadcrumbList"');
    }
  });

  test('profiles and filtered browse pages link to their places', async ({ page }) => {
    await page.goto('/lawyer/1', { waitUntil: 'networkidle' });
    const more = page.getByRole('link', { name: /^More .+ lawyers in / });
    const href = await more.getAttribute('href');
    expect(href).toMatch(/^\/lawyers-in\/[a-z-]+\/[a-z0-9-]+\/[a-z-]+$/);
    expect((await page.request.get(href!)).status()).toBe(200);

    await page.goto('/browse-lawyers?province=ON&city=Toronto', { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('link', { name: /^About lawyers in Toronto, Ontario/ }),
    ).toHaveAttribute('href', '/lawyers-in/ontario/toronto');
  });
});
