import type { Language } from '@cld/validation/i18n';

export type AppErrorKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'unprocessable'
  | 'request_timeout'
  | 'payload_too_large'
  | 'uri_too_long'
  | 'unsupported_media_type'
  | 'headers_too_large'
  | 'too_many_requests'
  | 'unavailable'
  | 'internal';

export interface AppErrorIssue {
  path: (string | number)[];
  message: string;
  /** The schema's issue it reports, so zod's own message can be given in the request's language. */
  source?: { message: string };
}

/** The one place where an error kind becomes an HTTP status. */
export const HTTP_STATUS_OF: Record<AppErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  request_timeout: 408,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  headers_too_large: 431,
  too_many_requests: 429,
  unavailable: 503,
  internal: 500,
};

/** The API's one error type: its message is safe to show to clients; `cause` is for the logs only. */
export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly issues: AppErrorIssue[] | undefined;
  /** Sent as `Retry-After` (seconds) with a `too_many_requests` or `unavailable` answer. */
  readonly retryAfterSeconds: number | undefined;
  /** The message in a language, when it is built at run time (`message` is its English). */
  readonly messageIn: ((language: Language) => string) | undefined;

  constructor(
    kind: AppErrorKind,
    message: string,
    options: {
      issues?: AppErrorIssue[];
      cause?: unknown;
      retryAfterSeconds?: number;
      messageIn?: (language: Language) => string;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.messageIn = options.messageIn;
  }

  get status(): number {
    return HTTP_STATUS_OF[this.kind];
  }
}
