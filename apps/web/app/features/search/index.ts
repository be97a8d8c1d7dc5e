export { siteSearchLawyersQuery } from './queries.ts';
export { SearchPage } from './search-page.tsx';
