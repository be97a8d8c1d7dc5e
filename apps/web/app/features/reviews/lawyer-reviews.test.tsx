// @vitest-environment jsdom
import type { LawyerReviews as LawyerReviewsPage, PublicReview } from '@cld/contract/reviews';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query/query-client.ts';
import { renderAt } from '../../../test/render.tsx';
import { server } from '../../../test/msw-server.ts';
import { lawyerReviewsKey } from './lawyer-reviews-query.ts';
import { LawyerReviews } from './lawyer-reviews.tsx';
import { expectLinkTo } from '../../../test/links.ts';

const review = (n: number): PublicReview => ({
  id: String(n),
  rating: 5,
  text: `Review number ${n}`,
  createdAt: '2026-11-01T12:00:00.000Z',
  reply: null,
  isDemo: false,
});

const pageOf = (page: number, numbers: number[], total: number): LawyerReviewsPage => ({
  rating: 5,
  reviewCount: total,
  reviews: numbers.map(review),
  total,
  page,
  pageSize: 2,
});

/** The API's pages of 2 of 3 reviews, counting the requests by page. */
function threeReviews() {
  const asked: string[] = [];
  server.use(
    http.get('*/api/lawyers/:id/reviews', ({ request }) => {
      const page = new URL(request.url).searchParams.get('page') ?? '1';
      asked.push(page);
      return HttpResponse.json(page === '1' ? pageOf(1, [1, 2], 3) : pageOf(2, [3], 3));
    }),
  );
  return asked;
}

const show = (url: string, queryClient = createQueryClient()) =>
  renderAt({
    url,
    path: '/lawyer/:id',
    Component: () => <LawyerReviews lawyerId={5} lawyerName="Sarah Johnson" />,
    queryClient,
  });

describe('LawyerReviews', () => {
  it('renders the page the loader read without asking the API again, and links the next one', async () => {
    const asked = threeReviews();
    const queryClient = createQueryClient();
    queryClient.setQueryData(lawyerReviewsKey(5, 1), { status: 200, body: pageOf(1, [1, 2], 3) });
    show('/lawyer/5', queryClient);

    expect(
      screen.getByText(/^Only people who contacted Sarah Johnson through the directory,/),
    ).toBeVisible();
    expect(await screen.findByText('Review number 1')).toBeVisible();
    expect(screen.getByText('Review number 2')).toBeVisible();
    expectLinkTo('More reviews', '/lawyer/5?reviewsPage=2#reviews');
    expect(screen.queryByRole('link', { name: 'Newest reviews' })).not.toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Report this review' })).toHaveLength(2);
    expect(asked).toEqual([]);
  });

  it('shows the page the address asks for, with a link back to the newest', async () => {
    const asked = threeReviews();
    show('/lawyer/5?reviewsPage=2');
    expect(await screen.findByText('Review number 3')).toBeVisible();
    expect(screen.queryByText('Review number 1')).not.toBeInTheDocument();
    expectLinkTo('Newest reviews', '/lawyer/5#reviews');
    expect(screen.queryByRole('link', { name: 'More reviews' })).not.toBeInTheDocument();
    expect(asked).toEqual(['2']);
  });

  it('goes to the next page in the browser when the link is followed', async () => {
    const user = userEvent.setup();
    const asked = threeReviews();
    show('/lawyer/5');
    await user.click(await screen.findByRole('link', { name: 'More reviews' }));
    expect(await screen.findByText('Review number 3')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/lawyer/5?reviewsPage=2');
    expect(asked).toEqual(['1', '2']);
  });

  it('says "No reviews yet" when nobody has reviewed, and a page past the last says so', async () => {
    show('/lawyer/5');
    expect(await screen.findByText('No reviews yet')).toBeVisible();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    server.use(http.get('*/api/lawyers/:id/reviews', () => HttpResponse.json(pageOf(9, [], 3))));
    const { container } = show('/lawyer/5?reviewsPage=9');
    const section = within(container);
    expect(await section.findByText('There are no reviews on this page.')).toBeVisible();
    expect(section.getByRole('link', { name: 'Newest reviews' })).toBeVisible();
  });

  it('says so when the reviews cannot be read', async () => {
    server.use(http.get('*/api/lawyers/:id/reviews', () => HttpResponse.json({}, { status: 500 })));
    show('/lawyer/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Reviews could not be loaded');
  });
});
