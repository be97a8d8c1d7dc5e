import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * An English page in the browser has no French tables (`french.ts`): its links stay English, and
 * its own French twin, for `hreflang`, comes from its seed. Fresh modules: the test setup
 * registers the tables as the server has them.
 */
async function englishPageModules(twins?: { en: string; fr: string }) {
  vi.resetModules();
  const namespace = await import('./namespace.ts');
  const seed = JSON.stringify({ locale: 'en', messages: {}, ...(twins ? { twins } : {}) });
  namespace.readPageSeed({ getElementById: () => ({ textContent: seed }) } as unknown as Document);
  const french = await import('./french.ts');
  expect(french.frenchPack()).toBeUndefined();
  return {
    paths: await import('./paths.ts'),
    meta: await import('../lib/seo/meta.ts'),
  };
}

afterEach(() => {
  vi.resetModules();
});

describe('paths on an English page in the browser, without the French tables', () => {
  it('keep English links English and know the page’s own twin from its seed', async () => {
    const { paths } = await englishPageModules({ en: '/lawyer/12', fr: '/fr/avocat/12' });
    expect(paths.localizePath('/about?x=1', 'en')).toBe('/about?x=1');
    expect(paths.pathIn('/lawyer/12?tab=reviews', 'fr')).toBe('/fr/avocat/12?tab=reviews');
    expect(paths.pathIn('/fr/avocat/12', 'en')).toBe('/lawyer/12');
    // Another page's twin is not known here: no guess.
    expect(paths.pathIn('/about', 'fr')).toBeUndefined();
    expect(paths.englishPath('/about')).toBe('/about');
  });

  it('name the page’s alternates from the seed, and none for a page the seed does not name', async () => {
    const { meta } = await englishPageModules({ en: '/faq', fr: '/fr/faq' });
    expect(meta.alternates('https://x.ca', '/faq')).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'en-CA', href: 'https://x.ca/faq' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'fr-CA', href: 'https://x.ca/fr/faq' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://x.ca/faq' },
    ]);
    expect(meta.alternates('https://x.ca', '/about')).toEqual([]);
  });

  it('the server seeds the twins of the page it renders, old addresses included', async () => {
    vi.resetModules();
    await import('./french.server.ts');
    const { twinsOf } = await import('./paths.ts');
    expect(twinsOf('/lawyers/12')).toEqual({ en: '/lawyer/12', fr: '/fr/avocat/12' });
    expect(twinsOf('/lawyers-in/quebec/montreal/family-law')).toEqual({
      en: '/lawyers-in/quebec/montreal/family-law',
      fr: '/fr/avocats-a/quebec/montreal/droit-de-la-famille',
    });
    expect(twinsOf('/admin/lawyers')).toBeUndefined();
  });
});
