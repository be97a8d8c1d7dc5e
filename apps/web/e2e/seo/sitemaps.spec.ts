import { expect, test } from '../fixtures.ts';

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

test('robots.txt keeps crawlers out of accounts and the API and points to the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const body = await response.text();
  expect(body).toContain('User-agent: *');
  for (const path of ['/lawyer-dashboard', '/auth/', '/api/', '/admin']) {
    expect(body).toContain(`Disallow: ${path}`);
  }
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the sitemaps list every visible lawyer exactly once, and every page and post', async ({
  request,
  baseURL,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = locations(await index.text());
  expect(files.slice(0, 2)).toEqual([
    `${baseURL}/sitemaps/pages.xml`,
    `${baseURL}/sitemaps/places.xml`,
  ]);

  const urls: string[] = [];
  for (const file of files) {
    const response = await request.get(new URL(file).pathname);
    expect(response.status(), file).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    // Every entry is dated.
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<lastmod>/g)?.length);
    urls.push(...locations(xml));
  }
  expect(new Set(urls).size).toBe(urls.length);

  const lawyerUrls = urls.filter((url) => /\/lawyer\/\d+$/.test(url));
  const { total } = await (await request.get('/api/lawyers?pageSize=1')).json();
  expect(lawyerUrls).toHaveLength(total);
  expect(urls).toContain(`${baseURL}/faq`);
  expect(urls).toContain(`${baseURL}/blog/how-divorce-works-in-canada`);
  // Each in French too (issue 19).
  expect(urls.filter((url) => /\/fr\/avocat\/\d+$/.test(url))).toHaveLength(total);
  expect(urls).toContain(`${baseURL}/fr/faq`);
  expect(urls).toContain(`${baseURL}/fr/blogue/le-divorce-au-canada-etape-par-etape`);

  // A listed profile is a real page.
  const profile = await request.get(new URL(lawyerUrls[0]!).pathname);
  expect(profile.status()).toBe(200);
});

test('an unknown sitemap file is a 404', async ({ request }) => {
  expect((await request.get('/sitemaps/lawyers/99999.xml')).status()).toBe(404);
  expect((await request.get('/sitemaps/lawyers/first.xml')).status()).toBe(404);
});
