import type { ClientBooking } from '@cld/contract/client-space';
import { Badge, type BadgeVariant } from '@cld/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@cld/ui/card';
import { TextLink } from '@cld/ui/link';
import { Skeleton } from '@cld/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/i18n.ts';
import { REGIONAL_LOCALES } from '../../i18n/locale.ts';
import { clientSpaceMessages } from '../../i18n/namespaces.ts';
import { Link } from '../../lib/links/index.ts';
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

/**
 * "mardi 1 décembre 2026, 10 h 00 à 10 h 30 HNE": the reader's own time zone, named. The list loads
 * in the browser only (never server-rendered), so the zone is the person's.
 */
function formatSlot(locale: string, booking: ClientBooking): string {
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const end = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return `${day.format(new Date(booking.startsAt))} – ${end.format(new Date(booking.endsAt))}`;
}

function BookingCard({ booking }: { booking: ClientBooking }) {
  const t = useT(clientSpaceMessages);
  const { lawyer } = booking;
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
            <dd>
              <time dateTime={booking.startsAt}>
                {formatSlot(REGIONAL_LOCALES[t.locale], booking)}
              </time>
            </dd>
            <dt className="font-medium">{t('clientSpace.bookings.mode')}</dt>
            <dd>
              {isMode(booking.meetingMode)
                ? t(`clientSpace.bookings.modes.${booking.meetingMode}`)
                : booking.meetingMode}
            </dd>
          </dl>
          {booking.status === 'cancelled' ? (
            <p className="text-muted-foreground">
              {booking.cancelledBy === 'lawyer'
                ? t('clientSpace.bookings.cancelledByLawyer')
                : t('clientSpace.bookings.cancelledByYou')}
            </p>
          ) : (
            <p className="text-muted-foreground">
              {booking.status === 'held'
                ? t('clientSpace.bookings.heldHint')
                : t('clientSpace.bookings.changeHint')}
            </p>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

/** The consultations the person booked: upcoming first, then past ones. */
export function MyBookings() {
  const t = useT(clientSpaceMessages);
  const query = useQuery(bookingsQueryOptions());
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
