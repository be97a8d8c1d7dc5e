import type { z } from 'zod';
import type { Locale } from '../../i18n/i18n.ts';
import { sendToCreate } from '../../lib/form-action.server.ts';
import { ATTEMPT_FIELD, idempotencyKeyOf, isAttempt, newAttempt } from '../../lib/attempt.ts';

/**
 * A public form posted without JavaScript (a lawyer's two forms, the contact page's): read with the
 * schema, sent in the page's language under the Idempotency-Key of its attempt (attempt.ts), so a
 * post retried after the API failed is answered once. While the sending fails the answer gives the
 * attempt back, and the form posts it again; a post without a valid one gets a fresh one.
 */
export async function sendFormOnce<TSchema extends z.ZodType>(
  formData: FormData,
  schema: TSchema,
  locale: Locale,
  send: (
    body: z.output<TSchema> & { locale: Locale },
    headers: { 'idempotency-key': string },
  ) => Promise<{ status: number; body: unknown }>,
  options: { fallback: () => string | Promise<string>; tell: (status: number) => boolean },
) {
  const posted = formData.get(ATTEMPT_FIELD);
  formData.delete(ATTEMPT_FIELD);
  const attempt = isAttempt(posted) ? posted : newAttempt();
  return sendToCreate(
    formData,
    schema,
    locale,
    (value) => {
      const body = { ...(value as object), locale } as z.output<TSchema> & { locale: Locale };
      return send(body, { 'idempotency-key': idempotencyKeyOf(attempt, body) });
    },
    { ...options, more: { attempt } },
  );
}
