import { WEEKDAYS } from '@cld/reference/practice-details';
import type { AvailabilityInput } from '@cld/validation/booking';

/** Tests' availability: 8:00 to 20:00 every day, half-hour video slots, two hours' notice. */
export const OPEN_EVERY_DAY: AvailabilityInput = {
  enabled: true,
  weeklyHours: Object.fromEntries(
    WEEKDAYS.map((day) => [day, [{ start: '08:00', end: '20:00' }]]),
  ) as AvailabilityInput['weeklyHours'],
  slotMinutes: 30,
  bufferMinutes: 0,
  daysOff: [],
  meetingModes: ['video'],
  horizonDays: 30,
  minNoticeHours: 2,
};
