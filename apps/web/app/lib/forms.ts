import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { languageOf } from '@cld/validation/i18n';
import { localizeIssue, zodErrorMap } from '@cld/validation/zod-i18n';
import type { Locale } from '../i18n/locale.ts';
import { ApiError, type FieldErrors } from './api/api-error.ts';
import { fieldErrorsOf } from './api/failure.ts';

export type { FieldErrors };

export type Validation<TSchema extends z.ZodType> =
  { success: true; data: z.output<TSchema> } | { success: false; errors: FieldErrors };

/** The values checked with `schema`; its messages in the page's language (decision 029). */
export function validateForm<TSchema extends z.ZodType>(
  schema: TSchema,
  values: unknown,
  locale: Locale,
): Validation<TSchema> {
  const language = languageOf(locale);
  const result = schema.safeParse(values, { error: zodErrorMap(language) });
  return result.success
    ? { success: true, data: result.data }
    : {
        success: false,
        errors: fieldErrorsOf(
          result.error.issues.map((issue) => ({
            ...issue,
            message: localizeIssue(issue, language),
          })),
        ),
      };
}

/**
 * A form's submit check: `values` checked with `schema`, the messages shown (or the old ones
 * cleared), and the data answered once valid.
 */
export function checkedValues<TSchema extends z.ZodType>(
  schema: TSchema,
  values: unknown,
  locale: Locale,
  setErrors: (errors: FieldErrors) => void,
): z.output<TSchema> | undefined {
  const result = validateForm(schema, values, locale);
  setErrors(result.success ? {} : result.errors);
  return result.success ? result.data : undefined;
}

/** What went wrong with a call, in the API's words; anything but an `ApiError` is a network failure. */
export interface ApiFailure {
  status: number;
  message: string | undefined;
  fieldErrors: FieldErrors;
}

export function apiFailureOf(error: unknown): ApiFailure {
  return error instanceof ApiError
    ? { status: error.status, message: error.apiMessage, fieldErrors: error.issues }
    : { status: 0, message: undefined, fieldErrors: {} };
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
