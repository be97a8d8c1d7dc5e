import { redirect } from '../lib/links/index.ts';
import type { Route } from './+types/redirect-provincial-guide.ts';

/** `/provincial-legal-guide` moved to `/provincial-guide` for good (DESIGN §5.3). */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(request, `/provincial-guide${search}`, 301);
}
