import { ManageBookingPage } from '../features/bookings/index.ts';
import { manageBookingAction, manageBookingLoader } from '../features/bookings/index.server.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import { bookingsMessages } from '../i18n/namespaces.ts';
import { privatePageMeta } from '../lib/seo/meta.ts';
import type { Route } from './+types/manage-booking.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(bookingsMessages);

/**
 * The address carries the booking's e-mailed token: never stored by a cache, never sent on as a
 * Referer to another site (`same-origin`, not `no-referrer`: under `no-referrer` the form's POST
 * carries `Origin: null` and the site refuses it; decision 036).
 */
export function headers() {
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' };
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(routeT(metaLocale(args.matches))('bookings.manage.metaTitle'), args);
}

/** The booking of the link (`?token=…`), and the step the visitor is on. */
export async function loader({ request }: Route.LoaderArgs) {
  return manageBookingLoader(request);
}

/** Cancel or move the booking: a posted form, with or without JavaScript. */
export async function action({ request }: Route.ActionArgs) {
  return manageBookingAction(request);
}

export default function ManageBookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ManageBookingPage data={loaderData} actionData={actionData} />;
}
