export { browseNoResultsCard } from './no-results-card.server.ts';
