import { Outbox } from '../features/admin/index.ts';

export default function AdminOutboxRoute() {
  return <Outbox />;
}
