import { bookingRequestBodySchema, type BookingSummary, type Slots } from '@cld/contract/bookings';
import { useQuery } from '@tanstack/react-query';
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
import { slotsQueryOptions } from './queries.ts';
import { visitorTimeZone } from './zoned-time.ts';

const noSubscription = () => () => {};

/** The visitor's zone's name in the browser; undefined in the server's HTML. */
function useVisitorZone(): string | undefined {
  return useSyncExternalStore(noSubscription, visitorTimeZone, () => undefined);
}

/**
 * A bookable lawyer's consultation page (`/lawyer/:id/consultation`, the profile's dialog where it
 * cannot open): the open slots as native radio buttons, one group per day, so the form posts to the
 * route's action without JavaScript. Every time is the server's text (issue 37 item 2): the loader's
 * on the lawyer's clock (named) in the server's HTML; in the browser, the same slots asked for again
 * with the visitor's zone's name, and the form books through the API as the dialog does.
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
  const theirs = useQuery({
    ...slotsQueryOptions(lawyerId, locale, visitorZone),
    enabled: visitorZone !== undefined,
  });
  // The loader's until the visitor's answer (and if it fails): both are the server's texts.
  const shown = theirs.data?.bookable ? theirs.data : slots;
  const revalidator = useRevalidator();
  const actionData = useActionData<{ booking?: BookingSummary; email?: string } | undefined>();
  const { onValid, failure, pending, booked } = useBooking(lawyerId, visitorZone, async () => {
    await theirs.refetch();
    await revalidator.revalidate();
  });
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
  if (made) return <BookingDone {...made} />;

  const firstSlot = shown.slots[0]?.startsAt;
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
          {t('bookings.picker.zone', { zone: shown.shownZone })}
        </p>
        {!shown.sameZone && (
          <p className="text-sm text-muted-foreground">
            {t('bookings.picker.lawyerZone', { zone: shown.officeZone })}
          </p>
        )}
        {shown.days.map((group) => (
          <fieldset key={group.day} className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{group.date}</legend>
            <div className="flex flex-wrap gap-2">
              {shown.slots
                .filter((slot) => slot.day === group.day)
                .map((slot) => (
                  <label
                    key={slot.startsAt}
                    className="inline-flex min-h-11 min-w-24 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm has-checked:border-primary has-focus-visible:focus-ring"
                  >
                    <input
                      id={slot.startsAt === firstSlot ? fields.startsAt.id : undefined}
                      type="radio"
                      name={fields.startsAt.name}
                      value={slot.startsAt}
                      defaultChecked={slot.startsAt === fields.startsAt.initialValue}
                      className="size-4 accent-primary"
                    />
                    {slot.time}
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
        modes={shown.meetingModes}
        label={labels.meetingMode}
        initialValue={fields.meetingMode.initialValue}
      />
      <input type="hidden" name="attempt" value={attempt} />
      <VisitorFields fields={fields} labels={labels} />
    </BookingFormFrame>
  );
}
