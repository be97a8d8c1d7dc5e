import type { ProvinceCode } from './provinces.ts';

/**
 * The time zone a lawyer's hours are read in, by the province or territory of their city (issue 21,
 * decision 037): IANA names, so the zone rules (daylight saving time, Saskatchewan's none,
 * Newfoundland's half hour) come from the runtime's time-zone database, not from here.
 *
 * One zone per province is a simplification where a province spans two: most of British Columbia
 * is Pacific (the Peace River and East Kootenay areas are not), north-western Ontario is Central,
 * Labrador's south-east is Newfoundland time and most of Labrador Atlantic, Quebec's Magdalen
 * Islands and Lower North Shore, Nunavut's three zones. A lawyer there sees their hours in the
 * province's main zone; a zone per city would be the next step.
 */
export const PROVINCE_TIME_ZONES = {
  BC: 'America/Vancouver',
  AB: 'America/Edmonton',
  SK: 'America/Regina',
  MB: 'America/Winnipeg',
  ON: 'America/Toronto',
  QC: 'America/Toronto',
  NB: 'America/Moncton',
  NS: 'America/Halifax',
  PE: 'America/Halifax',
  NL: 'America/St_Johns',
  YT: 'America/Whitehorse',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
} as const satisfies Record<ProvinceCode, string>;

export type CanadianTimeZone = (typeof PROVINCE_TIME_ZONES)[ProvinceCode];

/** The zone of a province code; Toronto's (the most lawyers) for a code that is not one. */
export function timeZoneOfProvince(province: string): CanadianTimeZone {
  return (PROVINCE_TIME_ZONES as Record<string, CanadianTimeZone>)[province] ?? 'America/Toronto';
}
