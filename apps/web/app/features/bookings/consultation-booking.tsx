import { Button } from '@cld/ui/button';
import { Skeleton } from '@cld/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { bookingsMessages } from '../../i18n/namespaces.ts';
import { BookingForm } from './booking-form.tsx';
import { slotsQueryOptions } from './queries.ts';
import { visitorTimeZone } from './zoned-time.ts';

/**
 * "Schedule Consultation" in the profile's dialog: the open slots of a bookable lawyer, or
 * `requestForm` (today's request) for a lawyer who takes no bookings, has no open time in the
 * coming days, or when the visitor prefers to ask. The slots' answer decides; while it loads, a
 * placeholder; if it fails, a retry (and the request form stays one click away).
 */
export function ConsultationBooking({
  lawyerId,
  onSent,
  requestForm,
}: {
  lawyerId: number;
  onSent: () => void;
  requestForm: ReactNode;
}) {
  const t = useT(bookingsMessages);
  const locale = useLocale();
  // The dialog opens in the browser: its zone's name goes to the server, which writes the times.
  const [visitorZone] = useState(visitorTimeZone);
  const slots = useQuery(slotsQueryOptions(lawyerId, locale, visitorZone));
  const [request, setRequest] = useState(false);

  if (request) return <>{requestForm}</>;
  if (slots.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t('bookings.picker.loading')}</span>
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (slots.isError) {
    return (
      <div className="grid gap-3">
        <p role="alert" className="text-sm">
          {t('bookings.picker.loadFailed')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => void slots.refetch()}>
            {t('bookings.picker.retry')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setRequest(true)}>
            {t('bookings.form.requestInstead')}
          </Button>
        </div>
      </div>
    );
  }
  if (!slots.data.bookable) return <>{requestForm}</>;
  if (slots.data.slots.length === 0) {
    return (
      <div className="grid gap-4">
        <p className="rounded-md border border-border bg-muted p-3 text-sm">
          {t('bookings.form.noSlotsRequest')}
        </p>
        {requestForm}
      </div>
    );
  }
  return (
    <BookingForm
      lawyerId={lawyerId}
      slots={slots.data}
      visitorZone={visitorZone}
      onRequestInstead={() => setRequest(true)}
      onClose={onSent}
    />
  );
}
