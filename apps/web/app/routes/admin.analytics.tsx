import '../i18n/messages/admin.en.ts';
import { Analytics } from '../features/admin/analytics.tsx';

export default function AdminAnalyticsRoute() {
  return <Analytics />;
}
