// What loaders and resource routes may use of the seo feature (server only; decision 023).
export {
  buildLawyersSitemap,
  buildPagesSitemap,
  buildPlacesSitemap,
  buildSitemapIndex,
} from './sitemaps.server.ts';
