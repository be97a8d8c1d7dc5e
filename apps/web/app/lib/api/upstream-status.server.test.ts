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

  it.each([
    ['the API down', new TypeError('fetch failed')],
    ['no answer', failureOf(0, undefined)],
    ['the API’s 503 (its database down)', failureOf(503, {})],
    ['a gateway’s 502', failureOf(502, '<html>')],
  ])('makes %s a 503 with Retry-After', (_label, error) => {
    const thrown = pageErrorFrom(error) as { init?: { status?: number; headers?: unknown } };
    expect(statusOf(thrown)).toBe(503);
    expect(new Headers(thrown.init?.headers as HeadersInit).get('Retry-After')).toBe('5');
  });

  it('leaves the server’s own failures (a 500, a bug) as they are', () => {
    const failures = [
      failureOf(500, {}),
      { status: 404, body: {} },
      new TypeError('x is not a function'),
      'odd',
    ];
    for (const failure of failures) {
      expect(isUpstreamClientError(failure)).toBe(false);
      expect(pageErrorFrom(failure)).toBe(failure);
    }
    expect(isRouteErrorResponse(pageErrorFrom(new Error('x')))).toBe(false);
  });
});
