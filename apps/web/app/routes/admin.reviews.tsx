import '../i18n/messages/admin.en.ts';
import '../i18n/messages/reviews.en.ts';
import { ReviewsModeration } from '../features/admin/reviews-moderation.tsx';

export default function AdminReviewsRoute() {
  return <ReviewsModeration />;
}
