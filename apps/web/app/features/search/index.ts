// The search feature's public API: all that other features and routes may import from it (decision 023).
export { siteSearchLawyersQuery } from './queries.ts';
export { SearchPage } from './search-page.tsx';
