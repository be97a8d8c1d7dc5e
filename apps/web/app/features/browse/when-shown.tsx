import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once its place on the page is shown (in or near the viewport, and not in a
 * closed panel), showing `fallback` there meanwhile; at once where the browser cannot tell. With a
 * lazy child, its script loads only then: the browse page's filters, closed on a phone at first,
 * are not part of its first load (decision 012's budget).
 */
export function WhenShown({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  if (shown) return <Suspense fallback={fallback}>{children}</Suspense>;
  return <div ref={place}>{fallback}</div>;
}
