import {
  STATED_FEE_OFFERS,
  WEEKDAYS,
  type OfficeHours,
  type OpeningHours,
  type Weekday,
} from '@cld/reference/practice-details';

/**
 * The practice details (issue 20) as CSV cells, written the same way by both CSVs (the demo
 * directory's and the lawyers'), and read back by import-lawyers:
 *
 * - lists (`feeOffers`, `funding`, `meetingModes`, `otherPracticeAreas`): items separated by ";"
 * - `flatFees`: `Uncontested divorce=1500-2500; Simple will=400` (a price or a range, whole
 *   dollars; a ";", "=" or "\" inside a service is written "\;", "\=", "\\")
 * - `officeHours`: `mon 09:00-12:00,13:00-17:00; tue 09:00-18:00; …; sun closed` (a day left out is
 *   closed; an empty cell is the spec's hours)
 * - `stepFreeAccess`, `acceptingClients`: yes, no, or empty (not stated)
 */
export const PRACTICE_DETAILS_CSV_COLUMNS = [
  'freeConsultationMinutes',
  'flatFees',
  'feeOffers',
  'funding',
  'meetingModes',
  'stepFreeAccess',
  'officeHours',
  'acceptingClients',
] as const;
export type PracticeDetailsColumn = (typeof PRACTICE_DETAILS_CSV_COLUMNS)[number];

/** How the CLI's help and errors describe the two encoded columns. */
export const FLAT_FEES_FORMAT = '"Service=price" or "Service=min-max", separated by ";"';
export const OFFICE_HOURS_FORMAT =
  '"mon 09:00-17:00" per day (two openings "09:00-12:00,13:00-17:00", or "closed"), days separated by ";"';

interface FlatFeeCell {
  service: string;
  minPrice: number;
  maxPrice: number | null;
}

/** The details as a lawyer states them, before they become cells. */
export interface PracticeDetailsValues {
  freeConsultationMinutes: number | null;
  flatFees: readonly FlatFeeCell[];
  /** Every offer; the two that follow from the details are left out of the cell. */
  feeOffers: readonly string[];
  funding: readonly string[];
  meetingModes: readonly string[];
  stepFreeAccess: boolean | null;
  officeHours: OfficeHours;
  acceptingClients: boolean | null;
}

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');

const escapeService = (service: string) => service.replace(/[\\;=]/g, (c) => `\\${c}`);

export function formatFlatFees(fees: readonly FlatFeeCell[]): string {
  return fees
    .map(
      (fee) =>
        `${escapeService(fee.service)}=${fee.minPrice}${fee.maxPrice === null ? '' : `-${fee.maxPrice}`}`,
    )
    .join('; ');
}

export function formatOfficeHours(hours: OfficeHours): string {
  return WEEKDAYS.map((day) => {
    const openings = hours[day] ?? [];
    return `${day} ${openings.length ? openings.map((o) => `${o.opens}-${o.closes}`).join(',') : 'closed'}`;
  }).join('; ');
}

/** The cells of `PRACTICE_DETAILS_CSV_COLUMNS`, by column. */
export function practiceDetailsCells(
  details: PracticeDetailsValues,
): Record<PracticeDetailsColumn, string> {
  const stated = new Set<string>(STATED_FEE_OFFERS);
  return {
    freeConsultationMinutes:
      details.freeConsultationMinutes === null ? '' : String(details.freeConsultationMinutes),
    flatFees: formatFlatFees(details.flatFees),
    feeOffers: details.feeOffers.filter((offer) => stated.has(offer)).join('; '),
    funding: details.funding.join('; '),
    meetingModes: details.meetingModes.join('; '),
    stepFreeAccess: yesNo(details.stepFreeAccess),
    officeHours: formatOfficeHours(details.officeHours),
    acceptingClients: yesNo(details.acceptingClients),
  };
}

/** A cell that could not be read: the message names the column. */
export class CellError extends Error {
  constructor(column: string, message: string) {
    super(`${column}: ${message}`);
    this.name = 'CellError';
  }
}

const unescapeService = (text: string) => text.replace(/\\(.)/g, '$1').trim();

/** The last unescaped "=" of an item (a service may hold an escaped one). */
function lastSeparator(item: string): number {
  for (let i = item.length - 1; i >= 0; i--) {
    if (item[i] !== '=') continue;
    let backslashes = 0;
    for (let j = i - 1; j >= 0 && item[j] === '\\'; j--) backslashes++;
    if (backslashes % 2 === 0) return i;
  }
  return -1;
}

const PRICE = /^\$?\s*(\d[\d\s,]*?)\s*\$?\s*(?:[-–]\s*\$?\s*(\d[\d\s,]*?)\s*\$?)?$/;
const toDollars = (text: string) => Number(text.replace(/[\s,]/g, ''));

/**
 * `Uncontested divorce=1500-2500; Simple will=400` as the form's rows (the shared schema then
 * checks the lengths and prices); "$1,500–$2,500" reads too.
 */
export function parseFlatFees(
  text: string,
): { service: string; minPrice: number; maxPrice?: number }[] {
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length) {
      current += char + text[i + 1];
      i++;
    } else if (char === ';') {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item, index) => {
      const at = lastSeparator(item);
      const price = at < 0 ? null : PRICE.exec(item.slice(at + 1).trim());
      if (at < 0 || !price) {
        throw new CellError(
          'flatFees',
          `cannot read service ${index + 1} ("${item}"): write ${FLAT_FEES_FORMAT}`,
        );
      }
      return {
        service: unescapeService(item.slice(0, at)),
        minPrice: toDollars(price[1]!),
        ...(price[2] === undefined ? {} : { maxPrice: toDollars(price[2]) }),
      };
    });
}

const TIME = /^(\d{1,2}):(\d{2})$/;
const padTime = (text: string) => {
  const match = TIME.exec(text);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : text;
};

/** A day as the cell names it: "mon" or "monday", any case. */
const DAY_WORDS = new Map<string, Weekday>(
  WEEKDAYS.flatMap((day, index): [string, Weekday][] => [
    [day, day],
    [['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'][index]!, day],
  ]),
);

/**
 * `mon 09:00-12:00,13:00-17:00; tue 09:00-18:00; sun closed` as the form's week; a day left out is
 * closed. The shared schema then checks the times and their order.
 */
export function parseOfficeHours(text: string): Record<Weekday, OpeningHours[]> {
  const week = Object.fromEntries(
    WEEKDAYS.map((day): [Weekday, OpeningHours[]] => [day, []]),
  ) as Record<Weekday, OpeningHours[]>;
  const seen = new Set<string>();
  for (const item of text.split(';').map((part) => part.trim())) {
    if (item === '') continue;
    const match = /^([a-z]+)\.?\s+(.+)$/i.exec(item);
    const day = DAY_WORDS.get(match?.[1]?.toLowerCase() ?? '');
    if (!match || !day) {
      throw new CellError(
        'officeHours',
        `cannot read "${item}": write ${OFFICE_HOURS_FORMAT} (days: ${WEEKDAYS.join(', ')})`,
      );
    }
    if (seen.has(day)) throw new CellError('officeHours', `${day} is given twice`);
    seen.add(day);
    const openings = match[2]!.trim();
    if (/^closed$/i.test(openings)) continue;
    week[day] = openings.split(',').map((opening) => {
      const [opens, closes, ...rest] = opening.split(/[-–]/).map((part) => part.trim());
      if (!opens || !closes || rest.length) {
        throw new CellError(
          'officeHours',
          `cannot read "${opening.trim()}" of ${day}: write ${OFFICE_HOURS_FORMAT}`,
        );
      }
      return { opens: padTime(opens), closes: padTime(closes) };
    });
  }
  return week;
}

/** A slug as people may type it: "Legal aid" reads as `legal-aid`. */
export const toSlug = (text: string) => text.trim().toLowerCase().replace(/\s+/g, '-');
