import type { LawyerBooking } from '@cld/contract/bookings';
import { formatCalendarDay, timeZoneName } from '@cld/reference/appointment-time';
import { Button } from '@cld/ui/button';
import { ConfirmDialog } from '@cld/ui/confirm-dialog';
import { ChevronLeftIcon, ChevronRightIcon } from '@cld/ui/icons';
import { Skeleton } from '@cld/ui/skeleton';
import { toast } from '@cld/ui/toast-store';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocale, useT, type KeyOf } from '../../i18n/i18n.ts';
import { bookingsMessages } from '../../i18n/namespaces.ts';
import { Link } from '../../lib/links/index.ts';
import { manageBase } from './manage-key.ts';
import {
  cancelMyBooking,
  MY_BOOKINGS_KEY,
  myAvailabilityQueryOptions,
  myBookingsQueryOptions,
  releaseMyBooking,
} from './queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `days` after `day` ("2026-12-01" + 1 → "2026-12-02"). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

type BookingMessage = KeyOf<typeof bookingsMessages>;

/**
 * A change the lawyer makes to one booking, asked first: "Cancel" (the visitor is told) and
 * "Release" (issue 38 item 5: a booking the lawyer believes is not genuine, held or booked, is
 * cancelled and its time open again, the release recorded in the audit log).
 */
function BookingAction({
  booking,
  run,
  texts,
}: {
  booking: LawyerBooking;
  run: (id: number) => Promise<unknown>;
  texts: {
    button: BookingMessage;
    buttonName: BookingMessage;
    title: BookingMessage;
    text: BookingMessage;
    confirm: BookingMessage;
    done: BookingMessage;
    failed: BookingMessage;
  };
}) {
  const t = useT(bookingsMessages);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const values = { name: booking.name, moment: booking.when.text };
  const action = useMutation({
    mutationFn: () => run(booking.id),
    onSuccess: async () => {
      setOpen(false);
      toast({ title: t(texts.done, values) });
      await queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
    },
    onError: () => {
      toast({ title: t(texts.failed), variant: 'destructive' });
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="outline" size="sm" aria-label={t(texts.buttonName, values)}>
          {t(texts.button)}
        </Button>
      }
      title={t(texts.title)}
      description={t(texts.text, values)}
      cancelLabel={t('bookings.list.keep')}
      confirm={
        <Button
          type="button"
          variant="destructive"
          loading={action.isPending}
          onClick={() => action.mutate()}
        >
          {t(texts.confirm)}
        </Button>
      }
    />
  );
}

/**
 * One booking, its times as the server wrote them on the office's clock (issue 37 item 2). An
 * upcoming one can be moved on its page (the e-mailed link's, reached as its owner: issue 37 item
 * 5), cancelled, or released as suspicious.
 */
function BookingItem({
  booking,
  withDay,
  now,
}: {
  booking: LawyerBooking;
  withDay: boolean;
  /** When the view was opened: a booking already started can no longer be cancelled. */
  now: number;
}) {
  const t = useT(bookingsMessages);
  const cancelled = booking.status === 'cancelled';
  const upcoming = !cancelled && Date.parse(booking.startsAt) > now;
  const when = withDay ? booking.when.text : `${booking.when.time} – ${booking.endTime}`;
  return (
    <li className="grid gap-2 rounded-md border border-border p-4 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <p className={cancelled ? 'font-semibold line-through' : 'font-semibold'}>{when}</p>
          <p>
            {booking.name} · {t(`bookings.meetingModes.${booking.meetingMode}`)}
            {cancelled && (
              <span className="ml-2 rounded-sm bg-muted px-2 py-0.5 text-xs font-medium">
                {t('bookings.list.cancelled')}
              </span>
            )}
          </p>
          {booking.status === 'held' && booking.heldUntil !== null && (
            <p className="justify-self-start rounded-sm bg-warning-subtle px-2 py-0.5 text-xs font-medium text-warning-subtle-foreground">
              {t('bookings.list.held', { time: booking.heldUntilTime ?? '' })}
            </p>
          )}
        </div>
        {upcoming && (
          <div className="flex flex-wrap gap-2">
            {booking.status === 'booked' && (
              <Button asChild variant="outline" size="sm">
                <Link
                  to={`${manageBase({ id: booking.id })}&step=reschedule`}
                  aria-label={t('bookings.list.moveName', {
                    name: booking.name,
                    moment: booking.when.text,
                  })}
                >
                  {t('bookings.list.move')}
                </Link>
              </Button>
            )}
            {booking.status === 'booked' && (
              <BookingAction
                booking={booking}
                run={cancelMyBooking}
                texts={{
                  button: 'bookings.list.cancel',
                  buttonName: 'bookings.list.cancelName',
                  title: 'bookings.list.cancelTitle',
                  text: 'bookings.list.cancelText',
                  confirm: 'bookings.list.cancelConfirm',
                  done: 'bookings.list.cancelledToast',
                  failed: 'bookings.list.cancelFailed',
                }}
              />
            )}
            <BookingAction
              booking={booking}
              run={releaseMyBooking}
              texts={{
                button: 'bookings.list.release',
                buttonName: 'bookings.list.releaseName',
                title: 'bookings.list.releaseTitle',
                text:
                  booking.status === 'held'
                    ? 'bookings.list.releaseTextHeld'
                    : 'bookings.list.releaseTextBooked',
                confirm: 'bookings.list.releaseConfirm',
                done: 'bookings.list.releasedToast',
                failed: 'bookings.list.releaseFailed',
              }}
            />
          </div>
        )}
      </div>
      <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">{t('bookings.list.email')}</dt>
        <dd>
          <a
            href={`mailto:${booking.email}`}
            className="inline-flex min-h-6 items-center break-all text-primary underline underline-offset-4 focus-visible:focus-ring"
          >
            {booking.email}
          </a>
        </dd>
        {booking.phone && (
          <>
            <dt className="text-muted-foreground">{t('bookings.list.phone')}</dt>
            <dd>
              <a
                href={`tel:${booking.phone}`}
                className="inline-flex min-h-6 items-center text-primary underline underline-offset-4 focus-visible:focus-ring"
              >
                {booking.phone}
              </a>
            </dd>
          </>
        )}
        {booking.message && (
          <>
            <dt className="text-muted-foreground">{t('bookings.list.message')}</dt>
            <dd className="whitespace-pre-line">{booking.message}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

/**
 * A day at a time on the office's clock: the server says which day today is there and which day
 * each booking falls on (issue 37 item 2), so a browser with other zone rules shows the same day.
 */
function DayView() {
  const t = useT(bookingsMessages);
  const locale = useLocale();
  const [now] = useState(() => Date.now());
  // The UTC day is within a day of the office's: a window from the day before holds both.
  const [utcToday] = useState(() => new Date(now).toISOString().slice(0, 10));
  const [chosen, setChosen] = useState<string>();
  const around = chosen ?? utcToday;
  const query = useQuery(myBookingsQueryOptions(`${addDays(around, -1)}T00:00:00.000Z`, 3, locale));
  const today = query.data?.today;
  const day = chosen ?? today;
  const bookings = (query.data?.bookings ?? []).filter((booking) => booking.when.day === day);
  const headingId = useId();
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t('bookings.list.previousDay')}
          disabled={day === undefined}
          onClick={() => day && setChosen(addDays(day, -1))}
        >
          <ChevronLeftIcon />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={today === undefined}
          onClick={() => setChosen(today)}
        >
          {t('bookings.list.today')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t('bookings.list.nextDay')}
          disabled={day === undefined}
          onClick={() => day && setChosen(addDays(day, 1))}
        >
          <ChevronRightIcon />
        </Button>
        <h3 id={headingId} aria-live="polite" className="ml-2 font-semibold">
          {day ? formatCalendarDay(day, locale).long : ''}
        </h3>
      </div>
      {query.isPending || day === undefined ? (
        <Skeleton className="h-24 w-full" />
      ) : query.isError ? (
        <p role="alert">{t('bookings.list.loadFailed')}</p>
      ) : bookings.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('bookings.list.dayEmpty')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-3">
          {bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} withDay={false} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ListView() {
  const t = useT(bookingsMessages);
  const locale = useLocale();
  const [from] = useState(() => new Date().toISOString());
  const query = useQuery(myBookingsQueryOptions(from, 60, locale));
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError) return <p role="alert">{t('bookings.list.loadFailed')}</p>;
  const now = Date.parse(from);
  const upcoming = query.data.bookings.filter((booking) => Date.parse(booking.endsAt) > now);
  if (upcoming.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('bookings.list.empty')}</p>;
  }
  return (
    <ul className="grid gap-3">
      {upcoming.map((booking) => (
        <BookingItem key={booking.id} booking={booking} withDay now={now} />
      ))}
    </ul>
  );
}

/**
 * The dashboard's "Bookings": a day at a time, or the upcoming ones; each can be cancelled, or
 * released as suspicious, and those awaiting the visitor's confirmation say so.
 */
export function BookingsSection() {
  const t = useT(bookingsMessages);
  const locale = useLocale();
  const availability = useQuery(myAvailabilityQueryOptions());
  const [view, setView] = useState<'list' | 'day'>('list');
  const headingId = useId();
  const viewsId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-2xl font-semibold">
        {t('bookings.list.title')}
      </h2>
      {availability.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : availability.isError ? (
        <p role="alert">{t('bookings.list.loadFailed')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('bookings.list.zone', { zone: timeZoneName(availability.data.timeZone, locale) })}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <span id={viewsId} className="text-sm font-medium">
              {t('bookings.list.views')}
            </span>
            <div role="group" aria-labelledby={viewsId} className="flex gap-2">
              <Button
                type="button"
                size="sm"
                variant={view === 'list' ? 'primary' : 'outline'}
                aria-pressed={view === 'list'}
                onClick={() => setView('list')}
              >
                {t('bookings.list.listView')}
              </Button>
              <Button
                type="button"
                size="sm"
                variant={view === 'day' ? 'primary' : 'outline'}
                aria-pressed={view === 'day'}
                onClick={() => setView('day')}
              >
                {t('bookings.list.dayView')}
              </Button>
            </div>
          </div>
          {view === 'list' ? <ListView /> : <DayView />}
        </>
      )}
    </section>
  );
}
