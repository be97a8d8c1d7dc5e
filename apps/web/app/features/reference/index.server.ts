// What loaders and resource routes may use of the reference feature (server only; decision 023).
export { prefetchDirectoryStats } from './stats.server.ts';
export { loadReferenceLists, type ReferenceList } from './reference-loader.server.ts';
