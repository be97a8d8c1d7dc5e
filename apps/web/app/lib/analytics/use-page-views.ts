import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from './events.ts';

/** One page view for every route the visitor reaches, the first one included (spec §2). */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    track({ name: 'page_view' }, pathname);
  }, [pathname]);
}
