import { useEffect } from 'react';
import { markHydrated } from './page-ready.ts';

/**
 * A tap that comes before the page's scripts have run. The server's HTML draws the buttons at once,
 * but React attaches their handlers only when it hydrates the page, which on a slow phone can be a
 * second or more later: a tap on "Filters" or the menu in that time did nothing, and the visitor had
 * to guess that it needed a second one (the CI journey "a footer practice-area link shows the lawyers
 * of that area" caught it under load). An inline script the server writes with the page
 * (`early-taps.server.ts`), run while the document is parsed, notes the taps on elements marked
 * `data-early-tap="<name>"` until the page hydrates; the component that owns the button then does
 * on hydration what the tap asked (`useEarlyTap`). Only actions that
 * are safe to do twice are marked (opening a sheet or drawer): once `hydrateRoot` has been called,
 * React may replay the same tap itself.
 *
 * Hand-written: a few hundred bytes in the document, no library does this for React (decision 045).
 */
declare global {
  interface Window {
    /** The names of the marked elements tapped before hydration, in order. */
    __cldTaps?: string[];
    /** The last value chosen before hydration in each marked `<select>`, by its name. */
    __cldChanges?: Record<string, string>;
    /** Set when the page has hydrated: from then on React handles every tap. */
    __cldTapsDone?: boolean;
    /**
     * Set at the first use of the page (`USE_EVENTS` of `deferred.ts`: a tap, a key, typing, focus)
     * that came before its scripts ran: what waits for the first use (`afterFirstUse`) then loads at
     * once, instead of missing a use it was not yet listening for.
     */
    __cldUsed?: boolean;
  }
}

/** In the root layout: once the page has hydrated, taps are React's. */
export function useEarlyTapsDone() {
  useEffect(() => {
    window.__cldTapsDone = true;
    markHydrated();
  }, []);
}

/**
 * Does `action` once when the component hydrates if the element marked `name` was tapped before
 * then. The note is consumed, so a later mount of the same component does not repeat it.
 */
export function useEarlyTap(name: string, action: () => void) {
  useEffect(() => {
    const taps = window.__cldTaps;
    if (!taps?.includes(name)) return;
    for (let index = taps.length - 1; index >= 0; index -= 1)
      if (taps[index] === name) taps.splice(index, 1);
    action();
    // Only on the mount that follows hydration; `action` may change identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);
}

/**
 * The value chosen before hydration in the `<select>` marked `name` (`data-early-tap`), if one was,
 * and forgets it: the page's script noted it as it happened, so neither React's hydration of the
 * element nor a replayed event can lose it. Call it once, in the effect that follows hydration, and
 * apply only choices that are harmless to apply twice (React may also replay the change).
 */
export function takeEarlyChoice(name: string): string | undefined {
  const changes = typeof window === 'undefined' ? undefined : window.__cldChanges;
  const value = changes?.[name];
  if (value !== undefined) delete changes![name];
  return value;
}
