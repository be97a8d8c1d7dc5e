import type { LawyerSearchResult } from '@cld/contract/lawyers';
import { loadT, type Locale } from '../../i18n/i18n.ts';
import { noResultsMessages } from '../../i18n/namespaces.ts';
import {
  noResultsCard,
  type NoResultsCard,
  currentInterpretation,
  searchChips,
} from '../lawyers/index.ts';
import type { BrowseState } from './browse-params.ts';
import { matchingChips } from './matching-chips.ts';
import { provinceName } from './province-name.ts';

/**
 * The no-results card of a browse search that found nobody, written on the server with the same
 * chips the page shows, so its first load hydrates it without the card's code and strings
 * (decision 021). Null when the search found lawyers or did not answer.
 */
export async function browseNoResultsCard(
  state: BrowseState,
  result: LawyerSearchResult | undefined,
  locale: Locale,
): Promise<NoResultsCard | null> {
  if (!result || result.total > 0) return null;
  const interpretation = currentInterpretation(state.search, result.interpretation);
  const t = await loadT(locale, noResultsMessages);
  return noResultsCard(
    t,
    [
      ...searchChips(state, interpretation, provinceName),
      ...matchingChips(t, locale, state, result.centre, interpretation),
    ],
    result.suggestions ?? [],
  );
}
