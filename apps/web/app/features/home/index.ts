// The home feature's public API: all that other features and routes may import from it (decision 023).
export { HomePage } from './home-page.tsx';
