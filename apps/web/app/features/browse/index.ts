// The browse feature's public API: all that other features and routes may import from it (decision 023).
export { BrowsePage } from './browse-page.tsx';
export {
  EMPTY_BROWSE_STATE,
  parseBrowseParams,
  toBrowseSearchParams,
  toLawyerSearchRequest,
} from './browse-params.ts';
