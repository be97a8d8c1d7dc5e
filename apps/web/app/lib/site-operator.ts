import { PLACEHOLDER_SITE_OPERATOR, type SiteOperator } from '@cld/content/site-operator';
import { useRouteLoaderData } from 'react-router';

/**
 * Who runs the site, as the server was configured (`SITE_OPERATOR_*`, `PRIVACY_OFFICER_*`,
 * decision 019); it comes with the root loader's data. Without it (a screen rendered outside the
 * app, in tests) the labelled placeholder stands in.
 */
export function useSiteOperator(): SiteOperator {
  const root = useRouteLoaderData('root') as { siteOperator?: SiteOperator } | undefined;
  return root?.siteOperator ?? PLACEHOLDER_SITE_OPERATOR;
}
