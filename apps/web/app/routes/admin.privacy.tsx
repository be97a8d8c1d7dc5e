import '../i18n/messages/admin.en.ts';
import { Privacy } from '../features/admin/privacy.tsx';

export default function AdminPrivacyRoute() {
  return <Privacy />;
}
