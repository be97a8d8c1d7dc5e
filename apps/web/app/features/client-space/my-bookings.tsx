import type { ClientBooking } from '@cld/contract/client-space';
import { Badge, type BadgeVariant } from '@cld/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@cld/ui/card';
import { TextLink } from '@cld/ui/link';
import { Skeleton } from '@cld/ui/skeleton';
import { Button } from '@cld/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/i18n.ts';
import { clientSpaceMessages } from '../../i18n/namespaces.ts';
import { Link } from '../../lib/links/index.ts';
import { CalendarDownload, calendarHref, manageBase } from '../bookings/index.ts';
import { EmptyState } from './empty-state.tsx';
import { bookingsQueryOptions } from './queries.ts';

const MODES = ['in-person', 'video', 'phone'] as const;
const isMode = (mode: string): mode is (typeof MODES)[number] =>
  (MODES as readonly string[]).includes(mode);

const STATUS_BADGES: Record<ClientBooking['status'], BadgeVariant> = {
  held: 'warning',
  booked: 'success',
  cancelled: 'destructive',
};

function BookingCard({ booking }: { booking: ClientBooking }) {
  const t = useT(clientSpaceMessages);
  const { lawyer } = booking;
  const { office, visitor } = booking.when;
  const title = t('clientSpace.bookings.with', { name: lawyer.name });
  return (
    <li>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle asChild>
              <h3>
                {lawyer.listed ? (
                  <TextLink asChild>
                    <Link to={`/lawyer/${lawyer.id}`} translate="no">
                      {title}
                    </Link>
                  </TextLink>
                ) : (
                  title
                )}
              </h3>
            </CardTitle>
            <Badge variant={STATUS_BADGES[booking.status]}>
              {t(`clientSpace.bookings.status.${booking.status}`)}
            </Badge>
          </div>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
            <dt className="font-medium">{t('clientSpace.bookings.when')}</dt>
            <dd className="grid gap-1">
              {/* The server's text, as in the e-mails (issue 37 item 2: one clock). */}
              <time dateTime={booking.startsAt}>{(visitor ?? office).text}</time>
              {visitor && (
                <span className="text-muted-foreground">
                  {t('clientSpace.bookings.officeTime', { moment: office.text })}
                </span>
              )}
            </dd>
            <dt className="font-medium">{t('clientSpace.bookings.mode')}</dt>
            <dd>
              {isMode(booking.meetingMode)
                ? t(`clientSpace.bookings.modes.${booking.meetingMode}`)
                : booking.meetingMode}
            </dd>
            {booking.address && (
              <>
                <dt className="font-medium">{t('clientSpace.bookings.address')}</dt>
                <dd>{booking.address}</dd>
              </>
            )}
          </dl>
          {booking.status === 'cancelled' ? (
            <p className="text-muted-foreground">
              {booking.cancelledBy === 'lawyer'
                ? t('clientSpace.bookings.cancelledByLawyer')
                : t('clientSpace.bookings.cancelledByYou')}
            </p>
          ) : (
            booking.status === 'held' && (
              <p className="text-muted-foreground">{t('clientSpace.bookings.heldHint')}</p>
            )
          )}
          {booking.changeable && (
            // Moved and cancelled on the booking's own page, as from the e-mailed link (item 5).
            <div className="flex flex-wrap gap-2">
              {booking.status === 'booked' && (
                <CalendarDownload
                  href={calendarHref({ id: booking.id }, t.locale)}
                  text={t('clientSpace.bookings.calendar')}
                  label={t('clientSpace.bookings.calendarName', { name: lawyer.name })}
                />
              )}
              {booking.status === 'booked' && (
                <Button asChild variant="outline">
                  <Link
                    to={`${manageBase({ id: booking.id })}&step=reschedule`}
                    aria-label={t('clientSpace.bookings.changeName', { name: lawyer.name })}
                  >
                    {t('clientSpace.bookings.change')}
                  </Link>
                </Button>
              )}
              <Button asChild variant="outline">
                <Link
                  to={`${manageBase({ id: booking.id })}&step=cancel`}
                  aria-label={t('clientSpace.bookings.cancelName', { name: lawyer.name })}
                >
                  {t('clientSpace.bookings.cancel')}
                </Link>
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

/** The consultations the person booked: upcoming first, then past ones. */
export function MyBookings() {
  const t = useT(clientSpaceMessages);
  const query = useQuery(bookingsQueryOptions(t.locale));
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError) return <p role="alert">{t('clientSpace.loadFailed')}</p>;
  if (query.data.length === 0) {
    return (
      <EmptyState
        title={t('clientSpace.bookings.emptyTitle')}
        text={t('clientSpace.bookings.emptyText')}
        action={{ to: '/browse-lawyers', label: t('clientSpace.requests.findLawyer') }}
      />
    );
  }
  return (
    <ul className="grid gap-4" aria-label={t('clientSpace.bookings.title')}>
      {query.data.map((booking) => (
        <BookingCard key={booking.id} booking={booking} />
      ))}
    </ul>
  );
}
