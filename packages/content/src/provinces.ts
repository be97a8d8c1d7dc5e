import { PROVINCES as REFERENCE_PROVINCES, type ProvinceCode } from '@cld/reference/provinces';

/** The 13 provinces and territories of Canada (`@cld/reference/provinces`), with plain string types. */
export interface Province {
  code: ProvinceCode;
  name: string;
  nameFr: string;
  capital: string;
  kind: 'province' | 'territory';
}

export const PROVINCES: readonly Province[] = REFERENCE_PROVINCES;

const byCode = new Map(PROVINCES.map((p) => [p.code, p]));

export function findProvince(code: string): Province | undefined {
  return byCode.get(code.trim().toUpperCase() as ProvinceCode);
}
