import { Button } from '@cld/ui/button';
import { useEffect } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { Link } from '../../lib/links/index.ts';
import { comparePath, type ComparePlace } from './compare-path.ts';
import { clearCompared, useComparedLawyers } from './compare-selection.ts';

/** Room the page keeps below what it scrolls to (a focused link), so the bar never covers it. */
const ROOM_FOR_THE_BAR = 'scroll-pb-32';

/**
 * The ticked lawyers at the foot of the screen (issue 37): their names, the link to the compare
 * view once two are ticked, and Clear. Nothing while none is ticked. `place`: where the visitor
 * searched from, so the compare view can give distances. While it shows, the page scrolls focused
 * controls above it (WCAG 2.4.11: focus not hidden).
 */
export function CompareBar({ place }: { place?: ComparePlace | undefined }) {
  const t = useT();
  const compared = useComparedLawyers();
  const shown = compared.length > 0;
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.classList.add(ROOM_FOR_THE_BAR);
    return () => root.classList.remove(ROOM_FOR_THE_BAR);
  }, [shown]);
  if (!shown) return null;
  return (
    <section
      aria-label={t('lawyerCard.compareBar.label')}
      className="sticky bottom-0 z-30 -mx-4 mt-4 border-t border-border bg-background px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:mx-0 sm:rounded-t-lg sm:border-x"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1 basis-full text-sm sm:basis-0">
          <span className="font-semibold">
            {t('lawyerCard.compareBar.chosen', { count: compared.length })}
          </span>
          <span className="text-muted-foreground" translate="no">
            {' '}
            {compared.map((lawyer) => lawyer.name).join(', ')}
          </span>
        </p>
        <div className="ml-auto flex items-center gap-2">
          <Button variant="ghost" size="sm" onClick={clearCompared}>
            {t('lawyerCard.compareBar.clear')}
          </Button>
          {compared.length >= 2 ? (
            <Button asChild size="sm">
              <Link
                to={comparePath(
                  compared.map((lawyer) => lawyer.id),
                  place,
                )}
              >
                {t('lawyerCard.compareBar.open', { count: compared.length })}
              </Link>
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">
              {t('lawyerCard.compareBar.needOneMore')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
