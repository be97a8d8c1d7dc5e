import type { SearchSuggestion } from '@cld/contract/lawyers';

/** A suggestion's search as a URL query: lists comma-separated, as browse and the API read them. */
export function suggestionQuery(suggestion: SearchSuggestion): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(suggestion.params)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text) params.set(name, text);
  }
  return params.toString();
}
