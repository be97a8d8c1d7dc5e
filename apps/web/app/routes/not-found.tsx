import { data } from 'react-router';
import { NotFoundScreen } from '../features/not-found/index.ts';
import { metaLocale, routeMessages } from '../i18n/i18n.ts';
import type { Route } from './+types/not-found.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages();

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: routeT(metaLocale(matches))('notFound.metaTitle') },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFoundRoute() {
  return <NotFoundScreen />;
}
