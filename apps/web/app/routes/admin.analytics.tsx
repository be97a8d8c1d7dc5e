import { Analytics } from '../features/admin/index.ts';

export default function AdminAnalyticsRoute() {
  return <Analytics />;
}
