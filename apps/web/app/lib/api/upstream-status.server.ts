import { data } from 'react-router';
import { ApiError } from './api-error.ts';

/** An answer of the API that blames the request (4xx). */
export function isUpstreamClientError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** Seconds a visitor (or a crawler) is asked to wait when the API cannot answer. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The API could not answer: it is down or restarting (the connection fails), or says so itself
 * (502, 503, 504: its database is down, decision 015).
 */
export function isUpstreamUnavailable(error: unknown): boolean {
  if (error instanceof ApiError) return [0, 502, 503, 504].includes(error.status);
  return error instanceof TypeError && error.message === 'fetch failed';
}

/**
 * What a loader throws when the API refused its data: the API's 4xx becomes the page's own status
 * (a malformed address stays 400, an over-long one 414, a missing lawyer 404, too many requests
 * 429), shown by the root error boundary; an API that cannot answer makes the page a 503 with
 * `Retry-After` (issue 15: fail fast, never a 500). Anything else is the server's failure and stays
 * as it is.
 */
export function pageErrorFrom(error: unknown): unknown {
  if (isUpstreamClientError(error)) return data(null, { status: error.status });
  if (isUpstreamUnavailable(error)) {
    return data(null, {
      status: 503,
      headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    });
  }
  return error;
}
