import { isProvinceCode, type ProvinceCode } from '@cld/reference/provinces';
import { provincesOfTimeZone } from '@cld/reference/time-zones';

/**
 * Which province the help page opens on when the address names none (issue 37, decision 040): the
 * one the visitor last chose on this device, else the one of the browser's time zone. Both are read
 * in the browser only: the server renders the chooser, and the page moves to the province after
 * hydrating. The choice stays on the device (localStorage); nothing is sent anywhere.
 */

/** The one key the help page keeps: a province code the visitor chose, nothing else. */
export const REMEMBERED_PROVINCE_KEY = 'cld.helpNow.province';

type ProvinceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's storage, or null where there is none or it refuses access (private modes). */
function deviceStorage(): ProvinceStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps the visitor's choice on this device; a full or refused storage only loses the memory. */
export function rememberProvince(
  province: ProvinceCode,
  storage: ProvinceStorage | null = deviceStorage(),
): void {
  try {
    storage?.setItem(REMEMBERED_PROVINCE_KEY, province);
  } catch {
    // Quota exceeded or storage disabled: the page works without the memory.
  }
}

/** The province last chosen on this device, or null (none, unreadable, or not a province code). */
export function rememberedProvince(
  storage: ProvinceStorage | null = deviceStorage(),
): ProvinceCode | null {
  try {
    const value = storage?.getItem(REMEMBERED_PROVINCE_KEY);
    return value && isProvinceCode(value) ? value : null;
  } catch {
    return null;
  }
}

/** The browser's IANA time zone ("America/Winnipeg"), or undefined where Intl gives none. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The province of a time zone, for the page's language: where two provinces share the zone, the
 * more populous one, except that a French page in Eastern time opens on Quebec rather than Ontario.
 */
export function provinceOfTimeZone(
  timeZone: string | undefined,
  locale: 'en' | 'fr',
): ProvinceCode | null {
  if (!timeZone) return null;
  const provinces = provincesOfTimeZone(timeZone);
  if (locale === 'fr' && provinces.includes('QC')) return 'QC';
  return provinces[0] ?? null;
}

/** The visitor's last choice first (it is theirs), else the province of their time zone. */
export function preselectedProvince({
  remembered,
  timeZone,
  locale,
}: {
  remembered: ProvinceCode | null;
  timeZone: string | undefined;
  locale: 'en' | 'fr';
}): ProvinceCode | null {
  return remembered ?? provinceOfTimeZone(timeZone, locale);
}
