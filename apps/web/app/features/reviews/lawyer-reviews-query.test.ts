// @vitest-environment jsdom
import { contract } from '@cld/contract/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import {
  lawyerReviewsPath,
  lawyerReviewsQuery,
  lawyerReviewsQueryOptions,
  reviewsPageFrom,
  reviewsPageHref,
} from './lawyer-reviews-query.ts';

describe('lawyerReviewsQueryOptions', () => {
  it("reads the contract's reviews.list path", () => {
    expect(lawyerReviewsPath(42)).toBe(contract.reviews.list.path.replace(':id', '42'));
  });

  it('asks for the page and answers it as the loader caches it; throws the status when refused', async () => {
    const body = { rating: 0, reviewCount: 0, reviews: [], total: 0, page: 2, pageSize: 10 };
    const asked: string[] = [];
    server.use(
      http.get('*/api/lawyers/:id/reviews', ({ params, request }) => {
        asked.push(new URL(request.url).search);
        return params.id === '3'
          ? HttpResponse.json(body)
          : HttpResponse.json({ error: 'Not found' }, { status: 404 });
      }),
    );
    const { signal } = new AbortController();
    await expect(lawyerReviewsQueryOptions(3, 2).queryFn({ signal })).resolves.toEqual({
      status: 200,
      body,
    });
    expect(asked).toEqual(['?page=2']);
    await expect(lawyerReviewsQueryOptions(4, 1).queryFn({ signal })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("shares its key with the loader's query, one per page", () => {
    expect(lawyerReviewsQueryOptions(3, 2).queryKey).toEqual(lawyerReviewsQuery(3, 2).queryKey);
    expect(lawyerReviewsQuery(3, 2).queryKey).not.toEqual(lawyerReviewsQuery(3, 1).queryKey);
    expect(lawyerReviewsQuery(3, 2).queryData).toEqual({
      params: { id: 3 },
      query: { page: '2' },
    });
  });
});

describe('reviewsPageFrom', () => {
  it.each([
    ['', 1],
    ['?reviewsPage=2', 2],
    ['?reviewsPage=0', 1],
    ['?reviewsPage=-3', 1],
    ['?reviewsPage=abc', 1],
    ['?reviewsPage=999999999', 100_000],
  ])('reads %s as page %i', (query, page) => {
    expect(reviewsPageFrom(new URLSearchParams(query))).toBe(page);
  });

  it('links a page at the reviews section, the first without a parameter', () => {
    expect(reviewsPageHref(3)).toBe('?reviewsPage=3#reviews');
    expect(reviewsPageHref(1)).toBe('?#reviews');
  });
});
