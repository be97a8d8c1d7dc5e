import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRENCH_WORDS } from '../i18n/french-words.ts';

/** The French pages' layout route in the browser: its tables from the page's seed, or loaded. */
afterEach(() => {
  vi.resetModules();
});

/** The route module as a browser evaluates it, after the page's seed was read (or without one). */
async function loadRoute(seed: object | null) {
  vi.resetModules();
  const namespace = await import('../i18n/namespace.ts');
  if (seed) {
    const text = JSON.stringify({ locale: 'fr', messages: {}, ...seed });
    namespace.readPageSeed({
      getElementById: () => ({ textContent: text }),
    } as unknown as Document);
  }
  const route = await import('./french.tsx');
  const french = await import('../i18n/french.ts');
  const paths = await import('../i18n/paths.ts');
  return { route, french, paths };
}

describe('routes/french.tsx', () => {
  it('builds the French tables from the words the page brought, as it loads', async () => {
    const { french, paths } = await loadRoute({ french: FRENCH_WORDS });
    expect(french.frenchPack()).toBeDefined();
    expect(paths.localizePath('/lawyers-in/quebec/montreal/family-law', 'fr')).toBe(
      '/fr/avocats-a/quebec/montreal/droit-de-la-famille',
    );
    expect(french.requireFrench().names.language('Punjabi')).toBe('Pendjabi');
  });

  it('loads the words when a French page is reached without them, and only then', async () => {
    const { route, french, paths } = await loadRoute(null);
    expect(french.frenchPack()).toBeUndefined();
    expect(() => french.requireFrench()).toThrow(/French page without its tables/);
    expect(await route.clientLoader()).toBeNull();
    expect(paths.localizePath('/about', 'fr')).toBe('/fr/a-propos');
  });
});
