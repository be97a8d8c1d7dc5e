export {
  buildLawyersSitemap,
  buildPagesSitemap,
  buildPlacesSitemap,
  buildSitemapIndex,
} from './sitemaps.server.ts';
