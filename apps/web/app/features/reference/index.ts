// The reference feature's public API: all that other features and routes may import from it (decision 023).
export { citiesQuery, locationsQuery, practiceAreasQuery, statsQuery } from './queries.ts';
export {
  findPracticeAreaIn,
  namesIn,
  SpecializationsRecorderContext,
  useNames,
  useProvinceName,
  useSpecializationNames,
  type Names,
} from './names.ts';
export { useCities, usePracticeAreas, useProvinces } from './use-reference.ts';
