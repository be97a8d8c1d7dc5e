import '../i18n/messages/admin.en.ts';
import { VerificationQueue } from '../features/admin/verification-queue.tsx';

export default function AdminVerificationsRoute() {
  return <VerificationQueue />;
}
