import '../i18n/messages/accounts.en.ts';
import '../i18n/messages/admin.en.ts';
import { LawyerEditor } from '../features/admin/index.ts';

export default function AdminLawyerRoute() {
  return <LawyerEditor />;
}
