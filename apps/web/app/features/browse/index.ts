export { BrowsePage } from './browse-page.tsx';
export {
  EMPTY_BROWSE_STATE,
  parseBrowseParams,
  toBrowseSearchParams,
  toLawyerSearchRequest,
} from './browse-params.ts';
