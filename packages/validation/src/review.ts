import { z } from 'zod';
import { reasonField, requiredText } from './fields.ts';
import { msg } from './messages.ts';

/** A client's review (issue 17): 1 to 5 stars and a text long enough to say something. */
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 3000;
export const REVIEW_RATING_MESSAGE = msg('rating.required');

export const reviewTextField = () =>
  requiredText({
    message: msg('review.min', { min: REVIEW_TEXT_MIN }),
    min: REVIEW_TEXT_MIN,
    max: REVIEW_TEXT_MAX,
    maxMessage: msg('review.max', { max: REVIEW_TEXT_MAX }),
  });

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_RATING_MESSAGE })
    .int(REVIEW_RATING_MESSAGE)
    .min(1, REVIEW_RATING_MESSAGE)
    .max(5, REVIEW_RATING_MESSAGE),
  text: reviewTextField(),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.output<typeof reviewSchema>;

export const REVIEW_REPLY_MAX = 2000;
/** The lawyer's one public answer to a review. */
export const reviewReplySchema = z.object({
  reply: requiredText({
    message: msg('reply.required'),
    max: REVIEW_REPLY_MAX,
    maxMessage: msg('reply.max', { max: REVIEW_REPLY_MAX }),
  }),
});
export type ReviewReplyInput = z.input<typeof reviewReplySchema>;

/** Why someone reports a review; anyone may, a few times an hour. */
export const reviewReportSchema = z.object({
  reason: reasonField({ message: msg('report.min', { min: 5 }), min: 5 }),
});
export type ReviewReportInput = z.input<typeof reviewReportSchema>;

/** An administrator hides a review only with a reason, which the audit trail keeps. */
export const reviewHideSchema = z.object({
  reason: reasonField({ message: msg('hideReview.reason'), min: 3, max: 500 }),
});
