import { bookingsContract } from '@cld/contract/bookings';
import { Button } from '@cld/ui/button';
import { CalendarIcon } from '@cld/ui/icons';
import type { Locale } from '../../i18n/i18n.ts';

/**
 * The address of a booking's `.ics` (issue 37 item 5), from the contract's routes: by its e-mailed
 * link's token, or by its id for the signed-in person whose booking it is. A plain link: it
 * downloads without JavaScript.
 */
export function calendarHref(booking: { token: string } | { id: number }, locale: Locale): string {
  if ('token' in booking) {
    const query = new URLSearchParams({ token: booking.token, locale });
    return `${bookingsContract.calendarByToken.path}?${query}`;
  }
  const path = bookingsContract.calendarMine.path.replace(':id', String(booking.id));
  return `${path}?${new URLSearchParams({ locale })}`;
}

/**
 * "Add to calendar (.ics)": a visible button that downloads the booking's calendar file. `text` is
 * the caller's words (its page's message namespace); `label`, a fuller name where several show.
 */
export function CalendarDownload({
  href,
  text,
  label,
}: {
  href: string;
  text: string;
  label?: string;
}) {
  return (
    <Button asChild variant="outline">
      <a href={href} download="consultation.ics" aria-label={label}>
        <CalendarIcon />
        {text}
      </a>
    </Button>
  );
}
