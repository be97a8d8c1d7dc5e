import { PROVINCES, type ProvinceCode } from '@cld/reference/provinces';
import { useLocale, type Locale } from '../../i18n/i18n.ts';

const byCode = new Map<string, (typeof PROVINCES)[number]>(PROVINCES.map((p) => [p.code, p]));

/**
 * A province's or territory's name in `locale` (Québec, Colombie-Britannique on a French page),
 * from its code; the code itself when unknown. Both languages' names are reference data (13 short
 * names), so any page may ship them.
 */
export function provinceNameIn(locale: Locale | 'fr', code: ProvinceCode | string): string {
  const province = byCode.get(code.trim().toUpperCase());
  if (!province) return code;
  return locale === 'fr' ? province.nameFr : province.name;
}

/** `provinceNameIn` for the page's language. */
export function useProvinceName(): (code: ProvinceCode | string) => string {
  const locale = useLocale();
  return (code) => provinceNameIn(locale, code);
}
