import '../i18n/messages/admin.en.ts';
import { ContactMessages } from '../features/admin/contact-messages.tsx';

export default function AdminMessagesRoute() {
  return <ContactMessages />;
}
