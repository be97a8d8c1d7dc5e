import { ContactMessages } from '../features/admin/index.ts';

export default function AdminMessagesRoute() {
  return <ContactMessages />;
}
