// The client-space feature's public API: all that other features and routes may import from it (decision 023).
export { ClientSpacePage } from './client-space-page.tsx';
// The heart of cards and profiles is its own entry, `./save-heart.tsx` (eslint.boundaries.js).
export {
  SAVED_LAWYERS_KEY,
  SENT_REQUESTS_KEY,
  fetchSavedLawyers,
  fetchSentRequests,
  savedLawyersQueryOptions,
  sentRequestsQueryOptions,
} from './queries.ts';
