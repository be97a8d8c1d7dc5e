import '../i18n/messages/admin.en.ts';
import '../i18n/messages/reviews.en.ts';
import { ReviewsModeration } from '../features/admin/index.ts';

export default function AdminReviewsRoute() {
  return <ReviewsModeration />;
}
