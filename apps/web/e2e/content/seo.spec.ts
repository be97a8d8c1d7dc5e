import { expect, test } from '../fixtures.ts';

const PAGES: { path: string; types: string[] }[] = [
  { path: '/legal-guide', types: ['BreadcrumbList'] },
  { path: '/legal-resources', types: ['BreadcrumbList'] },
  { path: '/practice-areas', types: ['BreadcrumbList'] },
  { path: '/provincial-guide', types: ['BreadcrumbList'] },
  { path: '/how-to-choose-lawyer', types: ['BreadcrumbList'] },
  { path: '/legal-news', types: ['BreadcrumbList', 'Article'] },
  { path: '/faq', types: ['BreadcrumbList', 'FAQPage'] },
  { path: '/blog', types: ['BreadcrumbList'] },
  { path: '/blog/know-your-rights-police-stop', types: ['BreadcrumbList', 'Article'] },
  { path: '/about', types: ['BreadcrumbList'] },
  { path: '/contact', types: ['BreadcrumbList'] },
  { path: '/privacy-policy', types: ['BreadcrumbList'] },
  { path: '/terms-of-service', types: ['BreadcrumbList'] },
];

function firstMatch(html: string, pattern: RegExp): string {
  return pattern.exec(html)?.[1] ?? '';
}

// The server's HTML, before any JavaScript: what a search engine reads first.
test('every content page is server-rendered with its own title, description, canonical and structured data', async ({
  request,
  baseURL,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path, types } of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = firstMatch(html, /<title>([^<]+)<\/title>/);
    const description = firstMatch(html, /<meta name="description" content="([^"]+)"/);
    expect(title, path).not.toBe('');
    expect(description, path).not.toBe('');
    titles.add(title);
    descriptions.add(description);
    expect(firstMatch(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(
      `${baseURL}${path}`,
    );
    expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
    const json = firstMatch(html, /<script type="application\/ld\+json">(.+?)<\/script>/s);
    const data = JSON.parse(json) as Record<string, unknown> | Record<string, unknown>[];
    const found = new Set((Array.isArray(data) ? data : [data]).map((item) => item['@type']));
    for (const type of types) expect([...found], path).toContain(type);
  }
  expect(titles.size).toBe(PAGES.length);
  expect(descriptions.size).toBe(PAGES.length);
});

test('a blog post’s breadcrumbs lead from Home through Blog to the post', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/blog/how-divorce-works-in-canada')).text();
  const json = firstMatch(html, /<script type="application\/ld\+json">(.+?)<\/script>/s);
  const [breadcrumbs] = JSON.parse(json) as {
    itemListElement: { position: number; name: string; item: string }[];
  }[];
  expect(breadcrumbs?.itemListElement.map((crumb) => crumb.item)).toEqual([
    `${baseURL}/`,
    `${baseURL}/blog`,
    `${baseURL}/blog/how-divorce-works-in-canada`,
  ]);
});
