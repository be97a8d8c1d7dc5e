// What loaders and resource routes may use of the search feature (server only; decision 023).
export { searchContent } from './content-search.server.ts';
