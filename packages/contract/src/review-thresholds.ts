/**
 * Reviews from real clients only (issue 17, docs/decisions/018): a person whose request a lawyer
 * answered gets a one-time link by e-mail; only that link can write a review. Stars and the rating
 * are shown from this many published reviews; fewer say "No reviews yet".
 *
 * Apart from `reviews.ts` and free of imports, so that the web's public pages can read these numbers
 * without zod and the contract's schemas joining their first load (docs/performance.md).
 */
export const MIN_REVIEWS_FOR_RATING = 3;
/** Responsiveness is shown from this many requests in the window. */
export const MIN_REQUESTS_FOR_RESPONSIVENESS = 3;
export const RESPONSIVENESS_WINDOW_DAYS = 90;
