import { z } from 'zod';
import { requiredText } from './fields.ts';

/** A client's review (issue 17): 1 to 5 stars and a text long enough to say something. */
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 3000;
export const REVIEW_RATING_MESSAGE = 'Please choose a rating from 1 to 5 stars';

export const reviewTextField = () =>
  requiredText({
    message: `Review must be at least ${REVIEW_TEXT_MIN} characters`,
    min: REVIEW_TEXT_MIN,
    max: REVIEW_TEXT_MAX,
    maxMessage: `Review must be at most ${REVIEW_TEXT_MAX} characters`,
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
    message: 'Please write a reply',
    max: REVIEW_REPLY_MAX,
    maxMessage: `Reply must be at most ${REVIEW_REPLY_MAX} characters`,
  }),
});
export type ReviewReplyInput = z.input<typeof reviewReplySchema>;

/** Why someone reports a review; anyone may, a few times an hour. */
export const reviewReportSchema = z.object({
  reason: requiredText({
    message: 'Please say what is wrong with this review (at least 5 characters)',
    min: 5,
    max: 1000,
    maxMessage: 'Reason must be at most 1000 characters',
  }),
});
export type ReviewReportInput = z.input<typeof reviewReportSchema>;

/** An administrator hides a review only with a reason, which the audit trail keeps. */
export const reviewHideSchema = z.object({
  reason: requiredText({
    message: 'Please give the reason for hiding this review',
    min: 3,
    max: 500,
    maxMessage: 'Reason must be at most 500 characters',
  }),
});
