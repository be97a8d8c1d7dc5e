// @vitest-environment jsdom
import { contract } from '@cld/contract/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { lawyerReviewsPath, lawyerReviewsQueryOptions } from './lawyer-reviews-query.ts';

describe('lawyerReviewsQueryOptions', () => {
  it("reads the contract's reviews.list path", () => {
    expect(lawyerReviewsPath(42)).toBe(contract.reviews.list.path.replace(':id', '42'));
  });

  it('answers the published reviews, and throws the status when the API refuses', async () => {
    const body = { rating: 0, reviewCount: 0, reviews: [] };
    server.use(
      http.get('*/api/lawyers/:id/reviews', ({ params }) =>
        params.id === '3'
          ? HttpResponse.json(body)
          : HttpResponse.json({ error: 'Not found' }, { status: 404 }),
      ),
    );
    const { signal } = new AbortController();
    await expect(lawyerReviewsQueryOptions(3).queryFn({ signal })).resolves.toEqual(body);
    await expect(lawyerReviewsQueryOptions(4).queryFn({ signal })).rejects.toMatchObject({
      status: 404,
    });
  });
});
