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

/**
 * Zones a visitor's browser may report in Canada besides the provinces' main zones above: the
 * secondary zones of a province that spans two (Atlantic Labrador, north-western Ontario, BC's
 * Peace River and East Kootenay, Nunavut's three) and the older names runtimes still accept.
 */
const OTHER_CANADIAN_ZONES: Readonly<Record<string, ProvinceCode>> = {
  'America/Montreal': 'QC',
  'America/Blanc-Sablon': 'QC',
  'America/Atikokan': 'ON',
  'America/Nipigon': 'ON',
  'America/Thunder_Bay': 'ON',
  'America/Rainy_River': 'ON',
  'America/Dawson_Creek': 'BC',
  'America/Fort_Nelson': 'BC',
  'America/Creston': 'BC',
  'America/Swift_Current': 'SK',
  'America/Glace_Bay': 'NS',
  'America/Goose_Bay': 'NL',
  'America/Dawson': 'YT',
  'America/Inuvik': 'NT',
  'America/Cambridge_Bay': 'NU',
  'America/Rankin_Inlet': 'NU',
  'America/Resolute': 'NU',
  'America/Pangnirtung': 'NU',
  'Canada/Pacific': 'BC',
  'Canada/Mountain': 'AB',
  'Canada/Saskatchewan': 'SK',
  'Canada/Central': 'MB',
  'Canada/Eastern': 'ON',
  'Canada/Atlantic': 'NS',
  'Canada/Newfoundland': 'NL',
  'Canada/Yukon': 'YT',
};

/**
 * The provinces and territories whose clocks a time zone shows, derived from the table above (one
 * home for the pairs): `America/Winnipeg` → `['MB']`; a zone two provinces share lists both, in the
 * table's order, which puts the more populous first (`America/Toronto` → `['ON', 'QC']`,
 * `America/Halifax` → `['NS', 'PE']`); a zone outside Canada → `[]`.
 */
export function provincesOfTimeZone(zone: string): readonly ProvinceCode[] {
  const main = (Object.keys(PROVINCE_TIME_ZONES) as ProvinceCode[]).filter(
    (province) => PROVINCE_TIME_ZONES[province] === zone,
  );
  if (main.length > 0) return main;
  const other = Object.hasOwn(OTHER_CANADIAN_ZONES, zone) ? OTHER_CANADIAN_ZONES[zone] : undefined;
  return other ? [other] : [];
}
