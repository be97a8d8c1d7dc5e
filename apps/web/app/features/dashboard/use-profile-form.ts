import { lawyerProfileSchema, type LawyerProfile } from '@cld/validation/lawyer-profile';
import { languageOf } from '@cld/validation/i18n';
import { localizeIssue, zodErrorMap } from '@cld/validation/zod-i18n';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Locale } from '../../i18n/locale.ts';
import type { FieldErrors } from '../../lib/forms.ts';
import { toProfileInput, type ProfileFormValues } from './profile-form-values.ts';

type TextField = {
  [K in keyof ProfileFormValues]: ProfileFormValues[K] extends string ? K : never;
}[keyof ProfileFormValues];

type FormElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The profile form's values and messages (`useFormValues` of `lib/forms.ts`, for values that are
 * not all text): `bind(name)` wires a text control to both. Messages are keyed by field, and by
 * their whole path for the rows of flat fees and office hours (`flatFees.1.maxPrice`).
 */
export function useProfileFormValues(initial: ProfileFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setValue = <K extends keyof ProfileFormValues>(name: K, value: ProfileFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const bind = (name: TextField) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<FormElement>) => setValue(name, event.target.value),
  });
  return { values, setValues, setValue, errors, setErrors, bind };
}

export type ProfileForm = ReturnType<typeof useProfileFormValues>;

/** Fields whose rows show their own messages: their issues keep their whole path. */
const ROW_FIELDS = new Set(['flatFees', 'officeHours']);

/**
 * The form checked with the profile schema, its messages in the page's language (decision 029);
 * the data the API takes once valid.
 */
export function validateProfile(
  values: ProfileFormValues,
  locale: Locale,
): { success: true; data: LawyerProfile } | { success: false; errors: FieldErrors } {
  const language = languageOf(locale);
  const result = lawyerProfileSchema.safeParse(toProfileInput(values), {
    error: zodErrorMap(language),
  });
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const [field = ''] = issue.path.map(String);
    const key = ROW_FIELDS.has(field) && issue.path.length > 1 ? issue.path.join('.') : field;
    errors[key] ??= localizeIssue(issue, language);
  }
  return { success: false, errors };
}

/** A submit's check: the messages shown (or cleared) and the data answered once valid. */
export function checkedProfile(
  values: ProfileFormValues,
  locale: Locale,
  setErrors: (errors: FieldErrors) => void,
): LawyerProfile | undefined {
  const result = validateProfile(values, locale);
  setErrors(result.success ? {} : result.errors);
  return result.success ? result.data : undefined;
}

/** The first message of a group: its own, else the first of its rows'. */
export function groupError(errors: FieldErrors, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const prefix = `${field}.`;
  return Object.entries(errors).find(([key]) => key.startsWith(prefix))?.[1];
}

/**
 * The controls a failed submit marks: an invalid control itself, or the first control of a group
 * whose message covers it (`data-invalid` on the fieldset).
 */
const INVALID = '[aria-invalid="true"], [data-invalid] :is(input, select, textarea):not(:disabled)';

/**
 * After a submit that failed (the form's check or the API's), moves to the first field to
 * correct: scrolled into view and focused, so its message (its description) is read out. Every
 * new set of messages is a submit's: the form sets them only then.
 */
export function useFocusFirstError(errors: FieldErrors) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const first = container.current?.querySelector<HTMLElement>(INVALID);
    if (!first) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    first.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    first.focus({ preventScroll: true });
  }, [errors]);
  return container;
}
