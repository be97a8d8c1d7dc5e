import { lazy, type ComponentType } from 'react';
import { trackLoad } from './page-ready.ts';

let firstUse: Promise<void> | undefined;
let markUsed: (() => void) | undefined;

/**
 * What counts as the person using the page. Not only a pointer or a key: a screen reader or voice
 * control may click, focus or change a control with neither, and a navigation in the browser waits
 * for every part still waiting here (React holds a transition that reaches a server-rendered part
 * it has not hydrated), so each of these must end the wait.
 */
export const USE_EVENTS = [
  'pointerdown',
  'keydown',
  'scroll',
  'touchstart',
  'click',
  'focusin',
  'input',
  'change',
] as const;

/**
 * Resolves once the page has loaded and the person starts using it (a tap, a key, a scroll, a
 * click, focus, a change of a field), or a few seconds after it loaded, whichever comes first; at
 * once on the server. One promise for the page's life: after the first use (or the delay)
 * everything that waits for it loads at once, so a page reached by a navigation in the browser
 * renders its deferred parts straight away.
 *
 * A lazy component whose module waits for it keeps the server's HTML on screen (React leaves a
 * suspended boundary as the server wrote it) and hydrates it then: for static parts, or parts whose
 * controls work without the script (links, a native disclosure, a GET form), whose script need not
 * be part of the page's first load (decision 012's budget).
 */
export function afterFirstUse(delayMs = 4000): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  // Used before the page's scripts ran (typed in a field, tapped): the document's inline script
  // noticed (`early-taps.server.ts`), and nothing waits.
  if (window.__cldUsed) firstUse ??= Promise.resolve();
  firstUse ??= new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      for (const event of USE_EVENTS) window.removeEventListener(event, done, true);
      if (timer !== undefined) clearTimeout(timer);
      markUsed = undefined;
      resolve();
    };
    markUsed = done;
    // Captured, so a handler that stops the event's propagation does not hide the use.
    for (const event of USE_EVENTS) {
      window.addEventListener(event, done, { once: true, passive: true, capture: true });
    }
    const start = () => {
      timer = setTimeout(done, delayMs);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
  return firstUse;
}

/**
 * The page is in use although no event said so: a choice made before the page's script ran, which
 * the page applies when it hydrates. Without this the change would wait for the deferred parts
 * (see `USE_EVENTS`).
 */
export function markFirstUse(): void {
  if (typeof window === 'undefined') return;
  if (firstUse === undefined) {
    firstUse = Promise.resolve();
    return;
  }
  markUsed?.();
}

/**
 * Tests only: `used` true makes every deferred part load at once, as on a page in use (the web
 * tests' setup does it); false starts a new page, waiting again for its first use.
 */
export function setFirstUseForTests(used: boolean): void {
  markUsed = undefined;
  firstUse = used ? Promise.resolve() : undefined;
}

/**
 * A lazy component that the server renders in place: on the server the module is imported when
 * this is defined and, once loaded, the component renders without suspending, so every server
 * render writes its HTML where it belongs (not streamed after the page's shell, which a reader
 * without JavaScript would not see). In the browser the module is imported after `ready()`; a
 * boundary the server wrote keeps its HTML until then. Render it inside a `<Suspense>`.
 */
function serverReadyLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  ready: () => Promise<void>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  if (typeof window === 'undefined') {
    load().then(
      (component) => {
        loaded = component;
      },
      () => undefined,
    );
  }
  const Deferred = lazy(() => {
    if (loaded) {
      const component = loaded;
      // A thenable that answers at once: React renders a resolved lazy without suspending.
      const now = {
        then: (resolve: (value: { default: ComponentType<P> }) => void) =>
          resolve({ default: component }),
      };
      return now as unknown as Promise<{ default: ComponentType<P> }>;
    }
    return ready()
      .then(() => trackLoad(load()))
      .then((component) => {
        loaded = component;
        return { default: component };
      });
  });
  return Deferred as unknown as ComponentType<P>;
}

/** A part whose script loads after the page's first use (see `afterFirstUse`). */
export function lazyAfterFirstUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return serverReadyLazy(load, afterFirstUse);
}

/**
 * A part whose script loads when it is first rendered in the browser: for parts few pages show
 * (error screens, ad placements when a provider is configured), kept out of every page's first load.
 */
export function lazyWhenRendered<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return serverReadyLazy(load, () => Promise.resolve());
}
