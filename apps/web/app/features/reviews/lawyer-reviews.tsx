import type { PublicReview } from '@cld/contract/reviews';
import { reviewReportSchema } from '@cld/validation/review';
import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Textarea } from '@cld/ui/textarea';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { apiFailureOf, useFormValues, validateForm } from '../../lib/forms.ts';
import { formatDay } from '../lawyers/format.ts';
import { lawyerReviewsQueryOptions, reportReview } from './review-queries.ts';
import { Stars } from './stars.tsx';

/**
 * The profile's published reviews with the lawyer's replies; every text is rendered as text.
 * Anyone can report one.
 */
export function LawyerReviews({ lawyerId }: { lawyerId: number }) {
  const t = useT();
  const reviews = useQuery(lawyerReviewsQueryOptions(lawyerId));
  return (
    <div className="grid gap-4" data-testid="lawyer-reviews">
      <p className="text-sm text-muted-foreground">{t('reviews.section.intro')}</p>
      {reviews.isPending ? (
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
      )}
    </div>
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
  const form = useFormValues({ reason: '' });
  const report = useMutation({
    mutationFn: (reason: string) => reportReview(reviewId, reason),
    onError: (error) => form.setErrors(apiFailureOf(error).fieldErrors),
  });

  if (report.isSuccess) {
    return (
      <p role="status" className="text-sm text-success-subtle-foreground">
        {t('reviews.section.reportSent')}
      </p>
    );
  }
  if (!open) {
    return (
      <Button
        size="sm"
        variant="ghost"
        className="justify-self-start"
        onClick={() => setOpen(true)}
      >
        {t('reviews.section.report')}
      </Button>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(reviewReportSchema, form.values);
    form.setErrors(result.success ? {} : result.errors);
    if (result.success) report.mutate(result.data.reason);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <fieldset disabled={report.isPending} className="grid gap-2">
        <FormField label={t('reviews.section.reportReason')} error={form.errors.reason}>
          <Textarea rows={2} {...form.bind('reason')} />
        </FormField>
        {report.isError && !form.errors.reason && (
          <p role="alert" className="text-sm text-destructive">
            {apiFailureOf(report.error).status === 429
              ? (apiFailureOf(report.error).message ?? t('reviews.section.reportFailed'))
              : t('reviews.section.reportFailed')}
          </p>
        )}
        <div className="flex gap-2">
          <Button type="submit" size="sm" loading={report.isPending}>
            {t('reviews.section.reportSubmit')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
            {t('reviews.section.reportCancel')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
