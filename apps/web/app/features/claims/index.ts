// The claims feature's public API: all that other features and routes may import from it (decision 023).
export { claimPath, RegisterListingProfile } from './register-listing-profile.tsx';
