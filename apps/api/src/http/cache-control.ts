/**
 * Cache policies (spec §7 Caching): reference data may be cached for five minutes by browsers and
 * shared caches; the directory's anonymous answers (searches, profiles) for a minute, then served stale
 * for five more while a cache asks again in the background, and revalidated by their `ETag` (DESIGN
 * §8.1, decision 049); anything that depends on who is asking never is.
 */
export const PUBLIC_DIRECTORY_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export type CachePolicy = 'reference' | 'public-directory' | 'personal' | 'none';

/** Structural, so ts-rest's differently parameterised reply type fits too. */
export interface HeaderWriter {
  header(name: string, value: string): unknown;
}

export function setCachePolicy(reply: HeaderWriter, policy: CachePolicy): void {
  switch (policy) {
    case 'reference':
      reply.header('cache-control', 'public, max-age=300');
      return;
    case 'public-directory':
      // Only for anonymous answers: a signed-in viewer's copy carries e-mails and is 'personal'.
      // Vary keeps a shared cache from serving the anonymous copy to a request with credentials.
      reply.header('cache-control', PUBLIC_DIRECTORY_CACHE_CONTROL);
      reply.header('vary', 'Authorization, Cookie');
      return;
    case 'personal':
      reply.header('cache-control', 'private, no-store');
      reply.header('vary', 'Authorization, Cookie');
      return;
    case 'none':
      reply.header('cache-control', 'no-store');
  }
}
