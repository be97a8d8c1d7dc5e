import { bookingRequestBodySchema, type BookingSummary, type Slots } from '@cld/contract/bookings';
import { useId, useSyncExternalStore } from 'react';
import { useActionData, useRevalidator } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { bookingsMessages } from '../../i18n/namespaces.ts';
import { useSchemaForm } from '../../lib/schema-form.ts';
import {
  BookingFormFrame,
  MeetingModeField,
  useBookingLabels,
  VisitorFields,
} from './booking-fields.tsx';
import { BookingDone, useBooking } from './booking-form.tsx';
import {
  formatLongDay,
  formatSlotTime,
  groupSlotsByDay,
  visitorTimeZone,
  zoneLabel,
} from './zoned-time.ts';

const noSubscription = () => () => {};

/** The visitor's zone in the browser; null in the server's HTML, where the lawyer's is shown. */
function useVisitorZone(): string | null {
  return useSyncExternalStore(noSubscription, visitorTimeZone, () => null);
}

/**
 * A bookable lawyer's consultation page (`/lawyer/:id/consultation`, the profile's dialog where it
 * cannot open): the open slots as native radio buttons, one group per day, so the form posts to the
 * route's action without JavaScript. Without JavaScript the times are the lawyer's (named); in the
 * browser they are the visitor's, and the form books through the API as the dialog does.
 */
export function PageBookingForm({
  lawyerId,
  slots,
  attempt,
}: {
  lawyerId: number;
  slots: Slots;
  /** The form's Idempotency-Key without JavaScript (the loader's). */
  attempt: string;
}) {
  const t = useT(bookingsMessages);
  const locale = useLocale();
  const visitorZone = useVisitorZone();
  const zone = visitorZone ?? slots.timeZone;
  const revalidator = useRevalidator();
  const actionData = useActionData<{ booking?: BookingSummary; email?: string } | undefined>();
  const { onValid, failure, pending, booked } = useBooking(lawyerId, () =>
    revalidator.revalidate(),
  );
  const { form, fields, done } = useSchemaForm({
    id: `booking-page-${lawyerId}`,
    schema: bookingRequestBodySchema,
    onValid,
  });
  const timesId = useId();
  const labels = useBookingLabels();

  const made =
    booked ??
    (done && actionData?.booking && actionData.email
      ? { booking: actionData.booking, email: actionData.email }
      : undefined);
  if (made) return <BookingDone {...made} visitorZone={zone} />;

  const groups = groupSlotsByDay(
    slots.slots.map((slot) => slot.startsAt),
    zone,
  );
  const firstSlot = groups[0]?.slots[0];
  const timeError = fields.startsAt.errors?.[0];

  return (
    <BookingFormFrame
      form={form}
      fields={fields}
      labels={labels}
      failure={failure}
      pending={pending}
    >
      <fieldset
        className="grid gap-3"
        aria-describedby={`${timesId} ${timeError ? `${fields.startsAt.id}-error` : ''}`.trim()}
      >
        <legend className="mb-1 text-base font-semibold">{labels.startsAt}</legend>
        <p id={timesId} className="text-sm text-muted-foreground">
          {visitorZone === null
            ? t('bookings.list.zone', { zone: zoneLabel(slots.timeZone) })
            : t('bookings.picker.zone', { zone: zoneLabel(visitorZone) })}
        </p>
        {groups.map((group) => (
          <fieldset key={group.day} className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{formatLongDay(group.day, locale)}</legend>
            <div className="flex flex-wrap gap-2">
              {group.slots.map((slot) => (
                <label
                  key={slot}
                  className="inline-flex min-h-11 min-w-24 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm has-checked:border-primary has-focus-visible:focus-ring"
                >
                  <input
                    id={slot === firstSlot ? fields.startsAt.id : undefined}
                    type="radio"
                    name={fields.startsAt.name}
                    value={slot}
                    defaultChecked={slot === fields.startsAt.initialValue}
                    className="size-4 accent-primary"
                  />
                  {formatSlotTime(slot, zone, locale)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {timeError && (
          <p id={`${fields.startsAt.id}-error`} className="text-sm font-medium text-danger">
            {timeError}
          </p>
        )}
      </fieldset>
      <MeetingModeField
        field={fields.meetingMode}
        modes={slots.meetingModes}
        label={labels.meetingMode}
        initialValue={fields.meetingMode.initialValue}
      />
      <input type="hidden" name="attempt" value={attempt} />
      <VisitorFields fields={fields} labels={labels} />
    </BookingFormFrame>
  );
}
