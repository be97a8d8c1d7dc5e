import '../i18n/messages/admin.en.ts';
import { AdminOverview } from '../features/admin/index.ts';

export default function AdminOverviewRoute() {
  return <AdminOverview />;
}
