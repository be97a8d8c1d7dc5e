import type { Lawyer } from '@cld/contract/lawyers';
import { StarIcon } from '@cld/ui/icons';
import { cn } from '@cld/ui/cn';
import { useT } from '../../i18n/i18n.ts';
import { showsRating } from './signals.ts';

/**
 * The lawyer's rating as the data supports it: stars and the mean from three published reviews,
 * otherwise how many there are ("No reviews yet"), never a number nobody gave.
 */
export function RatingSummary({
  lawyer,
  className,
}: {
  lawyer: Pick<Lawyer, 'rating' | 'reviewCount'>;
  className?: string;
}) {
  const t = useT();
  if (!showsRating(lawyer.reviewCount)) {
    return (
      <span className={cn('text-muted-foreground', className)} data-testid="rating-summary">
        {lawyer.reviewCount === 0
          ? t('lawyerCard.noReviews')
          : t('lawyerCard.fewReviews', { count: lawyer.reviewCount })}
      </span>
    );
  }
  const rating = lawyer.rating.toFixed(1);
  return (
    <span className={cn('inline-flex items-center gap-1', className)} data-testid="rating-summary">
      <StarIcon className="text-accent" />
      <span className="font-semibold" aria-hidden="true">
        {rating}
      </span>
      <span className="sr-only">{t('lawyerCard.rating', { rating })}</span>
      <span className="text-muted-foreground">
        {t('lawyerCard.reviews', { count: lawyer.reviewCount })}
      </span>
    </span>
  );
}
