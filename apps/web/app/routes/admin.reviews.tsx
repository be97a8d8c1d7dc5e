import { ReviewsModeration } from '../features/admin/index.ts';

export default function AdminReviewsRoute() {
  return <ReviewsModeration />;
}
