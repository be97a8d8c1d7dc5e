export { searchContent } from './content-search.server.ts';
