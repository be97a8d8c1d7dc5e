import '../i18n/messages/admin.en.ts';
import { LawyersList } from '../features/admin/lawyers-list.tsx';

export default function AdminLawyersRoute() {
  return <LawyersList />;
}
