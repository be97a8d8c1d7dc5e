import { PROVINCES } from '@cld/content/provinces';
import { callApi } from '../../lib/api/api.ts';
import { serverCall } from '../../lib/api/api.server.ts';
import { placePath } from '../../lib/places/place-paths.ts';
import { sitePageEntries } from './site-pages.ts';
import { inEveryLanguage, sitemapIndex, urlSet, type SitemapEntry } from './sitemap-xml.ts';

async function lawyerChunks() {
  const response = await callApi((api) => api.sitemap.lawyerChunks, {}, serverCall());
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
  return urlSet(
    inEveryLanguage(origin, sitePageEntries({ origin, directoryLastModified: newest })),
  );
}

/** `/sitemaps/lawyers/{index}.xml`: every visible lawyer of that range, or null for none. */
export async function buildLawyersSitemap(origin: string, index: number): Promise<string | null> {
  const args = { params: { index: String(index) } };
  const response = await callApi((api) => api.sitemap.lawyerChunk, args, serverCall());
  if (response.body.lawyers.length === 0) return null;
  return urlSet(
    inEveryLanguage(
      origin,
      response.body.lawyers.map((lawyer) => ({
        loc: `${origin}/lawyer/${lawyer.id}`,
        lastmod: lawyer.lastModified,
      })),
    ),
  );
}

/**
 * `/sitemaps/places.xml`: the landing page of every province, every city and every practice area
 * of a city that has lawyers, dated with the directory's latest change.
 */
export async function buildPlacesSitemap(origin: string): Promise<string> {
  const context = serverCall();
  const newest = (await lawyerChunks())
    .map((chunk) => chunk.lastModified)
    .sort()
    .at(-1);
  const perProvince = await Promise.all(
    PROVINCES.map(async ({ code }) => {
      const [cities, areas] = await Promise.all([
        callApi((api) => api.reference.cities, { query: { province: code } }, context),
        callApi((api) => api.reference.cityPracticeAreas, { query: { province: code } }, context),
      ]);
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
  return urlSet(
    inEveryLanguage(
      origin,
      perProvince.flat().map((path) => ({ loc: `${origin}${path}`, lastmod: newest })),
    ),
  );
}
