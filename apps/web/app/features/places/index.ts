// The places feature's public API: all that other features and routes may import from it (decision 023).
export { PlacePage, placeCrumbs } from './place-page.tsx';
export type { Place } from './place-page.tsx';
export { cityPracticeAreasQuery, placeLawyersQuery } from './queries.ts';
