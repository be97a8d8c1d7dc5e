import { ReviewList } from './review-list.tsx';
import { useT } from '../../i18n/i18n.ts';
import { reviewsSectionMessages } from '../../i18n/namespaces.ts';

/** The profile's reviews section: the rule for who may review, then the published reviews. */
export function LawyerReviews({ lawyerId, lawyerName }: { lawyerId: number; lawyerName: string }) {
  const t = useT(reviewsSectionMessages);
  return (
    <div className="grid gap-4" data-testid="lawyer-reviews">
      <p className="text-sm text-muted-foreground">
        {t('reviews.section.intro', { name: lawyerName })}
      </p>
      <ReviewList lawyerId={lawyerId} />
    </div>
  );
}
