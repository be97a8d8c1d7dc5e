import { PROVINCES as PROVINCE_NAMES, type ProvinceCode } from '@cld/reference/provinces';

/** The 13 provinces and territories of Canada (codes and names from `@cld/reference`). */
export interface Province {
  code: ProvinceCode;
  name: string;
  nameFr: string;
  capital: string;
  kind: 'province' | 'territory';
}

const CAPITALS: Record<ProvinceCode, string> = {
  ON: 'Toronto',
  QC: 'Québec City',
  BC: 'Victoria',
  AB: 'Edmonton',
  MB: 'Winnipeg',
  SK: 'Regina',
  NS: 'Halifax',
  NB: 'Fredericton',
  NL: "St. John's",
  PE: 'Charlottetown',
  NT: 'Yellowknife',
  YT: 'Whitehorse',
  NU: 'Iqaluit',
};

export const PROVINCES: readonly Province[] = PROVINCE_NAMES.map((province) => ({
  ...province,
  capital: CAPITALS[province.code],
}));

const byCode = new Map(PROVINCES.map((p) => [p.code, p]));

export function findProvince(code: string): Province | undefined {
  return byCode.get(code.trim().toUpperCase() as ProvinceCode);
}
