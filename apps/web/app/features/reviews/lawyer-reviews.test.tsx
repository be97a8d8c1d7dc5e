// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { server } from '../../../test/msw-server.ts';
import { LawyerReviews } from './lawyer-reviews.tsx';

/** An IntersectionObserver the test moves: `reach()` brings the observed section near the screen. */
function fakeObserver() {
  let callback: IntersectionObserverCallback | undefined;
  let options: IntersectionObserverInit | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        callback = cb;
        options = init;
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    options: () => options,
    reach: () =>
      act(() =>
        callback?.(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      ),
  };
}

describe('LawyerReviews', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the reviews only when the section comes near the screen', async () => {
    const observer = fakeObserver();
    let requests = 0;
    server.use(
      http.get('*/api/lawyers/:id/reviews', () => {
        requests += 1;
        return HttpResponse.json({ rating: 0, reviewCount: 0, reviews: [] });
      }),
    );
    renderAt({ url: '/', path: '/', Component: () => <LawyerReviews lawyerId={5} /> });

    expect(await screen.findByText(/Only people who contacted this lawyer/)).toBeVisible();
    expect(screen.getByText('Loading reviews…')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toBe(0);
    expect(observer.options()?.rootMargin).toBe('0px 0px 600px 0px');

    observer.reach();
    expect(await screen.findByText('No reviews yet')).toBeVisible();
    expect(requests).toBe(1);
  });
});
