export { PlacePage, placeCrumbs } from './place-page.tsx';
export type { Place } from './place-page.tsx';
export { cityPracticeAreasQuery, placeLawyersQuery } from './queries.ts';
