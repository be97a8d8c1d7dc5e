import { Suspense } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { lazyAfterFirstUse } from '../../lib/deferred.ts';
import { reviewsSectionMessages } from '../../i18n/namespaces.ts';

/**
 * The list is in the server's HTML (its pages are links); its script, with the stars and the
 * cards, comes after the page's first load (lib/deferred.ts), as does the Report button it adds.
 */
const ReviewList = lazyAfterFirstUse(() =>
  import('./review-list.tsx').then((module) => module.ReviewList),
);

/** The profile's reviews section: the rule for who may review, then the published reviews. */
export function LawyerReviews({ lawyerId, lawyerName }: { lawyerId: number; lawyerName: string }) {
  const t = useT(reviewsSectionMessages);
  return (
    <div className="grid gap-4" data-testid="lawyer-reviews">
      <p className="text-sm text-muted-foreground">
        {t('reviews.section.intro', { name: lawyerName })}
      </p>
      <Suspense
        fallback={<p className="text-sm text-muted-foreground">{t('reviews.section.loading')}</p>}
      >
        <ReviewList lawyerId={lawyerId} />
      </Suspense>
    </div>
  );
}
