export type AppErrorKind =
  | 'bad_request'
  | 'not_found'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unavailable'
  | 'internal';

export interface AppErrorIssue {
  path: (string | number)[];
  message: string;
}

/** The one place where an error kind becomes an HTTP status. */
export const HTTP_STATUS_OF: Record<AppErrorKind, number> = {
  bad_request: 400,
  not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unavailable: 503,
  internal: 500,
};

/** The API's one error type: its message is safe to show to clients; `cause` is for the logs only. */
export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly issues: AppErrorIssue[] | undefined;

  constructor(
    kind: AppErrorKind,
    message: string,
    options: { issues?: AppErrorIssue[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.issues = options.issues;
  }

  get status(): number {
    return HTTP_STATUS_OF[this.kind];
  }
}
