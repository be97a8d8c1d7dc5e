// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { server } from '../../../test/msw-server.ts';
import { ReviewPage, tokenFromHash } from './review-page.tsx';

const TOKEN = 'a'.repeat(43);

function openWithHash(hash: string) {
  window.location.hash = hash;
  return renderAt({
    url: '/lawyers/12/review',
    path: '/lawyers/:id/review',
    Component: () => <ReviewPage lawyerId={12} />,
  });
}

afterEach(() => {
  window.location.hash = '';
});

/** The API's answer to a review link that is valid: for Rhea Reviewed (lawyer 12). */
const validReviewLink = () =>
  http.post('*/api/lawyers/12/reviews/link', () =>
    HttpResponse.json({
      lawyerId: 12,
      lawyerName: 'Rhea Reviewed',
      expiresAt: '2026-12-24T00:00:00.000Z',
    }),
  );

describe('tokenFromHash', () => {
  it('reads the token from the fragment only', () => {
    expect(tokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash('')).toBeUndefined();
    expect(tokenFromHash('#other=1')).toBeUndefined();
  });
});

// Typing a review takes a few seconds of simulated key presses on a busy machine.
describe('ReviewPage', { timeout: 20_000 }, () => {
  it('checks the link, refuses an incomplete review, then sends it once', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      validReviewLink(),
      http.post('*/api/lawyers/12/reviews', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: '1', status: 'published' }, { status: 201 });
      }),
    );
    openWithHash(`#token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Review Rhea Reviewed' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(screen.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
    expect(screen.getByText('Review must be at least 20 characters')).toBeVisible();
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(
      screen.getByLabelText('Your review'),
      'Answered quickly and explained every option.',
    );
    await user.click(screen.getByRole('button', { name: 'Publish review' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you: your review is published' }),
    ).toBeVisible();
    expect(bodies).toEqual([
      { token: TOKEN, rating: 4, text: 'Answered quickly and explained every option.' },
    ]);
  });

  it('tells a held review will be checked first', async () => {
    const user = userEvent.setup();
    server.use(
      validReviewLink(),
      http.post('*/api/lawyers/12/reviews', () =>
        HttpResponse.json({ id: '2', status: 'held' }, { status: 201 }),
      ),
    );
    openWithHash(`#token=${TOKEN}`);
    await user.click(await screen.findByRole('radio', { name: '1 star' }));
    await user.type(
      screen.getByLabelText('Your review'),
      'See www.example.com for the whole story.',
    );
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText(/will be published after a check/)).toBeVisible();
  });

  it.each([
    [404, 'This review link is not valid.'],
    [409, 'This review link was already used: each link writes one review.'],
    [410, 'This review link has expired.'],
  ])('a link answered %i says so and shows no form', async (status, text) => {
    server.use(
      http.post('*/api/lawyers/12/reviews/link', () =>
        HttpResponse.json({ message: 'no' }, { status }),
      ),
    );
    openWithHash(`#token=${TOKEN}`);
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publish review' })).not.toBeInTheDocument();
  });

  it('a link refused as not from someone else gives the API’s reason and shows no form', async () => {
    const reason = 'This e-mail address has already reviewed this lawyer';
    server.use(
      http.post('*/api/lawyers/12/reviews/link', () =>
        HttpResponse.json({ message: reason }, { status: 403 }),
      ),
    );
    openWithHash(`#token=${TOKEN}`);
    expect(await screen.findByText(reason)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publish review' })).not.toBeInTheDocument();
  });

  it('without a token asks for the e-mail link', async () => {
    openWithHash('');
    expect(await screen.findByText(/needs the link from your invitation e-mail/)).toBeVisible();
  });
});
