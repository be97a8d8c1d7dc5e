// @vitest-environment jsdom
import type { ModeratedReview } from '@cld/contract/reviews';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { server } from '../../../test/msw-server.ts';
import { renderToaster } from '../auth/testing.tsx';
import { ReviewsModeration } from './reviews-moderation.tsx';

const held: ModeratedReview = {
  id: '41',
  lawyerId: 7,
  lawyerName: 'Robin Quill',
  rating: 2,
  text: 'Call me at 416-555-0199, <b>she</b> never answered.',
  createdAt: '2026-11-20T15:00:00.000Z',
  reply: null,
  isDemo: false,
  status: 'held',
  heldReasons: ['personal-data', 'markup'],
  hiddenReason: null,
  reportCount: 0,
  reports: [],
};

describe('review moderation', { timeout: 20_000 }, () => {
  it('says when a review was held for coming from the same network as another', async () => {
    const sameNetwork: ModeratedReview = {
      ...held,
      id: '42',
      lawyerName: 'Sam Network',
      text: 'Great lawyer, five stars from all of us.',
      heldReasons: ['same-network'],
    };
    server.use(
      http.get('*/api/admin/reviews', () =>
        HttpResponse.json({ reviews: [sameNetwork], total: 1 }),
      ),
    );
    renderAt({ url: '/admin/reviews', path: '/admin/reviews', Component: ReviewsModeration });
    const item = (await screen.findByRole('heading', { name: 'Review of Sam Network' })).closest(
      'article',
    )!;
    expect(
      within(item).getByText(
        'Held because: another review of this lawyer from the same network within a day',
      ),
    ).toBeVisible();
  });

  it('shows why a review was held, refuses hiding without a reason, then hides it', async () => {
    const user = userEvent.setup();
    const decisions: unknown[] = [];
    server.use(
      http.get('*/api/admin/reviews', ({ request }) =>
        HttpResponse.json({
          reviews: new URL(request.url).searchParams.get('status') === 'held' ? [held] : [],
          total: 1,
        }),
      ),
      http.post('*/api/admin/reviews/41/hide', async ({ request }) => {
        decisions.push(await request.json());
        return HttpResponse.json({ ...held, status: 'hidden', hiddenReason: 'Personal data' });
      }),
    );
    renderToaster();
    renderAt({ url: '/admin/reviews', path: '/admin/reviews', Component: ReviewsModeration });

    const item = (await screen.findByRole('heading', { name: 'Review of Robin Quill' })).closest(
      'article',
    )!;
    expect(within(item).getByText('Held because: contact details, HTML')).toBeVisible();
    expect(within(item).getByText(held.text)).toBeVisible();
    expect(item.querySelector('b')).toBeNull();
    expect(within(item).getByRole('button', { name: 'Publish' })).toBeVisible();

    await user.click(within(item).getByRole('button', { name: 'Hide' }));
    expect(within(item).getByText('Please give the reason for hiding this review')).toBeVisible();
    expect(decisions).toEqual([]);
    await user.type(within(item).getByLabelText('Reason for hiding'), 'Personal data');
    await user.click(within(item).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(decisions).toEqual([{ reason: 'Personal data' }]);
  });
});
