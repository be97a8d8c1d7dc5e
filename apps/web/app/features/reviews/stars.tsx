import { StarIcon } from '@cld/ui/icons';
import { cn } from '@cld/ui/cn';
import { useT } from '../../i18n/i18n.ts';
import { reviewsSectionMessages } from '../../i18n/namespaces.ts';

/** One review's rating: five stars, the given ones filled, read out as a sentence. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const t = useT(reviewsSectionMessages);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)}>
      <span className="sr-only">{t('reviews.stars', { count: rating })}</span>
      {[1, 2, 3, 4, 5].map((position) => (
        <StarIcon
          key={position}
          aria-hidden="true"
          className={position <= rating ? 'text-accent' : 'text-muted-foreground/40'}
        />
      ))}
    </span>
  );
}
