import { data } from 'react-router';
import { NotFoundScreen } from '../features/not-found/index.ts';
import { getT } from '../i18n/i18n.ts';
import type { Route } from './+types/not-found.ts';

export function loader() {
  return data(null, { status: 404 });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: getT()('notFound.metaTitle') }, { name: 'robots', content: 'noindex' }];
}

export default function NotFoundRoute() {
  return <NotFoundScreen />;
}
