import { useSearchParams } from 'react-router';
import { type BrowseState, parseBrowseParams, toBrowseSearchParams } from './browse-params.ts';

/** The browse page's state lives in its URL: shareable, and Back restores it. */
export function useBrowseState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseBrowseParams(searchParams);

  function setState(next: BrowseState) {
    // The list updates in place; jumping to the top on every checkbox would lose the visitor.
    void setSearchParams(toBrowseSearchParams(next), { preventScrollReset: true });
  }

  function hrefFor(next: BrowseState): string {
    const query = toBrowseSearchParams(next).toString();
    return query ? `/browse-lawyers?${query}` : '/browse-lawyers';
  }

  return { state, setState, hrefFor };
}
