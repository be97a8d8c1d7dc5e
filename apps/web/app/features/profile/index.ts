// The profile feature's public API: all that other features and routes may import from it (decision 023).
export { firmNameOf } from './firm-name.ts';
export { ProfilePage } from './profile-page.tsx';
export { LawyerNotFound } from './profile-states.tsx';
export { loadAreaSummary, loadProvinceHelp } from './province-help-data.ts';
