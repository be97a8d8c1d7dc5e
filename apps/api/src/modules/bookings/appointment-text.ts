import type { Language } from '@cld/contract/languages';
import { cityNameFr } from '@cld/content/city-names.fr';
import { appointmentTimes, wallClock } from '@cld/reference/appointment-time';
import type { WallClock } from '@cld/reference/appointment-time';

/**
 * A booking's times as its pages, e-mails and `.ics` all write them (issue 37 item 2): the office's
 * clock named by the office's city ("Eastern Time (Montréal)" for a Montréal lawyer, who keeps
 * Toronto's zone), the visitor's by their zone. The text comes from `@cld/reference/appointment-time`
 * on this server only; pages show it as it is.
 */
export interface OfficeClock {
  timeZone: string;
  city: string;
}

const officeName = (office: OfficeClock, language: Language) =>
  language === 'fr' ? cityNameFr(office.city) : office.city;

/** `instant` on the office's clocks. */
export function officeTime(
  instant: Date | string,
  office: OfficeClock,
  language: Language,
): WallClock {
  return wallClock(instant, office.timeZone, language, officeName(office, language));
}

/** `instant` on the office's clocks and, when known and another, the visitor's. */
export function bookingTimes(
  instant: Date | string,
  office: OfficeClock,
  visitorZone: string | null,
  language: Language,
): { office: WallClock; visitor: WallClock | null } {
  return appointmentTimes({
    instant,
    officeZone: office.timeZone,
    visitorZone,
    locale: language,
    office: officeName(office, language),
  });
}

/** `instant` on the visitor's clocks where known, else the office's: what the visitor reads first. */
export function visitorTime(
  instant: Date | string,
  office: OfficeClock,
  visitorZone: string | null,
  language: Language,
): WallClock {
  const times = bookingTimes(instant, office, visitorZone, language);
  return times.visitor ?? times.office;
}
