import { redirect } from 'react-router';
import type { Route } from './+types/redirect-provincial-guide.ts';

/** `/provincial-legal-guide` moved to `/provincial-guide` for good (DESIGN §5.3). */
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/provincial-guide${search}`, 301);
}
