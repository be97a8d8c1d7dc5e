// @vitest-environment jsdom
import type { ModeratedReview, MyReviews } from '@cld/contract/reviews';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { makeRequest, myProfile, renderDashboard, serveDashboard } from './testing.tsx';

const REPLIED_REVIEW: ModeratedReview = {
  id: '9',
  lawyerId: 1,
  lawyerName: 'Avery Tremblay',
  rating: 5,
  text: 'Answered the same day.',
  createdAt: '2026-11-20T15:00:00.000Z',
  reply: { text: 'Thank you.', repliedAt: '2026-11-21T15:00:00.000Z' },
  isDemo: false,
  status: 'published',
  heldReasons: [],
  hiddenReason: null,
  reportCount: 0,
  reports: [],
};

/** Each heading's level, in the page's order: the outline a screen reader lists. */
function outline() {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
    .filter((heading) => !heading.closest('[hidden]'))
    .map((heading) => `h${heading.tagName[1]} ${heading.textContent}`);
}

/** h1 first, and no level skipped on the way down (WCAG 1.3.1, 2.4.6). */
function expectNoSkippedLevel(headings: string[]) {
  expect(headings[0]).toMatch(/^h1 /);
  headings.reduce((previous, heading) => {
    const level = Number(heading[1]);
    expect(level, `${heading} after h${previous}`).toBeLessThanOrEqual(previous + 1);
    return level;
  }, 0);
}

// Issue 22: the dashboard's heading order, on every tab.
describe('the dashboard’s headings', () => {
  it.each([
    ['Profile', 'Update Profile'],
    ['Contact Requests', 'Request from Jordan Client'],
    ['Reviews', 'Answered the same day.'],
    ['Settings', 'Account Settings'],
  ])(
    'go h1 then h2, skipping no level, on the %s tab',
    { timeout: 30_000 },
    async (tab, marker) => {
      const user = userEvent.setup();
      serveDashboard({ profile: myProfile(), requests: [makeRequest()] });
      server.use(
        http.get('*/api/lawyers/my-reviews', () =>
          HttpResponse.json({
            reviews: [REPLIED_REVIEW],
            responsiveness: { medianReplySeconds: 3600, withinDayShare: 1, requestCount: 4 },
          } satisfies MyReviews),
        ),
      );
      renderDashboard();
      await screen.findByRole('tab', { name: 'Reviews' });
      await user.click(screen.getByRole('tab', { name: tab }));
      await screen.findAllByText(marker);
      expectNoSkippedLevel(outline());
    },
  );
});
