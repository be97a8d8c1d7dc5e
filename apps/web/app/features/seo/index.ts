export { xmlResponse } from './sitemap-xml.ts';
