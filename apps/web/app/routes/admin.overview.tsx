import '../i18n/messages/admin.en.ts';
import { AdminOverview } from '../features/admin/overview.tsx';

export default function AdminOverviewRoute() {
  return <AdminOverview />;
}
