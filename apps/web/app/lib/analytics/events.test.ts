// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { flushEvents, track } from './events.ts';

function recordBatches() {
  const batches: unknown[] = [];
  server.use(
    http.post('*/api/events', async ({ request }) => {
      expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
      batches.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return batches;
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
});

describe('track', () => {
  it('batches the events of a page and sends them together after two seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const batches = recordBatches();
    track({ name: 'page_view' }, '/browse-lawyers');
    track({ name: 'browse_sort', sort: 'name' }, '/browse-lawyers');
    track({ name: 'page_view' }, '/lawyer/3');
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(2_000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(batches).toHaveLength(2));
    expect(batches).toEqual([
      {
        path: '/browse-lawyers',
        events: [{ name: 'page_view' }, { name: 'browse_sort', sort: 'name' }],
      },
      { path: '/lawyer/3', events: [{ name: 'page_view' }] },
    ]);
  });

  it('sends what is queued when the page is hidden', async () => {
    const batches = recordBatches();
    track({ name: 'logout' }, '/');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(batches).toEqual([{ path: '/', events: [{ name: 'logout' }] }]));
  });

  it('sends nothing when the browser asks not to be tracked', async () => {
    const batches = recordBatches();
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    track({ name: 'page_view' }, '/');
    flushEvents();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batches).toEqual([]);
  });
});
