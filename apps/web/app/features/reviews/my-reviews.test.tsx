// @vitest-environment jsdom
import type { ModeratedReview, MyReviews } from '@cld/contract/reviews';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { server } from '../../../test/msw-server.ts';
import { renderToaster } from '../auth/testing.tsx';
import { MyReviewsPanel } from './my-reviews.tsx';

const review: ModeratedReview = {
  id: '9',
  lawyerId: 3,
  lawyerName: 'Avery Tremblay',
  rating: 5,
  text: 'Answered the same day and explained everything.',
  createdAt: '2026-11-20T15:00:00.000Z',
  reply: null,
  isDemo: false,
  status: 'published',
  heldReasons: [],
  hiddenReason: null,
  reportCount: 0,
  reports: [],
};

function serve(mine: MyReviews) {
  server.use(http.get('*/api/lawyers/my-reviews', () => HttpResponse.json(mine)));
}

describe('the dashboard reviews tab', { timeout: 20_000 }, () => {
  it("shows the lawyer's own reply times, below the public threshold too", async () => {
    serve({
      reviews: [],
      responsiveness: { medianReplySeconds: 2.5 * 3600, withinDayShare: 0.5, requestCount: 2 },
    });
    renderAt({ url: '/d', path: '/d', Component: MyReviewsPanel });
    const figures = await screen.findByTestId('my-responsiveness');
    expect(within(figures).getByText('3 hours')).toBeVisible();
    expect(within(figures).getByText('50%')).toBeVisible();
    expect(within(figures).getByText('2 requests')).toBeVisible();
    expect(screen.getByText(/Shown on your profile from 3 requests/)).toBeVisible();
    expect(screen.getByText(/No reviews yet/)).toBeVisible();
  });

  it('publishes one reply to a review', async () => {
    const user = userEvent.setup();
    serve({
      reviews: [review],
      responsiveness: { medianReplySeconds: null, withinDayShare: 0, requestCount: 0 },
    });
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/lawyers/my-reviews/9/reply', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { ...review, reply: { text: 'Thank you!', repliedAt: '2026-11-21T10:00:00.000Z' } },
          { status: 201 },
        );
      }),
    );
    renderToaster();
    renderAt({ url: '/d', path: '/d', Component: MyReviewsPanel });
    expect(await screen.findByText(review.text)).toBeVisible();
    expect(screen.getByText('Published')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(screen.getByText('Please write a reply')).toBeVisible();
    await user.type(screen.getByLabelText('Your public reply'), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));

    expect(await screen.findByText('Reply from the lawyer')).toBeVisible();
    expect(screen.queryByLabelText('Your public reply')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ reply: 'Thank you!' }]);
  });
});
