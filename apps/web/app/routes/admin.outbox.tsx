import '../i18n/messages/admin.en.ts';
import { Outbox } from '../features/admin/outbox.tsx';

export default function AdminOutboxRoute() {
  return <Outbox />;
}
