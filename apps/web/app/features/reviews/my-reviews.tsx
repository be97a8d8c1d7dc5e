import type { ModeratedReview, MyReviews, Responsiveness } from '@cld/contract/reviews';
import { MIN_REQUESTS_FOR_RESPONSIVENESS } from '@cld/contract/review-thresholds';
import { reviewReplySchema } from '@cld/validation/review';
import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { SectionCard } from '@cld/ui/section-card';
import { FormField } from '@cld/ui/field';
import { Textarea } from '@cld/ui/textarea';
import { toast } from '@cld/ui/toast-store';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { reviewsMessages } from '../../i18n/namespaces.ts';
import { callApi } from '../../lib/api/api.ts';
import { apiFailureOf, checkedValues, useFormValues } from '../../lib/forms.ts';
import { formatDay, replyDuration } from '../lawyers/index.ts';
import { MY_REVIEWS_KEY, myReviewsQueryOptions } from './review-queries.ts';
import { ReviewCard } from './review-card.tsx';

/** The dashboard's reviews tab: the lawyer's measured reply times and every review of them. */
export function MyReviewsPanel() {
  const t = useT(reviewsMessages);
  const mine = useQuery(myReviewsQueryOptions());
  if (mine.isPending)
    return <p className="text-muted-foreground">{t('reviews.section.loading')}</p>;
  if (mine.isError) {
    return (
      <p role="alert" className="text-destructive">
        {t('reviews.section.failed')}
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <ResponsivenessFigures figures={mine.data.responsiveness} />
      <SectionCard title={t('reviews.mine.reviewsHeading')}>
        {mine.data.reviews.length === 0 ? (
          <p className="text-muted-foreground">{t('reviews.mine.none')}</p>
        ) : (
          <ul className="grid gap-4">
            {mine.data.reviews.map((review) => (
              <li key={review.id}>
                <MyReview review={review} />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}

function ResponsivenessFigures({ figures }: { figures: Responsiveness }) {
  const t = useT(reviewsMessages);
  const median =
    figures.medianReplySeconds === null ? null : replyDuration(figures.medianReplySeconds);
  return (
    <SectionCard title={t('reviews.mine.responsivenessHeading')} contentClassName="grid gap-3">
      <dl className="grid gap-4 sm:grid-cols-3" data-testid="my-responsiveness">
        <div>
          <dt className="text-sm text-muted-foreground">{t('reviews.mine.median')}</dt>
          <dd className="text-lg font-semibold">
            {figures.requestCount === 0
              ? '—'
              : median === null
                ? t('reviews.mine.medianNone')
                : t(`reviews.mine.duration.${median.unit}`, { count: median.count })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('reviews.mine.withinDay')}</dt>
          <dd className="text-lg font-semibold">
            {figures.requestCount === 0 ? '—' : `${Math.round(figures.withinDayShare * 100)}%`}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">{t('reviews.mine.countLabel')}</dt>
          <dd className="text-lg font-semibold">
            {t('reviews.mine.requests', { count: figures.requestCount })}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        {t('reviews.mine.shownFrom', { count: MIN_REQUESTS_FOR_RESPONSIVENESS })}
      </p>
    </SectionCard>
  );
}

function MyReview({ review }: { review: ModeratedReview }) {
  const t = useT(reviewsMessages);
  return (
    <ReviewCard
      rating={review.rating}
      writtenOn={t('reviews.section.writtenOn', { date: formatDay(review.createdAt, t.locale) })}
      text={review.text}
      badges={
        <Badge variant={review.status === 'published' ? 'secondary' : 'outline'}>
          {t(`reviews.mine.status.${review.status}`)}
        </Badge>
      }
    >
      {review.reply ? (
        <div className="ml-4 border-l-2 border-primary pl-4">
          <h3 className="text-sm font-semibold">{t('reviews.section.replyHeading')}</h3>
          <p className="mt-1 text-sm whitespace-pre-line break-words">{review.reply.text}</p>
        </div>
      ) : (
        <ReplyForm reviewId={review.id} />
      )}
    </ReviewCard>
  );
}

function ReplyForm({ reviewId }: { reviewId: string }) {
  const t = useT(reviewsMessages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const form = useFormValues({ reply: '' });
  const send = useMutation({
    mutationFn: async (reply: string) => {
      const args = { params: { id: Number(reviewId) }, body: { reply } };
      return (await callApi((api) => api.reviews.reply, args)).body;
    },
    onSuccess: (updated) => {
      queryClient.setQueryData<MyReviews>(MY_REVIEWS_KEY, (data) =>
        data
          ? { ...data, reviews: data.reviews.map((r) => (r.id === updated.id ? updated : r)) }
          : data,
      );
      toast({ title: t('reviews.mine.replySent') });
    },
    onError: (error) => {
      const { message, fieldErrors } = apiFailureOf(error);
      form.setErrors(fieldErrors);
      toast({
        title: t('reviews.mine.replyFailed'),
        ...(message ? { description: message } : {}),
        variant: 'destructive',
      });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = checkedValues(reviewReplySchema, form.values, locale, form.setErrors);
    if (data) send.mutate(data.reply);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-2 border-t border-border pt-3">
      <fieldset disabled={send.isPending} className="grid gap-2">
        <FormField
          label={t('reviews.mine.replyLabel')}
          description={t('reviews.mine.replyHint')}
          error={form.errors.reply}
        >
          <Textarea rows={3} {...form.bind('reply')} />
        </FormField>
        <Button type="submit" size="sm" className="justify-self-start" loading={send.isPending}>
          {t('reviews.mine.replySubmit')}
        </Button>
      </fieldset>
    </form>
  );
}
