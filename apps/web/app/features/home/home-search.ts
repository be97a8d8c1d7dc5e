/** The home search card's choices (spec §3: province, practiceArea, city, searchQuery). */
export interface HomeSearch {
  province: string;
  practiceArea: string;
  city: string;
  search: string;
}

/** `/browse-lawyers` with only the filled choices as parameters (spec §2, Home). */
export function browseHrefFor(search: HomeSearch): string {
  const params = new URLSearchParams();
  const entries: [string, string][] = [
    ['province', search.province],
    ['practiceAreas', search.practiceArea],
    ['city', search.province ? search.city : ''],
    ['search', search.search],
  ];
  for (const [name, value] of entries) {
    const trimmed = value.trim();
    if (trimmed) params.set(name, trimmed);
  }
  const query = params.toString();
  return query ? `/browse-lawyers?${query}` : '/browse-lawyers';
}
