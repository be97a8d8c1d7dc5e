import { PROVINCES } from '@cld/content/provinces';
import { apiClient } from '../../lib/api/api-client.server.ts';
import { placePath } from '../../lib/places/place-paths.ts';
import { sitePageEntries } from './site-pages.ts';
import { sitemapIndex, urlSet, type SitemapEntry } from './sitemap-xml.ts';

async function lawyerChunks() {
  const response = await apiClient().sitemap.lawyerChunks();
  if (response.status !== 200) throw new Error(`sitemap chunks: ${response.status}`);
  return response.body.chunks;
}

/** `/sitemap.xml`: the site's pages, then one file per range of lawyers' ids. */
export async function buildSitemapIndex(origin: string): Promise<string> {
  const chunks = await lawyerChunks();
  const newest = chunks
    .map((chunk) => chunk.lastModified)
    .sort()
    .at(-1);
  const files: SitemapEntry[] = [
    { loc: `${origin}/sitemaps/pages.xml`, lastmod: newest },
    { loc: `${origin}/sitemaps/places.xml`, lastmod: newest },
    ...chunks.map((chunk) => ({
      loc: `${origin}/sitemaps/lawyers/${chunk.index}.xml`,
      lastmod: chunk.lastModified,
    })),
  ];
  return sitemapIndex(files);
}

/** `/sitemaps/pages.xml`. */
export async function buildPagesSitemap(origin: string): Promise<string> {
  const chunks = await lawyerChunks();
  const newest = chunks
    .map((chunk) => chunk.lastModified)
    .sort()
    .at(-1);
  return urlSet(sitePageEntries({ origin, directoryLastModified: newest }));
}

/** `/sitemaps/lawyers/{index}.xml`: every visible lawyer of that range, or null for none. */
export async function buildLawyersSitemap(origin: string, index: number): Promise<string | null> {
  const response = await apiClient().sitemap.lawyerChunk({ params: { index: String(index) } });
  if (response.status !== 200) throw new Error(`sitemap chunk ${index}: ${response.status}`);
  if (response.body.lawyers.length === 0) return null;
  return urlSet(
    response.body.lawyers.map((lawyer) => ({
      loc: `${origin}/lawyer/${lawyer.id}`,
      lastmod: lawyer.lastModified,
    })),
  );
}

/**
 * `/sitemaps/places.xml`: the landing page of every province, every city and every practice area
 * of a city that has lawyers, dated with the directory's latest change.
 */
export async function buildPlacesSitemap(origin: string): Promise<string> {
  const api = apiClient();
  const newest = (await lawyerChunks())
    .map((chunk) => chunk.lastModified)
    .sort()
    .at(-1);
  const perProvince = await Promise.all(
    PROVINCES.map(async ({ code }) => {
      const [cities, areas] = await Promise.all([
        api.reference.cities({ query: { province: code } }),
        api.reference.cityPracticeAreas({ query: { province: code } }),
      ]);
      if (cities.status !== 200 || areas.status !== 200) {
        throw new Error(`sitemap places ${code}: ${cities.status} ${areas.status}`);
      }
      if (cities.body.length === 0) return [];
      return [
        placePath({ province: code }),
        ...cities.body.map((row) => placePath({ province: code, city: row.city })),
        ...areas.body.map((row) =>
          placePath({ province: code, city: row.city, practiceArea: row.slug }),
        ),
      ];
    }),
  );
  return urlSet(perProvince.flat().map((path) => ({ loc: `${origin}${path}`, lastmod: newest })));
}
