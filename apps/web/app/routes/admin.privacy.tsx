import { Privacy } from '../features/admin/index.ts';

export default function AdminPrivacyRoute() {
  return <Privacy />;
}
