import { AuditLog } from '../features/admin/index.ts';

export default function AdminAuditLogRoute() {
  return <AuditLog />;
}
