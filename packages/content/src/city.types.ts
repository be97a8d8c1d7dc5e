import type { ProvinceCode } from '@cld/reference/provinces';

/** One municipality of the Simplemaps Canada Cities data set (credit in `data/NOTICE.md`). */
export interface City {
  /** Official name, with accents (`Montréal`). */
  name: string;
  /** The same name without accents (`Montreal`). */
  nameAscii: string;
  province: ProvinceCode;
  lat: number;
  lng: number;
  population: number;
  /** IANA time zone, e.g. `America/Toronto`. */
  timezone: string;
}
