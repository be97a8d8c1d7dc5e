import type { SiteLocale } from './site-locales.ts';
import {
  EN_MONTHS,
  EN_WEEKDAYS,
  FR_MONTHS,
  FR_SHORT_MONTHS,
  FR_WEEKDAYS,
} from './calendar-names.ts';

/**
 * One clock (issue 37 item 2, design 8.4): the one place an appointment's wall-clock time is
 * written, for the page, the e-mail and the `.ics` alike. The API calls it on the server, whose
 * time-zone database decides every offset; pages show the text it returns and never work a time out
 * again with the browser's Intl, whose zone rules can differ from the server's (a Winnipeg visitor
 * once read 9:00 a.m. on the page and 8:00 a.m. in the e-mail for the same booking).
 *
 * Zones are named as people say them, "Central Time (Winnipeg)" / « heure du Centre (Winnipeg) »,
 * never as IANA ids; every text carries its UTC offset, so two zones' times can be told apart. Day,
 * month and time of day are written directly (English and French as Quebec writes them, OQLF):
 * only the zone's offset comes from Intl.
 */

type ZoneFamily =
  'pacific' | 'mountain' | 'central' | 'eastern' | 'atlantic' | 'newfoundland' | 'yukon';

const FAMILY_NAMES: Record<SiteLocale, Record<ZoneFamily, string>> = {
  en: {
    pacific: 'Pacific Time',
    mountain: 'Mountain Time',
    central: 'Central Time',
    eastern: 'Eastern Time',
    atlantic: 'Atlantic Time',
    newfoundland: 'Newfoundland Time',
    yukon: 'Yukon Time',
  },
  fr: {
    pacific: 'heure du Pacifique',
    mountain: 'heure des Rocheuses',
    central: 'heure du Centre',
    eastern: 'heure de l’Est',
    atlantic: 'heure de l’Atlantique',
    newfoundland: 'heure de Terre-Neuve',
    yukon: 'heure du Yukon',
  },
};

/**
 * The Canadian zones a lawyer's office or a visitor's browser can be in (the provinces' zones of
 * `time-zones.ts`, their secondary zones and the old names runtimes still report), each with the
 * name of its clock and the city people know it by.
 */
const CANADIAN_ZONES: Readonly<Record<string, readonly [ZoneFamily, string]>> = {
  'America/Vancouver': ['pacific', 'Vancouver'],
  'Canada/Pacific': ['pacific', 'Vancouver'],
  'America/Whitehorse': ['yukon', 'Whitehorse'],
  'America/Dawson': ['yukon', 'Dawson'],
  'Canada/Yukon': ['yukon', 'Whitehorse'],
  'America/Edmonton': ['mountain', 'Edmonton'],
  'Canada/Mountain': ['mountain', 'Edmonton'],
  'America/Yellowknife': ['mountain', 'Yellowknife'],
  'America/Inuvik': ['mountain', 'Inuvik'],
  'America/Cambridge_Bay': ['mountain', 'Cambridge Bay'],
  'America/Dawson_Creek': ['mountain', 'Dawson Creek'],
  'America/Fort_Nelson': ['mountain', 'Fort Nelson'],
  'America/Creston': ['mountain', 'Creston'],
  'America/Regina': ['central', 'Regina'],
  'America/Swift_Current': ['central', 'Swift Current'],
  'Canada/Saskatchewan': ['central', 'Regina'],
  'America/Winnipeg': ['central', 'Winnipeg'],
  'America/Rainy_River': ['central', 'Rainy River'],
  'America/Rankin_Inlet': ['central', 'Rankin Inlet'],
  'America/Resolute': ['central', 'Resolute'],
  'Canada/Central': ['central', 'Winnipeg'],
  'America/Toronto': ['eastern', 'Toronto'],
  'America/Montreal': ['eastern', 'Montréal'],
  'America/Nipigon': ['eastern', 'Nipigon'],
  'America/Thunder_Bay': ['eastern', 'Thunder Bay'],
  'America/Atikokan': ['eastern', 'Atikokan'],
  'America/Iqaluit': ['eastern', 'Iqaluit'],
  'America/Pangnirtung': ['eastern', 'Pangnirtung'],
  'Canada/Eastern': ['eastern', 'Toronto'],
  'America/Halifax': ['atlantic', 'Halifax'],
  'America/Moncton': ['atlantic', 'Moncton'],
  'America/Glace_Bay': ['atlantic', 'Glace Bay'],
  'America/Goose_Bay': ['atlantic', 'Goose Bay'],
  'America/Blanc-Sablon': ['atlantic', 'Blanc-Sablon'],
  'Canada/Atlantic': ['atlantic', 'Halifax'],
  'America/St_Johns': ['newfoundland', 'St. John’s'],
  'Canada/Newfoundland': ['newfoundland', 'St. John’s'],
};

/** The city an IANA id ends with: "Europe/Paris" → "Paris", "America/Port_of_Spain" → "Port of Spain". */
const cityOfZone = (timeZone: string) =>
  (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');

const genericNames = new Map<string, Intl.DateTimeFormat>();

/**
 * A zone as people name it: "Central Time (Winnipeg)" / « heure du Centre (Winnipeg) » for a
 * Canadian zone; for another, the runtime's generic name and the zone's city ("Central European
 * Time (Paris)"); "UTC" for UTC. `office`: the office's city, named instead of the zone's own when
 * the office is elsewhere in it (a Montréal lawyer keeps Toronto's clock: "Eastern Time (Montréal)").
 */
export function timeZoneName(timeZone: string, locale: SiteLocale, office?: string): string {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC' || timeZone === 'Etc/GMT') return 'UTC';
  const canadian = CANADIAN_ZONES[timeZone];
  if (canadian) return `${FAMILY_NAMES[locale][canadian[0]]} (${office ?? canadian[1]})`;
  let format = genericNames.get(`${locale} ${timeZone}`);
  try {
    if (!format) {
      format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
        timeZone,
        timeZoneName: 'longGeneric',
      });
      genericNames.set(`${locale} ${timeZone}`, format);
    }
    const generic = format.formatToParts(0).find((part) => part.type === 'timeZoneName')?.value;
    // Where the runtime has no name of its own it answers an offset ("GMT+03:00"): the city will do.
    if (generic && !/^(GMT|UTC)/.test(generic)) {
      return `${locale === 'fr' ? generic.charAt(0).toLowerCase() + generic.slice(1) : generic} (${office ?? cityOfZone(timeZone)})`;
    }
  } catch {
    // An id the runtime does not know: named by its city below.
  }
  return office ?? cityOfZone(timeZone);
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** Year, month, day, hour and minute of `instant` on the clocks of `timeZone` (the server's rules). */
function partsIn(instant: Date, timeZone: string) {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
  return parts;
}

/** "UTC−5", "UTC−3:30", "UTC+5:45", "UTC" (a true minus sign, read "minus"). */
function offsetText(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes < 0 ? '\u2212' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest === 0 ? '' : `:${String(rest).padStart(2, '0')}`}`;
}

/**
 * A time of day as office hours store it ("HH:MM", 24-hour), as the language writes it: "9:00
 * a.m.", "12:30 p.m." in Canadian English; « 9 h », « 13 h 30 » in French (OQLF: no « 00 »
 * minutes, no-break spaces around the « h »). Pure text: no zone is involved.
 */
export function formatTimeOfDay(locale: SiteLocale, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const mm = String(minutes).padStart(2, '0');
  if (locale === 'fr') return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${mm}`;
  return `${hours % 12 || 12}:${mm} ${hours < 12 ? 'a.m.' : 'p.m.'}`;
}

/**
 * A calendar day ("2026-03-09") written out: `long` "Monday, March 9, 2026" / « lundi 9 mars
 * 2026 », `short` (a day button) "Mon, Mar 9" / « lun. 9 mars »; the first of a month « 1er ».
 */
export function formatCalendarDay(
  day: string,
  locale: SiteLocale,
): { long: string; short: string } {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  if (locale === 'fr') {
    const nth = date === 1 ? '1er' : String(date);
    return {
      long: `${FR_WEEKDAYS[weekday]} ${nth}\u00a0${FR_MONTHS[month - 1]}\u00a0${year}`,
      short: `${FR_WEEKDAYS[weekday]?.slice(0, 3)}. ${nth}\u00a0${FR_SHORT_MONTHS[month - 1]}`,
    };
  }
  return {
    long: `${EN_WEEKDAYS[weekday]}, ${EN_MONTHS[month - 1]} ${date}, ${year}`,
    short: `${EN_WEEKDAYS[weekday]?.slice(0, 3)}, ${EN_MONTHS[month - 1]?.slice(0, 3)} ${date}`,
  };
}

/** A moment on one zone's clocks, every part as a page or an e-mail shows it. */
export interface WallClock {
  /** The calendar day there, "2026-03-09" (a key to group slots by; not for reading). */
  day: string;
  /** "Monday, March 9, 2026" / « lundi 9 mars 2026 ». */
  date: string;
  /** "Mon, Mar 9" / « lun. 9 mars ». */
  shortDate: string;
  /** "9:00 a.m." / « 9 h ». */
  time: string;
  /** "Central Time (Winnipeg)" / « heure du Centre (Winnipeg) ». */
  zone: string;
  /** "UTC−5": the offset there at that moment (daylight saving time included). */
  offset: string;
  /**
   * All of it: "Monday, March 9, 2026, 9:00 a.m. Central Time (Winnipeg, UTC−5)" /
   * « lundi 9 mars 2026 à 9 h, heure du Centre (Winnipeg, UTC−5) ».
   */
  text: string;
}

/**
 * `instant` on the clocks of `timeZone`, in `locale`. `office`: the office's city, to name the zone
 * by (see `timeZoneName`).
 */
export function wallClock(
  instant: Date | string,
  timeZone: string,
  locale: SiteLocale,
  office?: string,
): WallClock {
  const moment = new Date(instant);
  const parts = partsIn(moment, timeZone);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  const offset = offsetText(
    Math.round((asUtc - Math.floor(moment.getTime() / 60_000) * 60_000) / 60_000),
  );
  const day = `${String(parts.year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  const { long, short } = formatCalendarDay(day, locale);
  const time = formatTimeOfDay(
    locale,
    `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`,
  );
  const zone = timeZoneName(timeZone, locale, office);
  const named = zone.endsWith(')') ? `${zone.slice(0, -1)}, ${offset})` : `${zone} (${offset})`;
  const text = locale === 'fr' ? `${long} à ${time}, ${named}` : `${long}, ${time} ${named}`;
  return { day, date: long, shortDate: short, time, zone, offset, text };
}

/**
 * An appointment in the office's zone and, when the visitor's is known and another, in theirs (null
 * otherwise): what every page, e-mail and calendar file of a booking shows.
 */
export function appointmentTimes({
  instant,
  officeZone,
  visitorZone,
  locale,
  office,
}: {
  instant: Date | string;
  officeZone: string;
  visitorZone: string | null | undefined;
  locale: SiteLocale;
  office?: string | undefined;
}): { office: WallClock; visitor: WallClock | null } {
  const atOffice = wallClock(instant, officeZone, locale, office);
  const visitor =
    visitorZone && visitorZone !== officeZone ? wallClock(instant, visitorZone, locale) : null;
  // Another id for the same clock (America/Montreal and America/Toronto) is not another zone.
  const same =
    visitor &&
    visitor.offset === atOffice.offset &&
    visitor.zone.split(' (')[0] === atOffice.zone.split(' (')[0];
  return { office: atOffice, visitor: same ? null : visitor };
}
