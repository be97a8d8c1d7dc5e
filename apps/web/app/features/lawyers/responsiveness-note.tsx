import type { Lawyer } from '@cld/contract/lawyers';
import { ClockIcon } from '@cld/ui/icons';
import { cn } from '@cld/ui/cn';
import { useT } from '../../i18n/i18n.ts';
import { replyDuration } from './signals.ts';

type Figures = NonNullable<Lawyer['responsiveness']>;

/**
 * "Usually replies within 4 hours", measured by the directory (DESIGN §7.4), with how it was
 * measured in a disclosure that works by keyboard and without JavaScript. Nothing below three
 * requests.
 */
export function ResponsivenessNote({
  responsiveness,
  className,
}: {
  responsiveness: Lawyer['responsiveness'];
  className?: string;
}) {
  const t = useT();
  if (!responsiveness) return null;
  return (
    <details className={cn('group text-sm', className)} data-testid="responsiveness">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-sm text-foreground focus-visible:focus-ring [&::-webkit-details-marker]:hidden">
        <ClockIcon className="text-muted-foreground" />
        <Headline figures={responsiveness} />
        <span className="text-muted-foreground underline decoration-dotted underline-offset-2">
          {t('signals.howMeasured')}
        </span>
      </summary>
      <p className="mt-1 max-w-prose text-muted-foreground">
        {t('signals.explanation', {
          count: responsiveness.requestCount,
          share: String(Math.round(responsiveness.withinDayShare * 100)),
        })}
      </p>
    </details>
  );
}

function Headline({ figures }: { figures: Figures }) {
  const t = useT();
  if (figures.medianReplySeconds === null) return <span>{t('signals.rarelyReplies')}</span>;
  const duration = replyDuration(figures.medianReplySeconds);
  return (
    <span>
      {duration.unit === 'minutes'
        ? t('signals.repliesWithinMinutes', { count: duration.count })
        : duration.unit === 'hours'
          ? t('signals.repliesWithinHours', { count: duration.count })
          : t('signals.repliesWithinDays', { count: duration.count })}
    </span>
  );
}
