import { MAX_COMPARED_LAWYERS } from '@cld/reference/lawyer-search';
import { CACHE_TIMES } from '../../lib/query/cache-times.ts';

/** What the compare view's address asks for: the lawyers' ids and the place distances are from. */
export interface CompareRequest {
  ids: string[];
  near?: string;
  lat?: string;
  lng?: string;
}

/**
 * The request of a compare address (`?ids=4,9&near=Laval`): whole-number ids, each once, at most
 * three; the place only as the visitor's search gave it. Anything else is left out, so a mistyped
 * address shows the lawyers it does name.
 */
export function compareRequestOf(params: URLSearchParams): CompareRequest {
  const ids = [
    ...new Set(
      params
        .getAll('ids')
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter((value) => /^[1-9]\d{0,9}$/.test(value)),
    ),
  ].slice(0, MAX_COMPARED_LAWYERS);
  const near = params.get('near')?.trim();
  const lat = params.get('lat')?.trim();
  const lng = params.get('lng')?.trim();
  return {
    ids,
    ...(near ? { near } : lat && lng ? { lat, lng } : {}),
  };
}

export function compareQuery(request: CompareRequest) {
  return {
    queryKey: ['lawyers', 'compare', request] as const,
    queryData: { query: { ...request, ids: request.ids.join(',') } },
    ...CACHE_TIMES.lawyers,
  };
}
