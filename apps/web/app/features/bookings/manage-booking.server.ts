import { bookingTokenField } from '@cld/validation/booking';
import type { ManagedBooking, Slots } from '@cld/contract/bookings';
import { data } from 'react-router';
import { requestLocale } from '../../i18n/i18n.ts';
import { apiForAction, NO_ANSWER } from '../../lib/form-action.server.ts';
import { redirect } from '../../lib/links/index.ts';

/** What the page of an e-mailed booking link shows besides the booking itself. */
export type ManageStep = 'view' | 'cancel' | 'reschedule';
export type ManageDone = 'confirmed' | 'cancelled' | 'released' | 'rescheduled';

export type ManageBookingData =
  | { state: 'missing' }
  | { state: 'invalid' }
  | { state: 'failed' }
  | {
      state: 'ok';
      token: string;
      booking: ManagedBooking;
      step: ManageStep;
      done: ManageDone | null;
      /** The lawyer's open slots, to move to (the reschedule step only; null if not loaded). */
      slots: Slots | null;
    };

/** What a refused post says on the page: the reason, in the page's words. */
export type ManageActionData = {
  error: 'pickTime' | 'taken' | 'closed' | 'invalid' | 'failed';
};

const STEPS: readonly ManageStep[] = ['view', 'cancel', 'reschedule'];
const DONE: readonly ManageDone[] = ['confirmed', 'cancelled', 'released', 'rescheduled'];

const tokenOf = (value: unknown): string | null => {
  const parsed = bookingTokenField.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * `/booking?token=…` (`&step=cancel|reschedule`, `&done=…` after a change): the booking of the
 * link, read through the API with its token (which checks it: a forged or replaced one is an
 * invalid link), and the lawyer's open slots when the visitor is choosing a new time.
 */
export async function manageBookingLoader(request: Request) {
  const url = new URL(request.url);
  const raw = url.searchParams.get('token');
  if (raw === null || raw.trim() === '') return data<ManageBookingData>({ state: 'missing' });
  const token = tokenOf(raw.trim());
  if (token === null) return data<ManageBookingData>({ state: 'invalid' }, { status: 404 });
  const api = apiForAction(request);
  const answer = await api.bookings.byToken({ query: { token } }).catch(() => NO_ANSWER);
  if (answer.status === 400 || answer.status === 404) {
    return data<ManageBookingData>({ state: 'invalid' }, { status: 404 });
  }
  if (answer.status !== 200) return data<ManageBookingData>({ state: 'failed' }, { status: 502 });
  const booking = answer.body as ManagedBooking;
  const askedStep = url.searchParams.get('step') as ManageStep | null;
  // A held booking is confirmed before it is moved (decision 037).
  const allowed = (asked: ManageStep) => asked !== 'reschedule' || booking.status === 'booked';
  const step =
    askedStep && STEPS.includes(askedStep) && booking.changeable && allowed(askedStep)
      ? askedStep
      : 'view';
  const askedDone = url.searchParams.get('done') as ManageDone | null;
  const done = askedDone && DONE.includes(askedDone) ? askedDone : null;
  let slots: Slots | null = null;
  if (step === 'reschedule') {
    const open = await api.bookings
      .slots({ params: { id: String(booking.lawyerId) }, query: {} })
      .catch(() => NO_ANSWER);
    if (open.status === 200) slots = open.body as Slots;
  }
  return data<ManageBookingData>({ state: 'ok', token, booking, step, done, slots });
}

const refusal = (error: ManageActionData['error'], status: number) =>
  data<ManageActionData>({ error }, { status });

/**
 * The page's forms (they work without JavaScript): `intent=confirm` (a held booking), `intent=cancel`
 * or `intent=reschedule` with `startsAt`, sent to the API with the link's token. Done, the page
 * comes back without the step and says what happened (post, redirect, get: a reload does not post
 * again). Confirming is a posted button, never the link itself: mail scanners open links.
 */
export async function manageBookingAction(request: Request) {
  const form = await request.formData();
  const token = tokenOf(form.get('token'));
  const intent = form.get('intent');
  if (token === null) return refusal('invalid', 400);
  const api = apiForAction(request);
  // After a move the old links stop working: the page goes on with the caller's new one.
  const back = (done: ManageDone, link = token) =>
    redirect(request, `/booking?token=${encodeURIComponent(link)}&done=${done}`);
  if (intent === 'confirm') {
    const answer = await api.bookings.confirmByToken({ body: { token } }).catch(() => NO_ANSWER);
    if (answer.status === 200) return back('confirmed');
    return answerRefused(answer.status);
  }
  if (intent === 'cancel') {
    const answer = await api.bookings.cancelByToken({ body: { token } }).catch(() => NO_ANSWER);
    // A hold cancelled is only released: nobody is sent an e-mail (decision 037).
    if (answer.status === 200) return back(form.get('held') === '1' ? 'released' : 'cancelled');
    return answerRefused(answer.status);
  }
  if (intent === 'reschedule') {
    const startsAt = form.get('startsAt');
    if (typeof startsAt !== 'string' || startsAt.trim() === '') return refusal('pickTime', 400);
    // The page's language: the updated invitation is written in it.
    const answer = await api.bookings
      .rescheduleByToken({ body: { token, startsAt, locale: requestLocale(request) } })
      .catch(() => NO_ANSWER);
    if (answer.status === 200) return back('rescheduled', answer.body.token);
    return answerRefused(answer.status);
  }
  return refusal('invalid', 400);
}

function answerRefused(status: number) {
  if (status === 409) return refusal('taken', 409);
  if (status === 410) return refusal('closed', 410);
  if (status === 400) return refusal('pickTime', 400);
  if (status === 404) return refusal('invalid', 404);
  return refusal('failed', 502);
}
