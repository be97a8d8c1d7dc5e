import type { PracticeAreaGuide } from './practice-area-guides.ts';

/**
 * The guides with the API's live lawyer counts; `null` where the API does not list the area or its
 * count is not a whole number: the page then shows no figure. An area is matched by its slug when
 * the API gives one (so the French guides, whose names are French, find their counts: decision
 * 028), by its English name (any case) otherwise. Apart from the guides, so a page of either
 * language can count without shipping the English guides.
 */
export function withLiveCounts(
  guides: readonly PracticeAreaGuide[],
  live: readonly { name: string; slug?: string; count?: string | number }[],
): (PracticeAreaGuide & { count: number | null })[] {
  const counts = new Map<string, number>();
  for (const { name, slug, count } of live) {
    const parsed = typeof count === 'number' ? count : Number.parseInt(count ?? '', 10);
    if (Number.isInteger(parsed) && parsed >= 0) {
      counts.set(slug ? `slug:${slug}` : `name:${name.trim().toLowerCase()}`, parsed);
    }
  }
  return guides.map((g) => ({
    ...g,
    count: counts.get(`slug:${g.slug}`) ?? counts.get(`name:${g.name.toLowerCase()}`) ?? null,
  }));
}
