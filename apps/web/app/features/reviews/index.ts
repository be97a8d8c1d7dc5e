export { LawyerReviews } from './lawyer-reviews.tsx';
export { MyReviewsPanel } from './my-reviews.tsx';
export { ReviewPage } from './review-page.tsx';
export { Stars } from './stars.tsx';
