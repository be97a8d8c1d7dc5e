/** One message per field, keyed by the field's name (the first segment of the issue's path). */
export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message of each field: the one a form shows under it. */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) errors[String(path[0] ?? '')] ??= message;
  return errors;
}

function isIssue(value: unknown): value is Issue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    Array.isArray(value.path) &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/**
 * A call the API answered with a 4xx or 5xx, read from its `{ message, issues }` body
 * (packages/contract `errorSchema`). `message` always says something for logs; `apiMessage` is the
 * API's own sentence, the one a person may read, and is missing when the API gave none (a proxy's
 * 502, say). `issues` holds the first message of each field at fault, keyed by the field's name.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly apiMessage: string | undefined;
  readonly issues: FieldErrors;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const record: Record<string, unknown> =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const apiMessage = typeof record.message === 'string' ? record.message : undefined;
    super(apiMessage ?? `The API answered ${status}`);
    this.status = status;
    this.apiMessage = apiMessage;
    this.issues = fieldErrorsOf(Array.isArray(record.issues) ? record.issues.filter(isIssue) : []);
    this.body = body;
  }
}
