import '../i18n/messages/admin.en.ts';
import { Outbox } from '../features/admin/index.ts';

export default function AdminOutboxRoute() {
  return <Outbox />;
}
