// The lawyers feature's public API: all that other features and routes may import from it (decision 023).
export { CompareBar } from './compare-bar.tsx';
export { comparePath } from './compare-path.ts';
export type { ComparePlace } from './compare-path.ts';
export { clearCompared, setCompared, useComparedLawyers } from './compare-selection.ts';
export type { ComparedLawyer } from './compare-selection.ts';
export { CompareTick } from './compare-tick.tsx';
export { distanceFigure, formatDay, formatProfilePhone, phoneHref } from './format.ts';
export { bioFor, speaksFrench } from './lawyer-bio.ts';
export type { ShownBio } from './lawyer-bio.ts';
export { LawyerCard } from './lawyer-card.tsx';
export { noResultsCard } from './no-results-card.ts';
export type { NoResultsCard } from './no-results-card.ts';
export { NoResults } from './no-results.tsx';
/** The no-results card's module, for a page that loads it only when a search finds nobody. */
export const loadNoResults = () => import('./no-results.tsx');
export { lawyerQuery, lawyerSearchQuery } from './queries.ts';
export type { SearchParts } from './queries.ts';
export { RatingSummary } from './rating-summary.tsx';
export { isRegisterOnly, RegisterProvenance } from './register-provenance.tsx';
export { RegulatorOptions } from './regulator-options.tsx';
export { ResponsivenessNote } from './responsiveness-note.tsx';
export { SearchChips } from './search-chips.tsx';
export { replyDuration, showsRating } from './signals.ts';
export {
  currentInterpretation,
  fold,
  searchChips,
  searchedAreasOf,
  understoodDetailChips,
} from './understood.ts';
export type { SearchChip } from './understood.ts';
export { VerificationNote } from './verification-note.tsx';
