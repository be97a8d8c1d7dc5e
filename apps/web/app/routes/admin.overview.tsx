import { AdminOverview } from '../features/admin/index.ts';

export default function AdminOverviewRoute() {
  return <AdminOverview />;
}
