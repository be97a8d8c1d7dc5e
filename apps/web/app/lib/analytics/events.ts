import type { AnalyticsEvent } from '@cld/contract/analytics';

/**
 * First-party analytics (DESIGN §5.8): events are queued and sent to the site's own API in small
 * batches, never with anything personal. Nothing is sent when the browser asks not to be tracked
 * (Global Privacy Control or Do Not Track). Types only from the contract: no zod in the page.
 */
const FLUSH_DELAY_MS = 2_000;
const MAX_BATCH = 20;

interface Pending {
  path: string;
  events: AnalyticsEvent[];
}

let pending: Pending[] = [];
let allowed = true;

/** Off once the visitor refuses statistics in the privacy choices (decision 009). */
export function setAnalyticsAllowed(value: boolean) {
  allowed = value;
  if (!value) {
    pending = [];
    clearTimeout(timer);
    timer = undefined;
  }
}
let timer: ReturnType<typeof setTimeout> | undefined;

function optedOut(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.globalPrivacyControl === true || navigator.doNotTrack === '1';
}

function send(batch: Pending) {
  void fetch('/api/events', {
    method: 'POST',
    // keepalive: a batch sent as the page goes away still arrives.
    keepalive: true,
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(batch),
  }).catch(() => {
    // Analytics never gets in a visitor's way.
  });
}

/** Sends what is queued now (also called when the page is hidden or left). */
export function flushEvents() {
  clearTimeout(timer);
  timer = undefined;
  const batches = pending;
  pending = [];
  for (const batch of batches) send(batch);
}

/** Queues an event of the current page; batches go out every two seconds at most. */
export function track(event: AnalyticsEvent, path = window.location.pathname) {
  if (typeof window === 'undefined' || !allowed || optedOut()) return;
  const last = pending.at(-1);
  if (last && last.path === path && last.events.length < MAX_BATCH) last.events.push(event);
  else pending.push({ path, events: [event] });
  timer ??= setTimeout(flushEvents, FLUSH_DELAY_MS);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushEvents);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushEvents();
  });
}
