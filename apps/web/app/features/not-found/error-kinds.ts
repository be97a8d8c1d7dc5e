export type ErrorKind = 'unexpected' | 'badRequest' | 'tooManyRequests' | 'unavailable';

/** The catalogue section of each kind of error: title, body and the way home. */
export const ERROR_MESSAGES = {
  unexpected: 'error',
  badRequest: 'badRequest',
  tooManyRequests: 'tooManyRequests',
  unavailable: 'unavailable',
} as const satisfies Record<ErrorKind, string>;

/** The kind of error screen for a status: the visitor's request (4xx) or the site's failure. */
export function errorKindOf(status: number | undefined): ErrorKind {
  if (status === 429) return 'tooManyRequests';
  if (status === 503) return 'unavailable';
  if (status !== undefined && status >= 400 && status < 500) return 'badRequest';
  return 'unexpected';
}
