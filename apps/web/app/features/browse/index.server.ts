// What loaders and resource routes may use of the browse feature (server only; decision 023).
export { browseNoResultsCard } from './no-results-card.server.ts';
