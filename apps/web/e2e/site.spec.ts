import { expect, test } from './fixtures.ts';
import { recordApiCalls } from './support.ts';

test('the home page is server-rendered and hydrates without fetching again', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find the right lawyer in Canada',
  );
  await expect(page.getByLabel('City')).toBeDisabled();
  expect(calls).toEqual([]);
});

test('browse renders its results on the server and pages on the client', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/browse-lawyers?province=ON&page=2')).text();
  expect(html).toMatch(/Lawyers Found/);
  expect(html).toMatch(/Showing 13 to 24 of/);

  const calls = recordApiCalls(page);
  await page.goto('/browse-lawyers?province=ON', { waitUntil: 'networkidle' });
  expect(calls).toEqual([]);

  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Showing 13 to 24 of/)).toBeVisible();
});

test("a document's Link header names the scripts it preloads, and each is fetched once", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/lawyers/1', { waitUntil: 'networkidle' });
  const header = response!.headers()['link'] ?? '';
  const linked = [...header.matchAll(/<([^>]+)>; rel=modulepreload/g)].map((match) => match[1]);
  // The head as served: a chunk the page imports while it hydrates (the profile's help block)
  // adds its own preload links afterwards, which the server's header cannot know.
  const html = await response!.text();
  const inHead = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (match) => new URL(match[1]!, page.url()).pathname,
  );
  expect(linked.length).toBeGreaterThan(0);
  expect(new Set(linked)).toEqual(new Set(inHead));
  for (const url of linked)
    expect(
      scripts.filter((script) => script === url),
      url,
    ).toHaveLength(1);
});

test('a profile carries its title, canonical URL and structured data, never an email', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/lawyers/1');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<title>[^<]+ - [^<]+ Lawyer in [^<]+<\/title>/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/lawyer/1"`);
  expect(html).toContain('"@type":"LegalService"');
  expect(html).toContain('"@type":"Person"');
  expect(html).toContain('Email visible to registered users - Register here');
  // The page's own messages (the seed of decision 026) name an "email" label; no lawyer's e-mail.
  const withoutMessages = html.replace(
    /<script type="application\/json" id="cld-messages">.*?<\/script>/s,
    '',
  );
  expect(withoutMessages).not.toBe(html);
  expect(withoutMessages).not.toMatch(/"email"\s*:/);
  expect(html).not.toContain('mailto:');
});

test('unknown lawyers and pages answer 404', async ({ request }) => {
  const lawyer = await request.get('/lawyer/999999999');
  expect(lawyer.status()).toBe(404);
  expect(await lawyer.text()).toContain('Lawyer Not Found');

  const page = await request.get('/no-such-page');
  expect(page.status()).toBe(404);
  expect(await page.text()).toContain('404 Page Not Found');
});

test('old addresses redirect permanently', async ({ request }) => {
  const browse = await request.get('/browse?province=BC', { maxRedirects: 0 });
  expect(browse.status()).toBe(301);
  expect(browse.headers().location).toBe('/browse-lawyers?province=BC');

  const guide = await request.get('/provincial-legal-guide', { maxRedirects: 0 });
  expect(guide.status()).toBe(301);
  expect(guide.headers().location).toBe('/provincial-guide');
});

test('the web server forwards the API on the same origin', async ({ request }) => {
  const response = await request.get('/api/stats');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ provinces: 13 });
});
