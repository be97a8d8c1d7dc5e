/**
 * What the page says about its own readiness, on its `<html>` element, for anything that must not
 * act on a page still on its way (the end-to-end tests first, and the early-tap script):
 *
 * - `data-hydrated` once React has hydrated the page (set by the root layout's effect): from then
 *   on every control's handlers are attached;
 * - `data-loading` while a part loaded on demand (a dialog and its form, the filter sheet, the
 *   menu drawer, a part deferred until the page's first use) is still on its way; removed once the
 *   last one has arrived.
 *
 * A test waits for `html[data-hydrated]:not([data-loading])` instead of for a text with a long
 * timeout (issue 36): on a busy machine the wait is as long as the page needs, and no longer.
 */
let loading = 0;

function root(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.documentElement;
}

/** In the root layout's effect: the page has hydrated. */
export function markHydrated(): void {
  root()?.setAttribute('data-hydrated', '');
}

/** Marks the page as loading a part until `load` settles; returns `load` itself. */
export function trackLoad<T>(load: Promise<T>): Promise<T> {
  const element = root();
  if (!element) return load;
  loading += 1;
  element.setAttribute('data-loading', '');
  const done = () => {
    loading -= 1;
    if (loading === 0) element.removeAttribute('data-loading');
  };
  load.then(done, done);
  return load;
}
