import { ClaimsQueue } from '../features/admin/index.ts';

export default function AdminClaimsRoute() {
  return <ClaimsQueue />;
}
