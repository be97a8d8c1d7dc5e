import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';

/** One message per field, keyed by the field's name (the first segment of the issue's path). */
export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message of each field: the one the form shows under it. */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const field = String(path[0] ?? '');
    errors[field] ??= message;
  }
  return errors;
}

export type Validation<TSchema extends z.ZodType> =
  { success: true; data: z.output<TSchema> } | { success: false; errors: FieldErrors };

export function validateForm<TSchema extends z.ZodType>(
  schema: TSchema,
  values: unknown,
): Validation<TSchema> {
  const result = schema.safeParse(values);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrorsOf(result.error.issues) };
}

/** What went wrong with a call, in the API's words: `{ message, issues }` (packages/contract). */
export interface ApiFailure {
  status: number;
  message: string | undefined;
  fieldErrors: FieldErrors;
}

/** Reads a failed ts-rest answer (`{ status, body }`); anything else is a network failure. */
export function apiFailureOf(error: unknown): ApiFailure {
  if (typeof error !== 'object' || error === null || !('status' in error)) {
    return { status: 0, message: undefined, fieldErrors: {} };
  }
  const body = 'body' in error ? error.body : undefined;
  const record = typeof body === 'object' && body !== null ? body : {};
  const message =
    'message' in record && typeof record.message === 'string' ? record.message : undefined;
  const issues =
    'issues' in record && Array.isArray(record.issues) ? (record.issues as Issue[]) : [];
  return { status: Number(error.status), message, fieldErrors: fieldErrorsOf(issues) };
}

type FormElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A form's text values and its messages; `bind(name)` wires one control to both. */
export function useFormValues<TValues extends Record<string, string>>(initial: TValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setValue = (name: keyof TValues & string, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const bind = (name: keyof TValues & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<FormElement>) => setValue(name, event.target.value),
  });
  return { values, setValues, setValue, errors, setErrors, bind };
}
