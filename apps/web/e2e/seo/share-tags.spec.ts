import { expect, test } from '../fixtures.ts';

function tag(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

test('every public page has Open Graph and Twitter card tags with a real image', async ({
  request,
  baseURL,
}) => {
  const pages = [
    ...(await (await request.get('/sitemaps/pages.xml')).text()).matchAll(/<loc>([^<]+)</g),
  ]
    .map((match) => new URL(match[1]!).pathname)
    .concat('/lawyer/1');
  expect(pages.length).toBeGreaterThan(15);
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(tag(html, 'property', 'og:title'), path).toBe(title);
    expect(tag(html, 'property', 'og:description'), path).toBeTruthy();
    expect(tag(html, 'property', 'og:url'), path).toMatch(new RegExp(`^${baseURL}/`));
    expect(tag(html, 'property', 'og:image'), path).toBe(`${baseURL}/og-image.jpg`);
    expect(tag(html, 'name', 'twitter:card'), path).toBe('summary_large_image');
    expect(tag(html, 'name', 'twitter:title'), path).toBe(title);
    expect(tag(html, 'name', 'twitter:image'), path).toBe(`${baseURL}/og-image.jpg`);
  }
  const image = await request.get('/og-image.jpg');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  expect((await image.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
});
