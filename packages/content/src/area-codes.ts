import type { City } from './city.types.ts';
import type { ProvinceCode } from '@cld/reference/provinces';

/**
 * Telephone area codes in service in each province and territory (the newest overlays are left
 * out). Nova Scotia and Prince Edward Island share 902/782; the three territories share 867.
 */
export const AREA_CODES: Record<ProvinceCode, readonly string[]> = {
  ON: [
    '416',
    '647',
    '437',
    '905',
    '289',
    '365',
    '613',
    '343',
    '705',
    '249',
    '519',
    '226',
    '548',
    '807',
  ],
  QC: ['514', '438', '450', '579', '418', '581', '819', '873'],
  BC: ['604', '778', '236', '250'],
  AB: ['403', '587', '825', '780'],
  MB: ['204', '431'],
  SK: ['306', '639'],
  NS: ['902', '782'],
  PE: ['902', '782'],
  NB: ['506', '428'],
  NL: ['709', '879'],
  NT: ['867'],
  YT: ['867'],
  NU: ['867'],
};

/** Municipalities on the Island of Montreal, the 514/438 area; the rest of its region is 450/579. */
const MONTREAL_ISLAND = new Set([
  'Montréal',
  'Montréal-Est',
  'Montréal-Ouest',
  'Dollard-des-Ormeaux',
  'Pointe-Claire',
  'Kirkland',
  'Beaconsfield',
  'Côte-Saint-Luc',
  'Mont-Royal',
  'Westmount',
  'Dorval',
  'Hampstead',
  'Sainte-Anne-de-Bellevue',
  'Baie-d’Urfé',
]);

type Place = Pick<City, 'name' | 'province' | 'lat' | 'lng'>;

/**
 * The area codes that serve a place, from rough geographic boundaries of the numbering plan
 * areas (good enough for fictional numbers; a border town may get its neighbour's code).
 */
export function areaCodesForPlace({ name, province, lat, lng }: Place): readonly string[] {
  switch (province) {
    case 'ON':
      if (lng < -85) return ['807'];
      if (lat > 45.9 || (lat > 44.25 && lng < -77.8 && lng > -80.2)) return ['705', '249'];
      if (lng > -77.8) return ['613', '343'];
      if (lat > 43.58 && lat < 43.86 && lng > -79.64 && lng < -79.11) return ['416', '647', '437'];
      if (lng < -80.2) return ['519', '226', '548'];
      return ['905', '289', '365'];
    case 'QC':
      if (MONTREAL_ISLAND.has(name)) return ['514', '438'];
      if (lat < 46.1 && lng > -74.7 && lng < -72.5) return ['450', '579'];
      if ((lng > -72.2 && lat > 46.3) || (lng > -71.5 && lat > 45.9)) return ['418', '581'];
      return ['819', '873'];
    case 'BC':
      return lat < 50.2 && lng > -123.3 && lng < -121.4
        ? ['604', '778', '236']
        : ['250', '778', '236'];
    case 'AB':
      return lat < 52.6 ? ['403', '587', '825'] : ['780', '587', '825'];
    default:
      return AREA_CODES[province];
  }
}
