import type { Submission, SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { DehydratedState } from '@tanstack/react-query';
import { contract } from '@cld/contract/contract';
import { initClient } from '@ts-rest/core';
import { data } from 'react-router';
import type { z } from 'zod';
import { getEnv } from '../config/env.server.ts';
import { requestLocale, type Locale } from '../i18n/i18n.ts';
import { failureOf } from './api/failure.ts';
import { acceptLanguageOf } from './api/language.ts';
import { apiFailureOf } from './forms.ts';
import { schemaOptions } from './schema-form.ts';

/**
 * Headers of the visitor's form post that the API needs to treat the call as the browser's own:
 * the session, the address and protocol the web server settled (server/forwarded.ts),
 * and the browser's `Origin`, which is what the API's CSRF rule (apps/api/src/http/csrf.ts) accepts
 * from a cookie-authenticated write that has no `X-Requested-With`. The web server never adds that
 * header itself: it would vouch for a post it cannot tell from a cross-site one, and React Router
 * has already refused a document post whose `Origin` is another site's.
 */
const FORWARDED_HEADERS = ['cookie', 'origin', 'x-forwarded-for', 'x-forwarded-proto'] as const;

/**
 * The typed API client for a route `action` (or a loader that needs no query cache): the API's own
 * address, the visitor's headers, and the page's language as `Accept-Language` (not the browser's:
 * a French page's form that the API refuses shows French messages, decision 029).
 */
export function apiForAction(request: Request) {
  const baseHeaders: Record<string, string> = {
    'accept-language': acceptLanguageOf(requestLocale(request)),
  };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) baseHeaders[name] = value;
  }
  return initClient(contract, { baseUrl: getEnv().API_URL, baseHeaders });
}

/** Conform's reserved fields: a form control's intent (a button's) and the form's state. */
const INTENT = '__intent__';
const STATE = '__state__';

/** A field name as the forms write them; Conform's paths (`a.b`, `a[0]`) are not used here. */
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

/**
 * Whether a posted intent is one the forms' no-JavaScript buttons send (`form.update` with a string
 * value, `form.validate`), on one plain field. Anything else is not Conform's to act on: a list
 * intent on a field that is no list, or JSON that does not parse, would make it throw (a 500), and
 * a path such as `__proto__` would reach its object writer.
 */
function isKnownIntent(value: FormDataEntryValue): boolean {
  if (typeof value !== 'string' || value.length > 1000) return false;
  let intent: unknown;
  try {
    intent = JSON.parse(value);
  } catch {
    return false;
  }
  if (typeof intent !== 'object' || intent === null) return false;
  const { type, payload } = intent as { type?: unknown; payload?: unknown };
  if (typeof payload !== 'object' || payload === null) return false;
  const { name, value: newValue, ...rest } = payload as Record<string, unknown>;
  if (typeof name !== 'string' || !PLAIN_NAME.test(name) || Object.keys(rest).length > 0) {
    return false;
  }
  if (type === 'validate') return newValue === undefined;
  return type === 'update' && typeof newValue === 'string';
}

/**
 * A posted form read with the schema the API validates it with. Conform's coercion stays off: the
 * schemas trim and convert themselves, and an empty field must reach them as `''` to get the same
 * message as in the browser ("Name must be at least 2 characters", not "expected string").
 *
 * Of Conform's reserved fields only a known button intent is kept (`isKnownIntent`); with one, the
 * submission's `status` is `undefined`: the form is to be shown again, not sent. A forged one is
 * dropped and the form is read as a plain submit, validated like any other.
 */
export function parseSubmission<TSchema extends z.ZodType>(
  formData: FormData,
  schema: TSchema,
  locale: Locale,
) {
  const intents = formData.getAll(INTENT);
  formData.delete(STATE);
  formData.delete(INTENT);
  if (intents.length === 1 && isKnownIntent(intents[0]!)) formData.set(INTENT, intents[0]!);
  return parseWithZod(formData, schemaOptions(schema, locale));
}

/** What a form's action answers; the form reads it back with `useActionData`. */
export interface FormActionData {
  result: SubmissionResult<string[]>;
  /** Set once the API accepted the submission: the page says so in place of a toast. */
  done?: boolean;
  /** Data the form's page renders with (a province's cities), for its query cache. */
  dehydratedState?: DehydratedState;
  /** The form's attempt while what it posted was not accepted: a retry is the same request. */
  attempt?: string;
}

/** The form's fields come back with their messages and the values typed (a 400, as the API's). */
export function invalid(
  result: SubmissionResult<string[]>,
  status = 400,
  more: Omit<FormActionData, 'result'> = {},
) {
  return data<FormActionData>({ ...more, result }, { status });
}

/**
 * The API refused what the schema let through: its field messages go under the fields, and its
 * message heads the form's error summary when `tell(status)` says the visitor can act on it (wait
 * before retrying, the lawyer is gone, wrong password); otherwise `fallback` does. `hideFields`
 * (a password) are not sent back into the page.
 */
export function refused(
  submission: Submission<unknown, string[], unknown>,
  answer: { status: number; body: unknown },
  {
    fallback,
    tell = () => false,
    hideFields,
    more,
  }: {
    fallback: string;
    tell?: (status: number) => boolean;
    hideFields?: string[];
    /** What else the page renders with (`invalid`). */
    more?: Omit<FormActionData, 'result'>;
  },
) {
  const { status, message, fieldErrors } = apiFailureOf(failureOf(answer.status, answer.body));
  const fieldMessages = Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([name, text]) => (text ? [[name, [text]]] : [])),
  );
  const result = submission.reply({
    formErrors: [message !== undefined && tell(status) ? message : fallback],
    fieldErrors: fieldMessages,
    hideFields,
  });
  // No answer at all (the API is down) is the gateway's failure: 502.
  return invalid(result, status >= 400 && status < 600 ? status : 502, more);
}

/** A call that never got an answer, read as one: `refused` turns it into the fallback message. */
export const NO_ANSWER = { status: 0, body: undefined } as const;

/**
 * A posted form the API creates something from (an inquiry, a message): read with the schema,
 * `send` with the valid values, and answered with the fields' messages, the API's refusal
 * (`refused`, `fallback` asked for only then), or `done` once the API answers 201.
 *
 * The status is read as a number: the contract spreads a shared `as const` responses object, whose
 * status keys ts-rest then drops from the inquiry endpoints' result types (the inquiries feature's
 * inquiry-mutations.ts says more).
 */
export async function sendToCreate<TSchema extends z.ZodType>(
  formData: FormData,
  schema: TSchema,
  locale: Locale,
  send: (value: z.output<TSchema>) => Promise<{ status: number; body: unknown }>,
  {
    fallback,
    tell,
    more,
  }: {
    fallback: () => string | Promise<string>;
    tell: (status: number) => boolean;
    /** What else the page renders with when the form comes back (`invalid`). */
    more?: Omit<FormActionData, 'result'>;
  },
) {
  const submission = parseSubmission(formData, schema, locale);
  if (submission.status !== 'success') return invalid(submission.reply(), 400, more);
  const answer = await send(submission.value).catch(() => NO_ANSWER);
  if (answer.status !== 201) {
    return refused(submission, answer, { fallback: await fallback(), tell, more });
  }
  return { result: submission.reply({ resetForm: true }), done: true } satisfies FormActionData;
}

/** The API's `Set-Cookie` headers (a session), for the answer the browser receives. */
export function cookiesOf(apiHeaders: Headers): Headers {
  const headers = new Headers();
  for (const cookie of apiHeaders.getSetCookie()) headers.append('Set-Cookie', cookie);
  return headers;
}
