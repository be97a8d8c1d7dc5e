import type { Kysely } from 'kysely';
import type { DemoLawyer } from '@cld/content/demo-directory.types';
import type { Database } from '@cld/db/schema';
import { MEETING_MODES, WEEKDAYS } from '@cld/reference/practice-details';
import { MAX_RANGES_PER_DAY } from '@cld/validation/booking';
import type { Availability } from '@cld/validation/booking';

/**
 * Consultation availability for the demo directory (decision 037): about half of the demo lawyers
 * who take new clients can be booked, within their own office hours. Every choice comes from a
 * hash of the lawyer's name and e-mail, not from the generator's random stream, so the rest of the
 * demo data stays as it was and the same lawyer always gets the same availability.
 */

/** FNV-1a, 32 bits: a stable number from a text. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const pick = <T>(values: readonly T[], draw: number): T => values[draw % values.length]!;

export function demoAvailability(lawyer: DemoLawyer): Availability | null {
  if (!lawyer.acceptingClients?.accepting) return null;
  const draw = hash(`${lawyer.name}|${lawyer.email}`);
  if (draw % 100 >= 50) return null;
  const free = lawyer.freeConsultationMinutes ?? null;
  const slotMinutes =
    free !== null && free >= 15 && free <= 120 ? free : pick([30, 45, 60], draw >>> 8);
  const weeklyHours = Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      (lawyer.officeHours?.[day] ?? [])
        .slice(0, MAX_RANGES_PER_DAY)
        .map(({ opens, closes }) => ({ start: opens, end: closes })),
    ]),
  ) as Availability['weeklyHours'];
  return {
    enabled: true,
    weeklyHours,
    slotMinutes,
    bufferMinutes: pick([0, 0, 15], draw >>> 12),
    daysOff: [],
    meetingModes: MEETING_MODES.filter((mode) =>
      (lawyer.meetingModes ?? ['in-person']).includes(mode),
    ),
    horizonDays: pick([14, 30, 60], draw >>> 16),
    minNoticeHours: pick([12, 24, 48], draw >>> 20),
  };
}

/** Writes the demo lawyers' availability (ids in the order of `lawyers`). */
export async function seedDemoAvailability({
  db,
  lawyers,
}: {
  db: Kysely<Database>;
  lawyers: { id: number; lawyer: DemoLawyer }[];
}): Promise<number> {
  const rows = lawyers.flatMap(({ id, lawyer }) => {
    const availability = demoAvailability(lawyer);
    if (!availability) return [];
    return [
      {
        lawyer_id: id,
        enabled: true,
        weekly_hours: JSON.stringify(availability.weeklyHours),
        slot_minutes: availability.slotMinutes,
        buffer_minutes: availability.bufferMinutes,
        days_off: availability.daysOff,
        meeting_modes: availability.meetingModes,
        horizon_days: availability.horizonDays,
        min_notice_hours: availability.minNoticeHours,
      },
    ];
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('booking_availability')
      .values(rows.slice(start, start + 500))
      .execute();
  }
  return rows.length;
}
