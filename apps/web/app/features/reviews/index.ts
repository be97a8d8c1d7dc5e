// The reviews feature's public API: all that other features and routes may import from it (decision 023).
export { LawyerReviews } from './lawyer-reviews.tsx';
export { MyReviewsPanel } from './my-reviews.tsx';
export { ReviewPage } from './review-page.tsx';
export { Stars } from './stars.tsx';
export { lawyerReviewsQuery, reviewsPageFrom } from './lawyer-reviews-query.ts';
