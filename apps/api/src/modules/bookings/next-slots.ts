import type { Kysely } from 'kysely';
import type { Lawyer } from '@cld/contract/lawyers';
import type { Language } from '@cld/contract/languages';
import type { Database } from '@cld/db/schema';
import { timeZoneOfProvince } from '@cld/reference/time-zones';
import { officeTime } from './appointment-text.ts';
import { occupiesSlot } from './holds.ts';
import { toAvailability } from './service.ts';
import { firstOpenSlot } from './slots.ts';
import type { Interval } from './slots.ts';

/**
 * The next time a visitor can book each lawyer of a page (issue 37, decision 053): the first of the
 * open slots the profile's slot picker offers (`openSlots`, the same rules and bookings), for the
 * page's lawyers only, in two queries whatever the page's size. The text is written here, in both
 * languages, in the office's zone named as people say it, so a card, the compare view and anyone
 * reading the API show one time.
 */

export type NextSlot = NonNullable<Lawyer['nextSlot']>;

const DAY_MS = 24 * 3_600_000;

/**
 * "Tue, Dec 8, 9:00 a.m. Central Time (Winnipeg)" / « mar. 8 déc. à 9 h, heure du Centre
 * (Winnipeg) »: the slot on the office's clocks, the zone named by the office's city, written by
 * the one clock of the bookings (`officeTime`), shortened for a card.
 */
export function nextSlotText(
  instant: Date,
  office: { province: string; city: string },
  language: Language,
): string {
  const clock = officeTime(
    instant,
    { timeZone: timeZoneOfProvince(office.province), city: office.city },
    language,
  );
  return language === 'fr'
    ? `${clock.shortDate} à ${clock.time}, ${clock.zone}`
    : `${clock.shortDate}, ${clock.time} ${clock.zone}`;
}

/**
 * Each lawyer's next open slot (`null`: takes no bookings online, or none is open within their
 * horizon), by id. Two queries: the lawyers' availability, and the bookings of those who take them.
 */
export async function nextSlotsOf({
  db,
  lawyers,
  now = new Date(),
}: {
  db: Kysely<Database>;
  lawyers: readonly { id: number; province: string; city: string }[];
  now?: Date;
}): Promise<Map<number, NextSlot | null>> {
  const slots = new Map<number, NextSlot | null>(lawyers.map((lawyer) => [lawyer.id, null]));
  if (lawyers.length === 0) return slots;
  const rows = await db
    .selectFrom('booking_availability')
    .selectAll()
    .where(
      'lawyer_id',
      'in',
      lawyers.map((lawyer) => lawyer.id),
    )
    .where('enabled', '=', true)
    .execute();
  if (rows.length === 0) return slots;
  const latest = Math.max(...rows.map((row) => row.horizon_days)) * DAY_MS + now.getTime();
  const bookings = await db
    .selectFrom('bookings')
    .select(['lawyer_id', 'starts_at', 'ends_at'])
    .where(
      'lawyer_id',
      'in',
      rows.map((row) => row.lawyer_id),
    )
    .where((eb) => occupiesSlot(eb, now))
    .where('starts_at', '<=', new Date(latest + DAY_MS))
    .where('ends_at', '>', now)
    .execute();
  const bookedBy = new Map<number, Interval[]>();
  for (const booking of bookings) {
    const list = bookedBy.get(booking.lawyer_id) ?? [];
    list.push({ startsAt: new Date(booking.starts_at), endsAt: new Date(booking.ends_at) });
    bookedBy.set(booking.lawyer_id, list);
  }
  const officeOf = new Map(lawyers.map((lawyer) => [lawyer.id, lawyer]));
  for (const row of rows) {
    const rules = toAvailability(row);
    const office = officeOf.get(row.lawyer_id)!;
    const first = firstOpenSlot({
      rules,
      timeZone: timeZoneOfProvince(office.province),
      now,
      booked: bookedBy.get(row.lawyer_id) ?? [],
    });
    if (first) {
      slots.set(row.lawyer_id, {
        startsAt: first.startsAt.toISOString(),
        text: {
          en: nextSlotText(first.startsAt, office, 'en'),
          fr: nextSlotText(first.startsAt, office, 'fr'),
        },
      });
    }
  }
  return slots;
}
