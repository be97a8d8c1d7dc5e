import type { EntryContext } from 'react-router';

/**
 * The `Link` header of a document: every script its first load runs (the client entry, the matched
 * routes' modules and what they import) as `rel=modulepreload`, so the browser asks for them with
 * the response's headers instead of once it has parsed the head. The same URLs are in the head as
 * `<link rel="modulepreload">`; the browser fetches each once.
 *
 * Measured with Lighthouse (docs/performance.md): the first paint no longer waits for the scripts
 * in its simulation (FCP about 2.0 s → 1.4 s); hydration, which then comes after that paint, is
 * light enough that blocking time stays under 50 ms.
 */
export function modulePreloadHeader({
  manifest,
  staticHandlerContext,
}: Pick<EntryContext, 'manifest' | 'staticHandlerContext'>): string {
  const urls = new Set<string>([...manifest.entry.imports, manifest.entry.module]);
  for (const match of staticHandlerContext.matches) {
    const route = manifest.routes[match.route.id];
    if (!route) continue;
    for (const url of route.imports ?? []) urls.add(url);
    urls.add(route.module);
  }
  return [...urls].map((url) => `<${url}>; rel=modulepreload`).join(', ');
}
