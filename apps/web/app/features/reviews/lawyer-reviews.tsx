import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '../../i18n/i18n.ts';

// The list (its query, items, stars and the report button) loads when the section comes within
// about a screen of the viewport: reviews sit below the fold, and a cold profile visit stays under
// the first-load budget (docs/performance.md).
const ReviewList = lazy(() => import('./review-list.tsx'));

/** How far below the viewport the section starts loading its reviews. */
const LOAD_MARGIN = '0px 0px 600px 0px';

/** The profile's reviews section: the rule for who may review, then the published reviews. */
export function LawyerReviews({ lawyerId }: { lawyerId: number }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const loading = <p className="text-sm text-muted-foreground">{t('reviews.section.loading')}</p>;
  return (
    <div ref={ref} className="grid gap-4" data-testid="lawyer-reviews">
      <p className="text-sm text-muted-foreground">{t('reviews.section.intro')}</p>
      {near ? (
        <Suspense fallback={loading}>
          <ReviewList lawyerId={lawyerId} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}

/** True once the element has come within LOAD_MARGIN of the viewport (at once without observers). */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer to ask (old browsers, jsdom): load at once, after hydration like the rest.
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
