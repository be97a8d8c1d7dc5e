/** One message per field, keyed by the field's name (the first segment of the issue's path). */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * A call the API answered with a 4xx or 5xx (`failureOf` in `failure.ts` reads it from the API's
 * `{ message, issues }` body). `message` always says something for logs; `apiMessage` is the API's
 * own sentence, the one a person may read, and is missing when the API gave none (a proxy's 502,
 * say). `issues` holds the first message of each field at fault, keyed by the field's name.
 *
 * Only the class is on every page (callers test `instanceof`); reading a body loads with the client.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly apiMessage: string | undefined;
  readonly issues: FieldErrors;
  readonly body: unknown;

  constructor(failure: {
    status: number;
    apiMessage: string | undefined;
    issues: FieldErrors;
    body: unknown;
  }) {
    super(failure.apiMessage ?? `The API answered ${failure.status}`);
    this.name = 'ApiError';
    this.status = failure.status;
    this.apiMessage = failure.apiMessage;
    this.issues = failure.issues;
    this.body = failure.body;
  }
}
