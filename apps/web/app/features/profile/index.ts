export { firmNameOf } from './firm-name.ts';
export { ProfilePage } from './profile-page.tsx';
export { LawyerNotFound } from './profile-states.tsx';
