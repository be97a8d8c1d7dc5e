import type { ManagedBooking, Slots } from '@cld/contract/bookings';
import { Button } from '@cld/ui/button';
import { useId, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { bookingsMessages } from '../../i18n/namespaces.ts';
import { Form, Link } from '../../lib/links/index.ts';
import { CalendarDownload, calendarHref } from './calendar-download.tsx';
import { manageBase, type ManageKey } from './manage-key.ts';
import type { ManageActionData, ManageBookingData, ManageDone } from './manage-booking.server.ts';

const linkClasses =
  'inline-flex min-h-6 items-center justify-self-start rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:focus-ring';

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}

/**
 * When, as the server wrote it (the e-mails' text, issue 37 item 2): on the visitor's clock when
 * they booked from another zone, and always at the lawyer's office, each zone named.
 */
function When({ booking }: { booking: ManagedBooking }) {
  const t = useT(bookingsMessages);
  const { office, visitor } = booking.when;
  return (
    <>
      {visitor && (
        <span className="block">{t('bookings.manage.yourTime', { moment: visitor.text })}</span>
      )}
      <span className="block">
        {visitor ? t('bookings.manage.lawyerTime', { moment: office.text }) : office.text}
      </span>
    </>
  );
}

/** What a person reads first of a booking: their clock's text. */
const momentOf = (booking: ManagedBooking) => (booking.when.visitor ?? booking.when.office).text;

function Details({ booking }: { booking: ManagedBooking }) {
  const t = useT(bookingsMessages);
  const status =
    booking.status === 'booked'
      ? t('bookings.manage.booked')
      : booking.status === 'held'
        ? t('bookings.manage.held')
        : booking.cancelledBy === 'visitor'
          ? t('bookings.manage.cancelledByVisitor')
          : booking.cancelledBy === 'lawyer'
            ? t('bookings.manage.cancelledByLawyer')
            : t('bookings.manage.cancelled');
  return (
    <dl className="grid gap-3 rounded-md border border-border p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="font-medium">{t('bookings.manage.when')}</dt>
      <dd>
        <When booking={booking} />
      </dd>
      <dt className="font-medium">{t('bookings.manage.mode')}</dt>
      <dd>{t(`bookings.meetingModes.${booking.meetingMode}`)}</dd>
      {booking.address && (
        <>
          <dt className="font-medium">{t('bookings.manage.where')}</dt>
          <dd>{booking.address}</dd>
        </>
      )}
      <dt className="font-medium">{t('bookings.manage.status')}</dt>
      <dd>{status}</dd>
    </dl>
  );
}

function DoneNotice({ done }: { done: ManageDone }) {
  const t = useT(bookingsMessages);
  return (
    <p role="status" className="rounded-md border border-border bg-muted p-4 text-sm font-medium">
      {
        {
          confirmed: t('bookings.manage.confirmedNotice'),
          cancelled: t('bookings.manage.cancelledNotice'),
          released: t('bookings.manage.releasedNotice'),
          rescheduled: t('bookings.manage.rescheduledNotice'),
        }[done]
      }
    </p>
  );
}

function ErrorNotice({ error }: { error: ManageActionData['error'] | undefined }) {
  const t = useT(bookingsMessages);
  if (!error) return null;
  const text = {
    pickTime: t('bookings.manage.pickTime'),
    taken: t('bookings.manage.taken'),
    closed: t('bookings.manage.closed'),
    invalid: t('bookings.manage.invalid'),
    failed: t('bookings.manage.failed'),
  }[error];
  return (
    <p role="alert" className="rounded-md border border-danger p-4 text-sm font-medium text-danger">
      {text}
    </p>
  );
}

/** The lawyer's open times as radio buttons grouped by day: a choice that posts without JavaScript. */
function RescheduleForm({
  manageKey,
  booking,
  slots,
  error,
}: {
  manageKey: ManageKey;
  booking: ManagedBooking;
  slots: Slots | null;
  error: ManageActionData['error'] | undefined;
}) {
  const t = useT(bookingsMessages);
  const sending = useNavigation().state === 'submitting';
  const open = (slots?.slots ?? []).filter((slot) => slot.startsAt !== booking.startsAt);
  const days = (slots?.days ?? []).filter((day) => open.some((slot) => slot.day === day.day));
  const headingId = useId();
  const back = manageBase(manageKey);
  if (slots === null || days.length === 0) {
    return (
      <section aria-labelledby={headingId} className="grid gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {t('bookings.manage.rescheduleTitle')}
        </h2>
        <p className="text-sm">
          {slots === null ? t('bookings.picker.loadFailed') : t('bookings.manage.noSlots')}
        </p>
        <Link to={back} className={linkClasses}>
          {t('bookings.manage.back')}
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('bookings.manage.rescheduleTitle')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t('bookings.picker.zone', { zone: slots.shownZone })}
      </p>
      <ErrorNotice error={error} />
      <Form method="post" className="grid gap-4">
        <KeyField manageKey={manageKey} />
        <fieldset disabled={sending} className="grid gap-4">
          {days.map((group) => (
            <fieldset key={group.day} className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{group.date}</legend>
              <div className="flex flex-wrap gap-2">
                {open
                  .filter((slot) => slot.day === group.day)
                  .map((slot) => (
                    <label
                      key={slot.startsAt}
                      className="inline-flex min-h-11 min-w-24 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm has-checked:border-primary has-focus-visible:focus-ring"
                    >
                      <input
                        type="radio"
                        name="startsAt"
                        value={slot.startsAt}
                        required
                        className="size-4 accent-primary"
                      />
                      {slot.time}
                    </label>
                  ))}
              </div>
            </fieldset>
          ))}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" name="intent" value="reschedule" loading={sending}>
              {sending ? t('bookings.manage.rescheduling') : t('bookings.manage.rescheduleSubmit')}
            </Button>
            <Link to={back} className={linkClasses}>
              {t('bookings.manage.back')}
            </Link>
          </div>
        </fieldset>
      </Form>
    </section>
  );
}

function CancelForm({
  manageKey,
  booking,
  error,
}: {
  manageKey: ManageKey;
  booking: ManagedBooking;
  error: ManageActionData['error'] | undefined;
}) {
  const t = useT(bookingsMessages);
  const sending = useNavigation().state === 'submitting';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-md border border-danger p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('bookings.manage.cancelTitle')}
      </h2>
      <p className="text-sm">
        {t(
          booking.status === 'held'
            ? 'bookings.manage.cancelTextHeld'
            : 'bookings.manage.cancelText',
          { moment: momentOf(booking) },
        )}
      </p>
      <ErrorNotice error={error} />
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <KeyField manageKey={manageKey} />
        {booking.status === 'held' && <input type="hidden" name="held" value="1" />}
        <Button type="submit" name="intent" value="cancel" variant="destructive" loading={sending}>
          {sending ? t('bookings.manage.cancelling') : t('bookings.manage.cancelConfirm')}
        </Button>
        <Link to={manageBase(manageKey)} className={linkClasses}>
          {t('bookings.manage.keep')}
        </Link>
      </Form>
    </section>
  );
}

/**
 * A held booking's confirmation (decision 037): until when it is held, and the posted button that
 * books it (the link alone does not: mail scanners open links).
 */
function ConfirmForm({
  manageKey,
  booking,
  error,
}: {
  manageKey: ManageKey;
  booking: ManagedBooking & { heldUntilText: string };
  error: ManageActionData['error'] | undefined;
}) {
  const t = useT(bookingsMessages);
  const sending = useNavigation().state === 'submitting';
  return (
    <section className="grid gap-4 rounded-md border border-warning p-4">
      <p className="text-sm font-medium">
        {t('bookings.manage.heldNotice', {
          moment: booking.heldUntilText,
          name: booking.lawyerName,
        })}
      </p>
      <ErrorNotice error={error} />
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <KeyField manageKey={manageKey} />
        <Button type="submit" name="intent" value="confirm" loading={sending}>
          {sending ? t('bookings.manage.confirming') : t('bookings.manage.confirm')}
        </Button>
      </Form>
    </section>
  );
}

/** The form field that says which booking a post changes: its link's token, or its id. */
function KeyField({ manageKey }: { manageKey: ManageKey }) {
  return 'token' in manageKey ? (
    <input type="hidden" name="token" value={manageKey.token} />
  ) : (
    <input type="hidden" name="booking" value={manageKey.id} />
  );
}

/**
 * The page of a booking (`/booking?token=…` from its e-mailed link, `/booking?booking=42` for its
 * signed-in owner from their space or dashboard; `/fr/rendez-vous…`): the booking, its times as
 * the server wrote them (the e-mails' texts), an in-person one's address, its calendar file once
 * booked, and for as long as it can change, links to cancel it (with a confirmation step) or to
 * move it to another open time. Every step is an address and every change a posted form, so the
 * page works without JavaScript.
 */
export function ManageBookingPage({
  data,
  actionData,
}: {
  data: ManageBookingData;
  actionData: ManageActionData | undefined;
}) {
  const t = useT(bookingsMessages);
  const locale = useLocale();
  if (data.state !== 'ok') {
    const text = {
      missing: t('bookings.manage.missing'),
      invalid: t('bookings.manage.invalid'),
      failed: t('bookings.manage.loadFailed'),
    }[data.state];
    return (
      <Page title={t('bookings.manage.title')}>
        <p role="alert" className="text-lg">
          {text}
        </p>
      </Page>
    );
  }
  const { booking, key, step, done } = data;
  const error = actionData?.error;
  const base = manageBase(key);
  return (
    <Page
      title={
        booking.side === 'lawyer' ? t('bookings.manage.titleLawyer') : t('bookings.manage.title')
      }
    >
      {done && step === 'view' && <DoneNotice done={done} />}
      <p className="text-lg">
        {booking.side === 'lawyer'
          ? t('bookings.manage.visitor', { name: booking.name })
          : t('bookings.manage.with', { name: booking.lawyerName })}
      </p>
      <Details booking={booking} />
      {booking.status === 'booked' && (
        <div>
          <CalendarDownload
            href={calendarHref(key, locale)}
            text={t('bookings.calendar.download')}
          />
        </div>
      )}
      {step === 'view' &&
      booking.status === 'held' &&
      booking.heldUntilText !== null &&
      'token' in key ? (
        <ConfirmForm
          manageKey={key}
          booking={{ ...booking, heldUntilText: booking.heldUntilText }}
          error={error}
        />
      ) : (
        step === 'view' && error && <ErrorNotice error={error} />
      )}
      {step === 'cancel' && <CancelForm manageKey={key} booking={booking} error={error} />}
      {step === 'reschedule' && (
        <RescheduleForm manageKey={key} booking={booking} slots={data.slots} error={error} />
      )}
      {step === 'view' &&
        (booking.changeable ? (
          <div className="flex flex-wrap gap-3">
            {booking.status === 'booked' && (
              <Button asChild variant="outline">
                <Link to={`${base}&step=reschedule`}>{t('bookings.manage.change')}</Link>
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to={`${base}&step=cancel`}>{t('bookings.manage.cancel')}</Link>
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('bookings.manage.closed')}</p>
        ))}
      {booking.side === 'visitor' && (
        <Link to={`/lawyer/${booking.lawyerId}`} className={linkClasses}>
          {t('bookings.manage.profile')}
        </Link>
      )}
    </Page>
  );
}
