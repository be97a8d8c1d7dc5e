// The compare feature's public API: all that other features and routes may import from it (decision 023).
export { ComparePage } from './compare-page.tsx';
export { compareQuery, compareRequestOf } from './queries.ts';
export type { CompareRequest } from './queries.ts';
