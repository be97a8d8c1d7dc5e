import type { ManagedBooking, Slots } from '@cld/contract/bookings';
import { Button } from '@cld/ui/button';
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { bookingsMessages } from '../../i18n/namespaces.ts';
import { Form, Link } from '../../lib/links/index.ts';
import type { ManageActionData, ManageBookingData, ManageDone } from './manage-booking.server.ts';
import {
  formatLongDay,
  formatMomentIn,
  formatSlotTime,
  groupSlotsByDay,
  visitorTimeZone,
  zoneLabel,
} from './zoned-time.ts';

const noSubscription = () => () => {};

/**
 * The visitor's time zone once the page runs in their browser; null in the server's HTML (and
 * without JavaScript), where only the lawyer's zone is known and named.
 */
function useVisitorZone(): string | null {
  return useSyncExternalStore(noSubscription, visitorTimeZone, () => null);
}

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

/** When: in the visitor's zone (with JavaScript) and always in the lawyer's, each named. */
function When({ booking, visitorZone }: { booking: ManagedBooking; visitorZone: string | null }) {
  const t = useT(bookingsMessages);
  const locale = useLocale();
  const lawyerLine = t('bookings.manage.lawyerTime', {
    moment: formatMomentIn(booking.startsAt, booking.timeZone, locale),
    zone: zoneLabel(booking.timeZone),
  });
  return (
    <>
      {visitorZone !== null && visitorZone !== booking.timeZone && (
        <span className="block">
          {t('bookings.manage.yourTime', {
            moment: formatMomentIn(booking.startsAt, visitorZone, locale),
            zone: zoneLabel(visitorZone),
          })}
        </span>
      )}
      <span className="block">{lawyerLine}</span>
    </>
  );
}

function Details({
  booking,
  visitorZone,
}: {
  booking: ManagedBooking;
  visitorZone: string | null;
}) {
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
        <When booking={booking} visitorZone={visitorZone} />
      </dd>
      <dt className="font-medium">{t('bookings.manage.mode')}</dt>
      <dd>{t(`bookings.meetingModes.${booking.meetingMode}`)}</dd>
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
  token,
  booking,
  slots,
  visitorZone,
  error,
}: {
  token: string;
  booking: ManagedBooking;
  slots: Slots | null;
  visitorZone: string | null;
  error: ManageActionData['error'] | undefined;
}) {
  const t = useT(bookingsMessages);
  const locale = useLocale();
  const sending = useNavigation().state === 'submitting';
  const zone = visitorZone ?? booking.timeZone;
  const groups = groupSlotsByDay(
    (slots?.slots ?? []).map((slot) => slot.startsAt).filter((slot) => slot !== booking.startsAt),
    zone,
  );
  const headingId = useId();
  const back = `/booking?token=${encodeURIComponent(token)}`;
  if (slots === null || groups.length === 0) {
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
        {visitorZone === null
          ? t('bookings.list.zone', { zone: zoneLabel(booking.timeZone) })
          : t('bookings.picker.zone', { zone: zoneLabel(visitorZone) })}
      </p>
      <ErrorNotice error={error} />
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="token" value={token} />
        <fieldset disabled={sending} className="grid gap-4">
          {groups.map((group) => (
            <fieldset key={group.day} className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">
                {formatLongDay(group.day, locale)}
              </legend>
              <div className="flex flex-wrap gap-2">
                {group.slots.map((slot) => (
                  <label
                    key={slot}
                    className="inline-flex min-h-11 min-w-24 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm has-checked:border-primary has-focus-visible:focus-ring"
                  >
                    <input
                      type="radio"
                      name="startsAt"
                      value={slot}
                      required
                      className="size-4 accent-primary"
                    />
                    {formatSlotTime(slot, zone, locale)}
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
  token,
  booking,
  visitorZone,
  error,
}: {
  token: string;
  booking: ManagedBooking;
  visitorZone: string | null;
  error: ManageActionData['error'] | undefined;
}) {
  const t = useT(bookingsMessages);
  const locale = useLocale();
  const sending = useNavigation().state === 'submitting';
  const headingId = useId();
  const zone = visitorZone ?? booking.timeZone;
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
          {
            moment: formatMomentIn(booking.startsAt, zone, locale),
          },
        )}
      </p>
      <ErrorNotice error={error} />
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <input type="hidden" name="token" value={token} />
        {booking.status === 'held' && <input type="hidden" name="held" value="1" />}
        <Button type="submit" name="intent" value="cancel" variant="destructive" loading={sending}>
          {sending ? t('bookings.manage.cancelling') : t('bookings.manage.cancelConfirm')}
        </Button>
        <Link to={`/booking?token=${encodeURIComponent(token)}`} className={linkClasses}>
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
  token,
  booking,
  visitorZone,
  error,
}: {
  token: string;
  booking: ManagedBooking & { heldUntil: string };
  visitorZone: string | null;
  error: ManageActionData['error'] | undefined;
}) {
  const t = useT(bookingsMessages);
  const locale = useLocale();
  const sending = useNavigation().state === 'submitting';
  const zone = visitorZone ?? booking.timeZone;
  return (
    <section className="grid gap-4 rounded-md border border-warning p-4">
      <p className="text-sm font-medium">
        {t('bookings.manage.heldNotice', {
          moment: `${formatMomentIn(booking.heldUntil, zone, locale)} (${zoneLabel(zone)})`,
          name: booking.lawyerName,
        })}
      </p>
      <ErrorNotice error={error} />
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" name="intent" value="confirm" loading={sending}>
          {sending ? t('bookings.manage.confirming') : t('bookings.manage.confirm')}
        </Button>
      </Form>
    </section>
  );
}

/**
 * The page of a booking's e-mailed link (`/booking?token=…`, `/fr/rendez-vous?token=…`): the
 * booking, and for as long as it can change, links to cancel it (with a confirmation step) or to
 * move it to another open time. Every step is an address and every change a posted form, so the
 * page works without JavaScript; with it, times are also shown in the visitor's own zone.
 */
export function ManageBookingPage({
  data,
  actionData,
}: {
  data: ManageBookingData;
  actionData: ManageActionData | undefined;
}) {
  const t = useT(bookingsMessages);
  const visitorZone = useVisitorZone();
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
  const { booking, token, step, done } = data;
  const error = actionData?.error;
  const base = `/booking?token=${encodeURIComponent(token)}`;
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
      <Details booking={booking} visitorZone={visitorZone} />
      {step === 'view' && booking.status === 'held' && booking.heldUntil !== null ? (
        <ConfirmForm
          token={token}
          booking={{ ...booking, heldUntil: booking.heldUntil }}
          visitorZone={visitorZone}
          error={error}
        />
      ) : (
        step === 'view' && error && <ErrorNotice error={error} />
      )}
      {step === 'cancel' && (
        <CancelForm token={token} booking={booking} visitorZone={visitorZone} error={error} />
      )}
      {step === 'reschedule' && (
        <RescheduleForm
          token={token}
          booking={booking}
          slots={data.slots}
          visitorZone={visitorZone}
          error={error}
        />
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
