import { bookingRequestBodySchema, type BookingSummary, type Slots } from '@cld/contract/bookings';
import { loadT, requestLocale } from '../../i18n/i18n.ts';
import { bookingsMessages } from '../../i18n/namespaces.ts';
import {
  apiForAction,
  invalid,
  NO_ANSWER,
  parseSubmission,
  refused,
  type FormActionData,
} from '../../lib/form-action.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A bookable lawyer's open slots for their consultation page, or null (not bookable, no open time,
 * or the API did not answer): the page then shows the request form. `attempt` is the form's
 * Idempotency-Key: a second post of the same page (a double click) gets the first answer.
 */
export async function bookingPageSlots(
  request: Request,
  lawyerId: string,
): Promise<{ slots: Slots; attempt: string } | null> {
  // Written in the page's language on the lawyer's clock: the server does not know the visitor's
  // zone (the page asks again with it once it runs in the browser).
  const answer = await apiForAction(request)
    .bookings.slots({ params: { id: lawyerId }, query: { locale: requestLocale(request) } })
    .catch(() => NO_ANSWER);
  if (answer.status !== 200) return null;
  const slots = answer.body as Slots;
  if (!slots.bookable || slots.slots.length === 0) return null;
  return { slots, attempt: globalThis.crypto.randomUUID() };
}

/** The API's words are the visitor's to act on for these answers. */
const TELL = [400, 404, 413, 422, 429];

/**
 * The consultation page's booking posted without JavaScript: read with the contract's schema, sent
 * in the page's language with the form's Idempotency-Key. Booked, the page shows the booking; a
 * slot taken meanwhile (409) is said at the form's head, and the page's loader fetches the open
 * slots again.
 */
export async function bookingPageAction(request: Request, lawyerId: string, formData: FormData) {
  const locale = requestLocale(request);
  const attempt = formData.get('attempt');
  formData.delete('attempt');
  const submission = parseSubmission(formData, bookingRequestBodySchema, locale);
  if (submission.status !== 'success') return invalid(submission.reply());
  const answer = await apiForAction(request)
    .bookings.book({
      params: { id: lawyerId },
      body: { ...submission.value, locale },
      headers: {
        'idempotency-key':
          typeof attempt === 'string' && UUID.test(attempt) ? attempt : crypto.randomUUID(),
      },
    })
    .catch(() => NO_ANSWER);
  if (answer.status !== 201) {
    const t = await loadT(locale, bookingsMessages);
    return refused(submission, answer, {
      fallback: answer.status === 409 ? t('bookings.form.taken') : t('bookings.form.failed'),
      tell: (status) => TELL.includes(status),
    });
  }
  return {
    result: submission.reply({ resetForm: true }),
    done: true,
    booking: answer.body as BookingSummary,
    email: submission.value.email,
  } satisfies FormActionData & { booking: BookingSummary; email: string };
}
