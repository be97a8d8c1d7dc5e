import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import { languageOf } from '@cld/validation/i18n';
import { localizeIssues, zodErrorMap } from '@cld/validation/zod-i18n';
import { useActionData } from 'react-router';
import type { z } from 'zod';
import { useLocale, type Locale } from '../i18n/i18n.ts';
import { apiFailureOf, type FieldErrors } from './forms.ts';

/** What the form does with valid values in the browser; `reply` shows the outcome on the form. */
export type OnValid<TValue> = (
  value: TValue,
  reply: {
    /** The form empties (it was sent). */
    reset: () => void;
    /** The server's messages for fields the browser let through. */
    fieldErrors: (errors: FieldErrors) => void;
  },
) => void;

/** A mutation's options that put the API's field messages under the fields the browser let through. */
export function showingFieldErrors(reply: Parameters<OnValid<unknown>>[1]) {
  return { onError: (error: unknown) => reply.fieldErrors(apiFailureOf(error).fieldErrors) };
}

/**
 * One form on Conform and a zod schema (decision 025). Without JavaScript the browser posts the
 * form to the route's `action`, which validates with the API contract's schema and answers
 * `{ result }` (lib/form-action.server.ts); the form renders that answer's messages and values.
 * With JavaScript the same schema validates in the browser, again as the visitor types once a
 * submit has shown the messages, and `onValid` sends the values without a page load.
 */
export function useSchemaForm<
  TSchema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>({ id, schema, onValid }: { id: string; schema: TSchema; onValid: OnValid<z.output<TSchema>> }) {
  const actionData = useActionData<{ result?: SubmissionResult<string[]> } | undefined>();
  const locale = useLocale();
  const [ownResult, setOwnResult] = useState<SubmissionResult<string[]>>();
  const [form, fields] = useForm<z.input<TSchema>, z.output<TSchema>>({
    id,
    lastResult: ownResult ?? actionData?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, schemaOptions(schema, locale)),
    onSubmit(event, { submission }) {
      if (submission?.status !== 'success') return;
      event.preventDefault();
      onValid(submission.value, {
        // The browser's own reset (Conform follows it): every control back to what it was rendered
        // with, a select to its placeholder. Conform's `form.reset()` remounts the controls instead,
        // which leaves a select with a disabled placeholder on no option at all.
        reset: () => (document.getElementById(form.id) as HTMLFormElement | null)?.reset(),
        fieldErrors: (errors) =>
          setOwnResult(
            submission.reply({
              fieldErrors: Object.fromEntries(
                Object.entries(errors).flatMap(([name, text]) => (text ? [[name, [text]]] : [])),
              ),
            }),
          ),
      });
    },
  });
  useRevalidateFixedFields(form, actionData?.result);
  return { form, fields, done: Boolean(actionData && 'done' in actionData && actionData.done) };
}

/**
 * A submit made before the form's script ran (a slow phone, or a form that hydrates after the first
 * use, decision 043) is answered by the route's action with the page and its messages. The person
 * may fix a field before the form hydrates: the input that fixed it came before Conform listened,
 * so its message would stay until the next send (issue 22). When the form hydrates, each field the
 * server refused whose value has changed since is checked again: its message leaves if the value
 * is now right; the others, and a message for the whole form, stay as the server wrote them.
 */
function useRevalidateFixedFields(
  form: { id: string; validate: (options: { name: string }) => void },
  serverResult: SubmissionResult<string[]> | undefined,
) {
  useEffect(() => {
    if (serverResult?.status !== 'error') return;
    const element = document.getElementById(form.id);
    if (!(element instanceof HTMLFormElement)) return;
    const now = new FormData(element);
    const sent = serverResult.initialValue ?? {};
    for (const name of Object.keys(serverResult.error ?? {})) {
      if (!name) continue;
      const values = now.getAll(name).map(String);
      const current = values.length > 1 ? values : (values[0] ?? '');
      if (JSON.stringify(current) !== JSON.stringify(sent[name] ?? '')) form.validate({ name });
    }
    // Once, when the form hydrates: later inputs are Conform's (`shouldRevalidate`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * How a form is read with its schema, the same in the browser and in a route action: no coercion
 * (lib/form-action.server.ts), and every message in the page's language (decision 029): the
 * schema's from the validation package's table, zod's own from its fr-CA locale.
 */
export function schemaOptions<TSchema extends z.ZodType>(schema: TSchema, locale: Locale) {
  const language = languageOf(locale);
  return {
    schema,
    disableAutoCoercion: true,
    error: zodErrorMap(language),
    formatError: (issues: readonly { message: string }[]) => localizeIssues(issues, language),
  } as const;
}

/**
 * What a form's error summary lists: the form's own messages, then each field that has one, named by
 * `labels`, in their order.
 */
export function errorSummaryOf(
  form: { errors?: string[] | undefined },
  fields: Record<string, { id: string; errors?: string[] | undefined }>,
  labels: Record<string, string>,
) {
  return {
    formErrors: form.errors ?? [],
    // In the labels' order, the form's: Conform's fieldset is a proxy that lists no keys.
    fieldErrors: Object.entries(labels).flatMap(([name, label]) => {
      const field = fields[name];
      return field?.errors?.[0] ? [{ id: field.id, label }] : [];
    }),
  };
}
