// The booking form and its strings load with the consultation dialog, never with the profile.
import { bookingRequestBodySchema, type BookingSummary, type Slots } from '@cld/contract/bookings';
import { Button } from '@cld/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { bookingsMessages } from '../../i18n/namespaces.ts';
import { apiFailureOf } from '../../lib/forms.ts';
import { useSchemaForm, type OnValid } from '../../lib/schema-form.ts';
import { useCurrentUser } from '../auth/index.ts';
import {
  BookingFormFrame,
  MeetingModeField,
  RequiredMark,
  useBookingLabels,
  VisitorFields,
} from './booking-fields.tsx';
import { book, slotsKey } from './queries.ts';
import { SlotPicker } from './slot-picker.tsx';
import { idempotencyKeyOf, useAttempt } from '../../lib/attempt.ts';
import { CalendarDownload, calendarHref } from './calendar-download.tsx';

/**
 * What the visitor reads once booked: the time on their clock and the lawyer's office's, as the
 * server wrote them (the same texts as the e-mails), where to meet in person, and the e-mail. A
 * held booking (its e-mail not proven, decision 037) says first that it is only held, until when,
 * and that the e-mail's link confirms it; a booked one offers its calendar file.
 */
export function BookingDone({
  booking,
  email,
  onClose,
}: {
  booking: BookingSummary;
  email: string;
  onClose?: () => void;
}) {
  const t = useT(bookingsMessages);
  const locale = useLocale();
  const held = booking.status === 'held';
  const { office, visitor } = booking.when;
  return (
    <div role="status" className="grid gap-3 rounded-md border border-border bg-muted p-4 text-sm">
      <p className="text-base font-semibold">
        {held ? t('bookings.done.heldTitle') : t('bookings.done.title')}
      </p>
      {held && booking.heldUntilText && (
        <p className="font-medium">
          {t('bookings.done.heldUntil', { moment: booking.heldUntilText })}
        </p>
      )}
      <p>{t('bookings.done.yours', { moment: (visitor ?? office).text })}</p>
      {visitor && <p>{t('bookings.done.lawyers', { moment: office.text })}</p>}
      <p>{t('bookings.done.mode', { mode: t(`bookings.meetingModes.${booking.meetingMode}`) })}</p>
      {booking.address && <p>{t('bookings.done.address', { address: booking.address })}</p>}
      <p>{held ? t('bookings.done.heldEmail', { email }) : t('bookings.done.email', { email })}</p>
      {(booking.status === 'booked' || onClose) && (
        <div className="flex flex-wrap gap-2">
          {booking.status === 'booked' && booking.id > 0 && (
            <CalendarDownload
              href={calendarHref({ id: booking.id }, locale)}
              text={t('bookings.calendar.download')}
            />
          )}
          {onClose && (
            <Button type="button" variant="outline" onClick={onClose}>
              {t('bookings.done.close')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * Books with the values of a valid form (in the browser): the booking once made, or the failure to
 * show. A slot taken meanwhile (409) calls `onTaken` (the open times are fetched again).
 */
export function useBooking(
  lawyerId: number,
  timeZone: string | undefined,
  onTaken: () => Promise<void> | void,
) {
  const t = useT(bookingsMessages);
  const locale = useLocale();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const [booked, setBooked] = useState<{ booking: BookingSummary; email: string }>();
  // One way for every public form (lib/attempt.ts): a retry of the same booking after a
  // failure (the API crashed, the connection dropped after it booked) is the same request, answered
  // once; another time or other details are another request; a booking accepted starts afresh.
  const { attempt, renew } = useAttempt();
  const onValid: OnValid<z.output<typeof bookingRequestBodySchema>> = (value, reply) => {
    setFailure(undefined);
    setPending(true);
    // The visitor's zone, by name: the server writes the answer's and the e-mails' times on it.
    const body = { ...value, locale, ...(timeZone ? { timeZone } : {}) };
    book(lawyerId, body, idempotencyKeyOf(attempt, body))
      .then((booking) => {
        renew();
        setBooked({ booking, email: value.email });
      })
      .catch(async (error: unknown) => {
        const { status, message, fieldErrors } = apiFailureOf(error);
        if (status === 409) {
          setFailure(t('bookings.form.taken'));
          await onTaken();
          return;
        }
        reply.fieldErrors(fieldErrors);
        setFailure(
          message !== undefined && [400, 404, 413, 422, 429].includes(status)
            ? message
            : t('bookings.form.failed'),
        );
      })
      .finally(() => setPending(false));
  };
  return { onValid, failure, pending, booked };
}

/**
 * The consultation dialog of a bookable lawyer: an open slot (in the visitor's zone), how to meet,
 * who is coming. A slot taken in the meantime (409) is announced and the open times are fetched
 * again; the visitor's other answers stay.
 */
export function BookingForm({
  lawyerId,
  slots,
  visitorZone,
  onRequestInstead,
  onClose,
}: {
  lawyerId: number;
  /** Written by the server on the visitor's clocks (`visitorZone`). */
  slots: Slots;
  visitorZone: string | undefined;
  onRequestInstead: () => void;
  onClose: () => void;
}) {
  const t = useT(bookingsMessages);
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [startsAt, setStartsAt] = useState<string>();
  const { onValid, failure, pending, booked } = useBooking(lawyerId, visitorZone, async () => {
    setStartsAt(undefined);
    await queryClient.invalidateQueries({ queryKey: slotsKey(lawyerId) });
  });
  const { form, fields } = useSchemaForm({
    id: `booking-${lawyerId}`,
    schema: bookingRequestBodySchema,
    onValid,
  });
  const labels = useBookingLabels();

  if (booked) {
    return <BookingDone {...booked} onClose={onClose} />;
  }

  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : undefined;

  return (
    <BookingFormFrame
      form={form}
      fields={fields}
      labels={labels}
      failure={failure}
      pending={pending}
      after={
        <button
          type="button"
          onClick={onRequestInstead}
          className="inline-flex min-h-6 items-center justify-self-start rounded-sm text-left text-sm font-medium text-primary underline underline-offset-4 focus-visible:focus-ring"
        >
          {t('bookings.form.requestInstead')}
        </button>
      }
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">
          {labels.startsAt}
          <RequiredMark />
        </legend>
        {slots.slotMinutes !== null && (
          <p className="text-sm text-muted-foreground">
            {t('bookings.picker.length', { count: slots.slotMinutes })}
          </p>
        )}
        <SlotPicker
          slots={slots}
          name={fields.startsAt.name}
          id={fields.startsAt.id}
          value={startsAt}
          onChange={setStartsAt}
          error={fields.startsAt.errors?.[0]}
        />
        {!slots.sameZone && (
          <p className="text-sm text-muted-foreground">
            {t('bookings.picker.lawyerZone', { zone: slots.officeZone })}
          </p>
        )}
      </fieldset>
      <MeetingModeField
        field={fields.meetingMode}
        modes={slots.meetingModes}
        label={labels.meetingMode}
        required
      />
      <VisitorFields
        fields={fields}
        labels={labels}
        prefill={{ name: fullName, email: user?.email }}
      />
    </BookingFormFrame>
  );
}
