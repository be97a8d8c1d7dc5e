import { ApiError, type FieldErrors } from './api-error.ts';

interface Issue {
  path?: readonly PropertyKey[];
  message?: unknown;
}

/** The first message of each field: the one a form shows under it. */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    if (typeof message === 'string') errors[String(path?.[0] ?? '')] ??= message;
  }
  return errors;
}

/** The `ApiError` of a 4xx/5xx answer, read from the API's `{ message, issues }` body. */
export function failureOf(status: number, body: unknown): ApiError {
  const { message, issues } = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    issues?: unknown;
  };
  return new ApiError({
    status,
    apiMessage: typeof message === 'string' ? message : undefined,
    issues: fieldErrorsOf(Array.isArray(issues) ? issues : []),
    body,
  });
}
