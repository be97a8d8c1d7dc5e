import type { PublicReview } from '@cld/contract/reviews';
import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { formatDay } from '../lawyers/index.ts';
import { lawyerReviewsQueryOptions } from './lawyer-reviews-query.ts';
import { Stars } from './stars.tsx';

// The report form and its zod schema load when someone opens it (or points at the button).
const loadReportReviewForm = () => import('./report-review-form.tsx');
const ReportReviewForm = lazy(loadReportReviewForm);
const preload = () => void loadReportReviewForm();

/**
 * The profile's published reviews with the lawyer's replies; every text is rendered as text.
 * Anyone can report one. Loaded by `LawyerReviews` when the section comes near the screen.
 */
export default function ReviewList({ lawyerId }: { lawyerId: number }) {
  const t = useT();
  const reviews = useQuery(lawyerReviewsQueryOptions(lawyerId));
  return reviews.isPending ? (
    <p className="text-sm text-muted-foreground">{t('reviews.section.loading')}</p>
  ) : reviews.isError ? (
    <p role="alert" className="text-sm text-destructive">
      {t('reviews.section.failed')}
    </p>
  ) : reviews.data.reviews.length === 0 ? (
    <p className="font-medium">{t('reviews.section.empty')}</p>
  ) : (
    <ul className="grid gap-4">
      {reviews.data.reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem review={review} />
        </li>
      ))}
    </ul>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const t = useT();
  return (
    <article className="grid gap-2 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="text-sm text-muted-foreground">
          {t('reviews.section.writtenOn', { date: formatDay(review.createdAt) })}
        </span>
        {review.isDemo && <Badge variant="outline">{t('reviews.section.demo')}</Badge>}
      </div>
      <p className="leading-relaxed whitespace-pre-line break-words">{review.text}</p>
      {review.reply && (
        <div className="ml-4 border-l-2 border-primary pl-4">
          <h3 className="text-sm font-semibold">{t('reviews.section.replyHeading')}</h3>
          <p className="mt-1 text-sm leading-relaxed whitespace-pre-line break-words">
            {review.reply.text}
          </p>
        </div>
      )}
      <ReportReview reviewId={review.id} />
    </article>
  );
}

function ReportReview({ reviewId }: { reviewId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted-foreground">
            {t('reviews.section.reportLoading')}
          </p>
        }
      >
        <ReportReviewForm reviewId={reviewId} onCancel={() => setOpen(false)} />
      </Suspense>
    );
  }
  return (
    <Button
      size="sm"
      variant="ghost"
      className="justify-self-start"
      onMouseEnter={preload}
      onFocus={preload}
      onClick={() => setOpen(true)}
    >
      {t('reviews.section.report')}
    </Button>
  );
}
