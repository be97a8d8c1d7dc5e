import { contentPageMeta } from '../features/content/index.ts';
import { HelpNowPage, loadHelpNowPage, provinceFrom } from '../features/help-now/index.ts';
import { metaLocale, requestLocale, routeMessages } from '../i18n/i18n.ts';
import type { Route } from './+types/help-now.ts';

// What meta shows: loaded before the module can be used (decision 026). The core only: the page's
// title and introduction come from its loader, and the content namespace would be a 4–5 KB download
// that the page itself never uses.
const routeT = await routeMessages();

/**
 * "Need help now?" (issue 22, decision 040): `?province=QC` opens on a province; without one (or
 * with anything else) the server's page offers a link per province and still shows 911 first, and
 * the browser moves it to the visitor's last choice or time zone's province (issue 37).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const province = provinceFrom(new URL(request.url).searchParams.get('province'));
  return loadHelpNowPage(requestLocale(request), province);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData?.labels.title ?? '';
  return contentPageMeta({
    t: routeT(metaLocale(matches)),
    matches,
    title,
    description: loaderData?.labels.intro ?? '',
    crumbs: [{ name: title, path: '/help-now' }],
  });
}

export default function HelpNowRoute({ loaderData }: Route.ComponentProps) {
  return <HelpNowPage data={loaderData} />;
}
