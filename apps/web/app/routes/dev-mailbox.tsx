import { DevMailboxPage } from '../features/dev-mailbox/index.ts';
import { loadDevMailbox } from '../features/dev-mailbox/index.server.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { devMailboxMessages } from '../i18n/namespaces.ts';
import { privatePageMeta } from '../lib/seo/meta.ts';
import type { Route } from './+types/dev-mailbox.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(devMailboxMessages);

/**
 * Addresses and one-time links: never stored by a cache, never indexed, never sent on as a Referer
 * to another site (`same-origin`: the linked pages' forms post with an `Origin`).
 */
export function headers() {
  return {
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    'Referrer-Policy': 'same-origin',
  };
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(routeT(metaLocale(args.matches))('devMailbox.metaTitle'), args);
}

/** The held mail, or a 404 where the site or the API offers no mailbox (DESIGN §8.5). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadDevMailbox(request);
}

export default function DevMailboxRoute({ loaderData }: Route.ComponentProps) {
  return <DevMailboxPage messages={loaderData.messages} />;
}
