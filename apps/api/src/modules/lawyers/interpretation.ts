import { NAME_POOLS } from '@cld/content/demo-names';
import { createQueryParser } from '@cld/content/search/query-parser';
import type { QueryParser } from '@cld/content/search/query-parser';
import type { ProvinceCode } from '@cld/reference/provinces';
import type { LawyerSearchQuery, SearchInterpretation } from '@cld/contract/lawyers';
import { searchFilter } from '@cld/reference/search-filters';
import type { DirectoryReference } from './directory-reference.ts';

/** Common given names and surnames in Canada: never read as a typo of a place or a term. */
const COMMON_NAMES = Object.values(NAME_POOLS).flatMap((pool) => [
  ...pool.male,
  ...pool.female,
  ...pool.last,
]);

/** What the text says when it is a lawyer's or a firm's name: nothing but free text. */
export function asNameSearch(original: LawyerSearchQuery) {
  const text = original.search ?? '';
  return {
    query: { ...original, search: text },
    interpretation: {
      query: text.trim(),
      practiceAreas: [],
      city: null,
      province: null,
      languages: [],
      details: [],
      freeText: text.trim(),
      ignored: [],
    } satisfies SearchInterpretation,
  };
}

/** Whether the interpretation turned any words into filters. */
export function understoodAny(interpretation: SearchInterpretation | null): boolean {
  return Boolean(
    interpretation &&
    (interpretation.practiceAreas.length ||
      interpretation.city ||
      interpretation.province ||
      interpretation.languages.length ||
      interpretation.details.length),
  );
}

/**
 * A parser per set of cities: building one reads ~1,700 place names (about 100 ms), so it is kept
 * while the reference snapshot's cities stay the same, across the snapshot's periodic reloads.
 */
export function createParserCache() {
  const bySnapshot = new WeakMap<DirectoryReference, QueryParser>();
  let last: { signature: string; parser: QueryParser } | undefined;
  return (snapshot: DirectoryReference): QueryParser => {
    const known = bySnapshot.get(snapshot);
    if (known) return known;
    const signature = snapshot.cities.map((c) => `${c.id}:${c.name}:${c.province}`).join('|');
    if (last?.signature !== signature) {
      // Each text is parsed afresh: 0.06 ms, which a cache of readings saved for nothing a person
      // would notice (decision 049, caches).
      const parser = createQueryParser({
        cities: snapshot.cities.map((c) => ({
          name: c.name,
          province: c.province as ProvinceCode,
          population: c.population ?? 0,
        })),
        names: COMMON_NAMES,
      });
      last = { signature, parser };
    }
    bySnapshot.set(snapshot, last.parser);
    return last.parser;
  };
}

/**
 * The request as filters once its `search` text is understood (issue 16): the practice areas,
 * place and languages read from the text become the filters the request did not set itself, and
 * only the rest stays free text. What the request set explicitly wins; the words it overrode are
 * reported as ignored.
 */
export function understandQuery(
  query: LawyerSearchQuery,
  parser: QueryParser,
): { query: LawyerSearchQuery; interpretation: SearchInterpretation | null } {
  if (!query.search) return { query, interpretation: null };
  const parsed = parser.parse(query.search);
  const effective: LawyerSearchQuery = { ...query, search: parsed.freeText ?? undefined };
  const interpretation: SearchInterpretation = {
    query: parsed.query,
    practiceAreas: [],
    city: null,
    province: null,
    languages: [],
    details: [],
    freeText: parsed.freeText,
    ignored: [...parsed.ignored],
  };
  const overridden = (parts: { matched: string[] }[]) =>
    interpretation.ignored.push(...parts.flatMap((part) => part.matched));

  if (query.practiceAreas?.length) overridden(parsed.practiceAreas);
  else if (parsed.practiceAreas.length) {
    effective.practiceAreas = parsed.practiceAreas.map((area) => area.slug);
    interpretation.practiceAreas = parsed.practiceAreas;
  }

  const places = [parsed.city, parsed.province].filter((place) => place !== null);
  // An explicit `near` is a place too: it wins over one read from the text. A "near me" position
  // (`lat`/`lng`) is not a named place: a place in the text still narrows it.
  // A province chosen beside a city the text names in it ("Laval" and Québec) keeps that city:
  // choosing the province must not silently drop a place the text said (issue 35).
  const cityInChosenProvince =
    query.province !== undefined &&
    !query.location &&
    !query.city &&
    !query.near &&
    parsed.city !== null &&
    parsed.city.province === query.province;
  if (cityInChosenProvince) {
    effective.city = parsed.city!.name;
    interpretation.city = parsed.city;
    if (parsed.province) overridden([parsed.province]);
  } else if (query.location || query.city || query.province || query.near) overridden(places);
  else {
    if (parsed.city) {
      effective.city = parsed.city.name;
      interpretation.city = parsed.city;
    }
    if (parsed.province) interpretation.province = parsed.province;
    // A city's name can be shared across provinces: the one read is in its own province.
    const province = parsed.province?.code ?? parsed.city?.province;
    if (province) effective.province = province;
  }

  if (query.languages?.length) overridden(parsed.languages);
  else if (parsed.languages.length) {
    effective.languages = parsed.languages.map((language) => language.name);
    interpretation.languages = parsed.languages;
  }

  // A practice detail named in the text ("free consultation", « en soirée ») is that filter, added
  // to the ones the request set: ticking "By video" beside "pro bono" in the text keeps both.
  const details = effective as Record<string, unknown>;
  for (const detail of parsed.details) {
    const filter = searchFilter(detail.param);
    if (filter.kind === 'flag') details[filter.param] = true;
    else {
      const ticked = (details[filter.param] as string[] | undefined) ?? [];
      if (!ticked.includes(detail.value as string)) {
        details[filter.param] = [...ticked, detail.value as string];
      }
    }
    interpretation.details.push({
      param: detail.param,
      value: String(detail.value),
      matched: [...detail.matched],
    });
  }
  return { query: effective, interpretation };
}
