import type { ModeratedReview, ReviewHeldReason } from '@cld/contract/reviews';
import { reviewHideSchema } from '@cld/validation/review';
import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { type FormEvent } from 'react';
import { callApi, useApiQuery } from '../../lib/api/api.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { reviewsMessages } from '../../i18n/namespaces.ts';
import { checkedValues, useFormValues } from '../../lib/forms.ts';
import { Stars } from '../reviews/index.ts';
import {
  AdminFilter,
  AdminPagination,
  AdminSection,
  formatDateTime,
  QueryState,
  useFilterPage,
} from './admin-ui.tsx';
import { ADMIN_KEY, useAdminMutation } from './queries.ts';

const FILTERS = ['held', 'reported', 'published', 'hidden'] as const;
type Filter = (typeof FILTERS)[number];
const PAGE_SIZE = 25;

/** Reviews held by the automated checks or reported by readers: publish, or hide with a reason. */
export function ReviewsModeration() {
  const t = useT(reviewsMessages);
  const { filter: status, changeFilter, page, setPage } = useFilterPage<Filter>('held');
  const reviews = useApiQuery((api) => api.reviews.moderationQueue, {
    queryKey: [...ADMIN_KEY, 'reviews', status, page],
    queryData: { query: { status, page: String(page), pageSize: String(PAGE_SIZE) } },
  });
  return (
    <AdminSection title={t('reviews.admin.title')} description={t('reviews.admin.intro')}>
      <AdminFilter
        label={t('reviews.admin.filter')}
        value={status}
        items={FILTERS}
        itemLabel={(value) => t(`reviews.admin.filters.${value}`)}
        onChange={changeFilter}
      />
      <QueryState
        query={reviews}
        isEmpty={(body) => body.reviews.length === 0}
        empty={t('reviews.admin.empty')}
      >
        {(body) => (
          <>
            <ul className="grid gap-3">
              {body.reviews.map((review) => (
                <li key={review.id}>
                  <ModeratedItem review={review} />
                </li>
              ))}
            </ul>
            <AdminPagination
              page={page}
              pageSize={PAGE_SIZE}
              total={body.total}
              onPageChange={setPage}
            />
          </>
        )}
      </QueryState>
    </AdminSection>
  );
}

function ModeratedItem({ review }: { review: ModeratedReview }) {
  const t = useT(reviewsMessages);
  const locale = useLocale();
  const form = useFormValues({ reason: '' });
  const publish = useAdminMutation({
    call: (id: number) => callApi((api) => api.reviews.publish, { params: { id } }),
    success: t('reviews.admin.done'),
    failure: t('reviews.admin.failed'),
  });
  const hide = useAdminMutation({
    call: (input: { id: number; reason: string }) =>
      callApi((api) => api.reviews.hide, {
        params: { id: input.id },
        body: { reason: input.reason },
      }),
    success: t('reviews.admin.done'),
    failure: t('reviews.admin.failed'),
    onFieldErrors: form.setErrors,
  });

  function submitHide(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = checkedValues(reviewHideSchema, form.values, locale, form.setErrors);
    if (data) hide.mutate({ id: Number(review.id), reason: data.reason });
  }

  return (
    <article className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold">{t('reviews.admin.of', { name: review.lawyerName })}</h3>
        <Stars rating={review.rating} />
        <span className="text-xs text-muted-foreground">{formatDateTime(review.createdAt)}</span>
        {review.reportCount > 0 && (
          <Badge variant="outline">
            {t('reviews.admin.reports', { count: review.reportCount })}
          </Badge>
        )}
      </div>
      {review.heldReasons.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t('reviews.admin.heldReasons', {
            reasons: review.heldReasons
              .map((reason) =>
                reason in REASON_KEYS ? t(REASON_KEYS[reason as keyof typeof REASON_KEYS]) : reason,
              )
              .join(', '),
          })}
        </p>
      )}
      <p className="whitespace-pre-line break-words text-sm">{review.text}</p>
      {review.reports.length > 0 && (
        <ul className="grid gap-1 text-sm text-muted-foreground">
          {review.reports.map((report) => (
            <li key={`${report.createdAt}-${report.reason}`}>
              {formatDateTime(report.createdAt)}: {report.reason}
            </li>
          ))}
        </ul>
      )}
      {review.hiddenReason && (
        <p className="text-sm">
          {t('reviews.admin.hiddenBecause', { reason: review.hiddenReason })}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        {review.status !== 'published' && (
          <Button
            size="sm"
            loading={publish.isPending}
            onClick={() => publish.mutate(Number(review.id))}
          >
            {t('reviews.admin.publish')}
          </Button>
        )}
        {review.status !== 'hidden' && (
          <form noValidate onSubmit={submitHide} className="flex flex-wrap items-end gap-2">
            <FormField label={t('reviews.admin.hideReason')} error={form.errors.reason}>
              <Input {...form.bind('reason')} />
            </FormField>
            <Button type="submit" size="sm" variant="outline" loading={hide.isPending}>
              {t('reviews.admin.hide')}
            </Button>
          </form>
        )}
      </div>
    </article>
  );
}

const REASON_KEYS = {
  links: 'reviews.admin.reasons.links',
  profanity: 'reviews.admin.reasons.profanity',
  'personal-data': 'reviews.admin.reasons.personal-data',
  markup: 'reviews.admin.reasons.markup',
  'same-network': 'reviews.admin.reasons.same-network',
} as const satisfies Record<ReviewHeldReason, string>;
