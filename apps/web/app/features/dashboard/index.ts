// The dashboard feature's public API: all that other features and routes may import from it (decision 023).
export { AccountSettings } from './account-settings.tsx';
export { ContactRequests } from './contact-requests.tsx';
export { DashboardPage } from './dashboard-page.tsx';
export { PersonalData } from './personal-data.tsx';
export { ProfileFields } from './profile-fields.tsx';
export { savedProfileValues, toProfileInput } from './profile-form-values.ts';
export type { ProfileFormValues } from './profile-form-values.ts';
export { checkedProfile, useProfileFormValues } from './use-profile-form.ts';
