import { lawyerSearchQuery } from '../lawyers/index.ts';

/** How many lawyers the site search shows before "See all". */
export const SITE_SEARCH_LAWYERS = 6;

export function siteSearchLawyersQuery(query: string) {
  return lawyerSearchQuery({ search: query, pageSize: SITE_SEARCH_LAWYERS });
}
