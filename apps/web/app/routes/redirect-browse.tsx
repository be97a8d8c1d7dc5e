import { redirect } from '../lib/links/index.ts';
import type { Route } from './+types/redirect-browse.ts';

/** `/browse` moved to `/browse-lawyers` for good (DESIGN §5.3); the filters come along. */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(request, `/browse-lawyers${search}`, 301);
}
