import { VerificationQueue } from '../features/admin/index.ts';

export default function AdminVerificationsRoute() {
  return <VerificationQueue />;
}
