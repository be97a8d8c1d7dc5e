export { citiesQuery, locationsQuery, practiceAreasQuery, statsQuery } from './queries.ts';
export { useCities, usePracticeAreas, useProvinces } from './use-reference.ts';
