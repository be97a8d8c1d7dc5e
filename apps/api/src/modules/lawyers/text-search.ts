import type { LawyerSort } from '@cld/reference/lawyer-search';
import { COMPARATORS, byRating, predicateFor } from './directory-index.ts';
import type { DirectoryIndex, IndexedLawyer } from './directory-index.ts';
import type { TextIndex } from './directory-text.ts';
import type { CityDistance } from './distance.ts';
import { EXACTLY_RANKED } from './queries.ts';
import type { RankedMatch, SearchFilters } from './queries.ts';
import { addReal, trigramSet } from './text-match.ts';
import type { ParsedQuery } from './text-match.ts';

/**
 * Free-text searches answered from memory (decision 047), exactly as queries.ts answers them in
 * SQL: the lawyers matching the filters and the text by either branch (the vector, or every long
 * word near the name), each ranked by `max(text rank) + max(similarity)`; for relevance, the best
 * EXACTLY_RANKED of them ranked again exactly, and leading.
 */
export interface FreeText {
  /** The text folded like `fold_text`. */
  search: string;
  /** `websearch_to_tsquery('english', search) || websearch_to_tsquery('french', search)`. */
  query: ParsedQuery;
  /** `nameWords(search)` of queries.ts. */
  nameWords: string[];
}

interface Match {
  lawyer: IndexedLawyer;
  rank: number;
}

/**
 * Every lawyer matching the filters and the text, ranked when asked (else rank 0, as in SQL);
 * undefined when a name or firm it would compare holds characters memory cannot cut into trigrams
 * as the database does (`trigramsExact`): then SQL answers.
 */
function matchesOf({
  index,
  textIndex,
  text,
  filters,
  ranked,
  now,
}: {
  index: DirectoryIndex;
  textIndex: TextIndex;
  text: FreeText;
  filters: SearchFilters;
  ranked: boolean;
  now: number;
}): Match[] | undefined {
  if ((ranked || text.nameWords.length > 0) && !textIndex.namesExact) return undefined;
  const matches = predicateFor(filters, now);
  const searchTrigrams = ranked ? trigramSet(text.search) : undefined;
  const found = new Map<number, { lawyer: IndexedLawyer; textRank: number; similarity: number }>();
  const query = textIndex.bind(text.query);
  const byText = (id: number, lawyer: IndexedLawyer) =>
    found.set(id, {
      lawyer,
      textRank: ranked ? query.rank(id) : 0,
      similarity: searchTrigrams ? textIndex.firmSimilarity(id, searchTrigrams) : 0,
    });
  const byName: { id: number; lawyer: IndexedLawyer }[] = [];
  // Few lawyers within the filters (a city, an area): each is checked against the text. Else
  // the text's lists of lawyers are walked, each checked against the filters.
  const lists = index.candidatesOf(filters);
  const within = lists.reduce((sum, list) => sum + list.length, 0);
  if (within <= textIndex.estimate(text.query.root)) {
    const names = text.nameWords.length ? textIndex.nearNames(text.nameWords) : [];
    for (const list of lists) {
      for (const lawyer of list) {
        if (!matches(lawyer)) continue;
        const { id } = lawyer;
        if (text.query.root && query.matches(id)) byText(id, lawyer);
        if (names.length && textIndex.nameIn(id, names)) byName.push({ id, lawyer });
      }
    }
  } else {
    for (const id of textIndex.textMatches(text.query)) {
      const lawyer = index.get(id);
      if (lawyer && matches(lawyer)) byText(id, lawyer);
    }
    for (const id of textIndex.nameMatches(text.nameWords)) {
      const lawyer = index.get(id);
      if (lawyer && matches(lawyer)) byName.push({ id, lawyer });
    }
  }
  const nameSimilarities = ranked
    ? textIndex.nameSimilarities(
        byName.map((match) => match.id),
        text.search,
      )
    : undefined;
  for (const { id, lawyer } of byName) {
    const similarity = nameSimilarities?.get(id) ?? 0;
    const known = found.get(id);
    if (known) known.similarity = Math.max(known.similarity, similarity);
    else found.set(id, { lawyer, textRank: 0, similarity });
  }
  if (ranked && [...found.keys()].some((id) => !textIndex.firmExact(id))) return undefined;
  return [...found.values()].map(({ lawyer, textRank, similarity }) => ({
    lawyer,
    rank: addReal(textRank, similarity),
  }));
}

/** `rankedMatches` of queries.ts: every match with its rank (undefined: ask SQL). */
export function rankedTextMatches(request: {
  index: DirectoryIndex;
  textIndex: TextIndex;
  text: FreeText;
  filters: SearchFilters;
  now?: number;
}): RankedMatch[] | undefined {
  return matchesOf({ ...request, ranked: true, now: request.now ?? Date.now() })?.map(
    ({ lawyer, rank }) => ({
      id: lawyer.id,
      rank,
      ratingScore: lawyer.ratingScore,
      reviewCount: lawyer.reviewCount,
    }),
  );
}

const byRank = (a: Match, b: Match) => b.rank - a.rank || byRating(a.lawyer, b.lawyer);

/** The first `count` of `items` by `compare`, in order (a sort of everything when many). */
function firstOf<T>(items: T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  if (count >= items.length / 4) return items.sort(compare).slice(0, count);
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === count && compare(item, kept[count - 1]!) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(kept[middle]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

/**
 * A page of a free-text search and its total: `findLawyers` with `search`, from memory
 * (undefined: ask SQL, see `matchesOf`).
 */
export function textPage({
  index,
  textIndex,
  text,
  filters,
  sort,
  offset,
  limit,
  distances,
  now = Date.now(),
}: {
  index: DirectoryIndex;
  textIndex: TextIndex;
  text: FreeText;
  filters: SearchFilters;
  sort: LawyerSort;
  offset: number;
  limit: number;
  distances?: readonly CityDistance[] | undefined;
  now?: number;
}): { ids: number[]; total: number } | undefined {
  const ranked = sort === 'relevance';
  const matches = matchesOf({ index, textIndex, text, filters, ranked, now });
  if (!matches) return undefined;
  const total = matches.length;
  const wanted = offset + limit;
  let ordered: IndexedLawyer[];
  if (ranked) {
    // The best by their first rank, ranked again exactly (their vector, name and firm): first.
    const best = firstOf(matches, Math.max(EXACTLY_RANKED, wanted), byRank);
    const searchTrigrams = trigramSet(text.search);
    const query = textIndex.bind(text.query);
    const leading = best.slice(0, EXACTLY_RANKED);
    const nameSimilarities = textIndex.nameSimilarities(
      leading.map(({ lawyer }) => lawyer.id),
      text.search,
    );
    const exact = leading.map(({ lawyer }) => ({
      lawyer,
      rank: addReal(
        query.rank(lawyer.id),
        Math.max(
          nameSimilarities.get(lawyer.id)!,
          textIndex.firmSimilarity(lawyer.id, searchTrigrams),
        ),
      ),
    }));
    ordered = [...exact.sort(byRank), ...best.slice(EXACTLY_RANKED)].map((m) => m.lawyer);
  } else if (sort === 'distance') {
    if (!distances) throw new Error('A distance sort needs the distances');
    const km = new Map(distances.map((city) => [city.id, city.km]));
    const near = matches.filter(({ lawyer }) => km.has(lawyer.cityId)).map((m) => m.lawyer);
    ordered = firstOf(
      near,
      wanted,
      (a, b) => km.get(a.cityId)! - km.get(b.cityId)! || byRating(a, b),
    );
  } else {
    ordered = firstOf(
      matches.map((m) => m.lawyer),
      wanted,
      COMPARATORS[sort],
    );
  }
  return { ids: ordered.slice(offset, wanted).map((lawyer) => lawyer.id), total };
}
