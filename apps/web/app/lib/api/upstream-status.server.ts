import { data } from 'react-router';
import { ApiError } from './api-error.ts';

/** An answer of the API that blames the request (4xx). */
export function isUpstreamClientError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * What a loader throws when the API refused its data: the API's 4xx becomes the page's own status
 * (a malformed address stays 400, an over-long one 414, a missing lawyer 404, too many requests
 * 429), shown by the root error boundary. Anything else is the server's failure and stays as it is.
 */
export function pageErrorFrom(error: unknown): unknown {
  return isUpstreamClientError(error) ? data(null, { status: error.status }) : error;
}
