import { bookingTokenField } from '@cld/validation/booking';
import type { ManagedBooking, Slots } from '@cld/contract/bookings';
import { data } from 'react-router';
import { requestLocale } from '../../i18n/i18n.ts';
import { apiForAction, NO_ANSWER } from '../../lib/form-action.server.ts';
import { redirect } from '../../lib/links/index.ts';
import { signInFor } from '../auth/index.ts';
import { manageBase, type ManageKey } from './manage-key.ts';

/** What the page of an e-mailed booking link shows besides the booking itself. */
export type ManageStep = 'view' | 'cancel' | 'reschedule';
export type ManageDone = 'confirmed' | 'cancelled' | 'released' | 'rescheduled';

export type ManageBookingData =
  | { state: 'missing' }
  | { state: 'invalid' }
  | { state: 'failed' }
  | {
      state: 'ok';
      /** How the page reaches the booking: its link's token, or its id for its signed-in owner. */
      key: ManageKey;
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

/** A booking id from the address or a form: a positive 32-bit integer, else null. */
const idOf = (value: unknown): number | null => {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
};

/**
 * `/booking?token=…` (the e-mailed link) or `/booking?booking=42` (issue 37 item 5: the signed-in
 * person's own booking, from their space or dashboard), with `&step=cancel|reschedule`, `&done=…`
 * after a change: the booking read through the API (which checks the token, or that the booking is
 * the signed-in person's), its times written by the server in the page's language, and the
 * lawyer's open slots on the same clock when choosing a new time.
 */
export async function manageBookingLoader(request: Request) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const rawToken = url.searchParams.get('token');
  const rawId = url.searchParams.get('booking');
  const api = apiForAction(request);
  let key: ManageKey;
  let answer;
  if (rawToken !== null && rawToken.trim() !== '') {
    const token = tokenOf(rawToken.trim());
    if (token === null) return data<ManageBookingData>({ state: 'invalid' }, { status: 404 });
    key = { token };
    answer = await api.bookings.byToken({ query: { token, locale } }).catch(() => NO_ANSWER);
  } else if (rawId !== null && rawId.trim() !== '') {
    const id = idOf(rawId.trim());
    if (id === null) return data<ManageBookingData>({ state: 'invalid' }, { status: 404 });
    key = { id };
    answer = await api.bookings.mine({ params: { id }, query: { locale } }).catch(() => NO_ANSWER);
    if (answer.status === 401) throw redirect(request, signInFor(request));
  } else {
    return data<ManageBookingData>({ state: 'missing' });
  }
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
    // On the clock the booking is shown on: the visitor's zone they booked from, else the lawyer's.
    const timeZone = booking.side === 'visitor' ? booking.visitorTimeZone : null;
    const open = await api.bookings
      .slots({
        params: { id: String(booking.lawyerId) },
        query: { locale, ...(timeZone ? { timeZone } : {}) },
      })
      .catch(() => NO_ANSWER);
    if (open.status === 200) slots = open.body as Slots;
  }
  return data<ManageBookingData>({ state: 'ok', key, booking, step, done, slots });
}

const refusal = (error: ManageActionData['error'], status: number) =>
  data<ManageActionData>({ error }, { status });

/**
 * The page's forms (they work without JavaScript): `intent=confirm` (a held booking, by its link),
 * `intent=cancel` or `intent=reschedule` with `startsAt`, sent to the API with the link's token or,
 * for the signed-in owner, the booking's id: the same changes either way. Done, the page comes
 * back without the step and says what happened (post, redirect, get: a reload does not post
 * again). Confirming is a posted button, never the link itself: mail scanners open links.
 */
export async function manageBookingAction(request: Request) {
  const form = await request.formData();
  const token = tokenOf(form.get('token'));
  const id = token === null ? idOf(form.get('booking')) : null;
  const intent = form.get('intent');
  if (token === null && id === null) return refusal('invalid', 400);
  const api = apiForAction(request);
  const locale = requestLocale(request);
  const key: ManageKey = token === null ? { id: id! } : { token };
  // After a move by link the old links stop working: the page goes on with the caller's new one.
  const back = (done: ManageDone, next: ManageKey = key) =>
    redirect(request, `${manageBase(next)}&done=${done}`);
  if (intent === 'confirm' && token !== null) {
    const answer = await api.bookings.confirmByToken({ body: { token } }).catch(() => NO_ANSWER);
    if (answer.status === 200) return back('confirmed');
    return answerRefused(answer.status);
  }
  if (intent === 'cancel') {
    const answer = await (
      token === null
        ? api.bookings.cancelMine({ params: { id: id! } })
        : api.bookings.cancelByToken({ body: { token } })
    ).catch(() => NO_ANSWER);
    // A hold cancelled is only released: nobody is sent an e-mail (decision 037).
    if (answer.status === 200) return back(form.get('held') === '1' ? 'released' : 'cancelled');
    return answerRefused(answer.status);
  }
  if (intent === 'reschedule') {
    const startsAt = form.get('startsAt');
    if (typeof startsAt !== 'string' || startsAt.trim() === '') return refusal('pickTime', 400);
    // The page's language: the updated invitation is written in it.
    if (token === null) {
      const answer = await api.bookings
        .rescheduleMine({ params: { id: id! }, body: { startsAt, locale } })
        .catch(() => NO_ANSWER);
      if (answer.status === 200) return back('rescheduled');
      return answerRefused(answer.status);
    }
    const answer = await api.bookings
      .rescheduleByToken({ body: { token, startsAt, locale } })
      .catch(() => NO_ANSWER);
    if (answer.status === 200) return back('rescheduled', { token: answer.body.token });
    return answerRefused(answer.status);
  }
  return refusal('invalid', 400);
}

function answerRefused(status: number) {
  if (status === 409) return refusal('taken', 409);
  if (status === 410) return refusal('closed', 410);
  if (status === 400) return refusal('pickTime', 400);
  if (status === 404 || status === 401) return refusal('invalid', 404);
  return refusal('failed', 502);
}
