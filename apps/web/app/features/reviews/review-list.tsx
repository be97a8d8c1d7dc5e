import type { PublicReview } from '@cld/contract/reviews';
import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { TextLink } from '@cld/ui/link';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { reviewsSectionMessages } from '../../i18n/namespaces.ts';
import { formatDay } from '../lawyers/index.ts';
import {
  lawyerReviewsQueryOptions,
  reviewsPageFrom,
  reviewsPageHref,
} from './lawyer-reviews-query.ts';
import { ReviewCard } from './review-card.tsx';

// The report form and its zod schema load when someone opens it (or points at the button).
const loadReportReviewForm = () => import('./report-review-form.tsx');
const ReportReviewForm = lazy(loadReportReviewForm);
const preload = () => void loadReportReviewForm();

/**
 * A page of the profile's published reviews with the lawyer's replies; every text is rendered as
 * text. The profile's loader reads the page on the server, so the reviews are in the HTML (for
 * readers without JavaScript and for search engines) and the browser starts from the same data.
 * The pages are links (`?reviewsPage=2#reviews`) that work without JavaScript.
 */
export function ReviewList({ lawyerId }: { lawyerId: number }) {
  const t = useT(reviewsSectionMessages);
  const [params] = useSearchParams();
  const page = reviewsPageFrom(params);
  const reviews = useQuery(lawyerReviewsQueryOptions(lawyerId, page));
  if (reviews.isPending)
    return <p className="text-sm text-muted-foreground">{t('reviews.section.loading')}</p>;
  if (reviews.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('reviews.section.failed')}
      </p>
    );
  const { reviews: shown, total, pageSize } = reviews.data.body;
  if (total === 0) return <p className="font-medium">{t('reviews.section.empty')}</p>;
  const more = page * pageSize < total;
  return (
    <>
      {shown.length ? (
        <ul className="grid gap-4">
          {shown.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('reviews.section.pageEmpty')}</p>
      )}
      {(page > 1 || more) && (
        <nav aria-label={t('reviews.section.pages')} className="flex flex-wrap gap-x-6 gap-y-2">
          {page > 1 && <PageLink page={1} label={t('reviews.section.newest')} />}
          {more && <PageLink page={page + 1} label={t('reviews.section.more')} />}
        </nav>
      )}
    </>
  );
}

function PageLink({ page, label }: { page: number; label: string }) {
  return (
    <TextLink asChild>
      <Link to={reviewsPageHref(page)}>{label}</Link>
    </TextLink>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const t = useT(reviewsSectionMessages);
  return (
    <ReviewCard
      rating={review.rating}
      writtenOn={t('reviews.section.writtenOn', { date: formatDay(review.createdAt, t.locale) })}
      text={review.text}
      badges={review.isDemo && <Badge variant="outline">{t('reviews.section.demo')}</Badge>}
    >
      {review.reply && (
        <div className="ml-4 border-l-2 border-primary pl-4">
          <h3 className="text-sm font-semibold">{t('reviews.section.replyHeading')}</h3>
          <p className="mt-1 text-sm leading-relaxed whitespace-pre-line break-words">
            {review.reply.text}
          </p>
        </div>
      )}
      <ReportReview reviewId={review.id} />
    </ReviewCard>
  );
}

const subscribeToNothing = () => () => {};

/** False on the server and while hydrating, true once the page's script runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** Reporting needs the page's script, so the button appears only once it can work. */
function ReportReview({ reviewId }: { reviewId: string }) {
  const t = useT(reviewsSectionMessages);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  if (!hydrated) return null;
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
