import { redirect } from 'react-router';
import type { Route } from './+types/redirect-browse.ts';

/** `/browse` moved to `/browse-lawyers` for good (DESIGN §5.3); the filters come along. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/browse-lawyers${search}`, 301);
}
