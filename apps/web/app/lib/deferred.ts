/**
 * Resolves once the page has loaded and the person starts using it (a tap, a key, a scroll), or a
 * few seconds after it loaded, whichever comes first; at once on the server and where the page has
 * long loaded. A lazy component whose module waits for it keeps the server's HTML on screen (React
 * leaves a suspended boundary as the server wrote it) and hydrates it then: for static parts below
 * the fold, whose script need not be part of the page's first load (decision 012's budget).
 */
export function afterFirstUse(delayMs = 4000): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      for (const event of events) window.removeEventListener(event, done);
      if (timer !== undefined) clearTimeout(timer);
      resolve();
    };
    for (const event of events) window.addEventListener(event, done, { once: true, passive: true });
    const start = () => {
      timer = setTimeout(done, delayMs);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
}
