import '../i18n/messages/admin.en.ts';
import { AuditLog } from '../features/admin/audit-log.tsx';

export default function AdminAuditLogRoute() {
  return <AuditLog />;
}
