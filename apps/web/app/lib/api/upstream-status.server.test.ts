import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { failureOf } from './failure.ts';
import { isUpstreamClientError, pageErrorFrom } from './upstream-status.server.ts';

/** What React Router makes of a value thrown by a loader, as the error boundary sees it. */
function statusOf(thrown: unknown): number | undefined {
  const value = thrown as { type?: string; init?: { status?: number } };
  return value.type === 'DataWithResponseInit' ? value.init?.status : undefined;
}

describe('pageErrorFrom', () => {
  it.each([400, 404, 414, 422, 429])('makes the API’s %i the page’s own status', (status) => {
    const error = failureOf(status, { message: 'no' });
    expect(isUpstreamClientError(error)).toBe(true);
    expect(statusOf(pageErrorFrom(error))).toBe(status);
  });

  it('leaves the server’s own failures (5xx, a network error, a bug) as they are', () => {
    const failures = [
      failureOf(503, {}),
      { status: 404, body: {} },
      new TypeError('fetch failed'),
      'odd',
    ];
    for (const failure of failures) {
      expect(isUpstreamClientError(failure)).toBe(false);
      expect(pageErrorFrom(failure)).toBe(failure);
    }
    expect(isRouteErrorResponse(pageErrorFrom(new Error('x')))).toBe(false);
  });
});
