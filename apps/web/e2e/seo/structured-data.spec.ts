import { expect, test } from '../fixtures.ts';
import { allowedProperties, vocabularyProblems } from './schema-org.ts';

test('the vocabulary check itself tells valid from invalid', () => {
  expect(allowedProperties('LegalService')?.has('address')).toBe(true);
  expect(vocabularyProblems({ '@type': 'Person', name: 'A', jobTitle: 'Lawyer' })).toEqual([]);
  expect(vocabularyProblems({ '@type': 'Attorneyy', name: 'A' })).toEqual([
    '$: "Attorneyy" is not a schema.org type',
  ]);
  expect(vocabularyProblems({ '@type': 'Person', priceRange: '$$' })).toEqual([
    '$.priceRange: not a property of Person',
  ]);
  expect(vocabularyProblems({ '@type': 'SearchAction', 'query-input': 'required name=q' })).toEqual(
    [],
  );
  expect(vocabularyProblems({ '@type': 'SearchAction', 'price-input': 'x' })).toEqual([
    '$.price-input: not a property of SearchAction',
  ]);
});

test('every page’s structured data uses only schema.org types and their properties', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemaps/pages.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)</g)]
    .map((match) => new URL(match[1]!).pathname)
    .concat(
      '/lawyer/1',
      '/search?q=divorce',
      '/lawyers-in/ontario',
      '/lawyers-in/ontario/toronto/family-law',
    );
  let blocks = 0;
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    for (const [, json] of html.matchAll(
      /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      blocks += 1;
      expect(vocabularyProblems(JSON.parse(json!)), path).toEqual([]);
    }
  }
  // Two pages of each language (the sitemap lists both, issue 19) carry none.
  expect(blocks).toBeGreaterThanOrEqual(paths.length - 4);
});
