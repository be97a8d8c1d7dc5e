import { formatLongDate } from '../../i18n/dates.ts';
import type { Translate } from '../../i18n/i18n.ts';
import { REGIONAL_LOCALES, type Locale } from '../../i18n/locale.ts';
import { formatOneDecimal } from '../../i18n/numbers.ts';

/** The ten digits of a North American number, or undefined when the phone is not one. */
function tenDigits(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  // A leading country code 1 is the same number written in full.
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return undefined;
}

/** Card format (spec §9): (###) ###-#### for a ten-digit number, otherwise as given. */
export function formatCardPhone(phone: string): string {
  const digits = tenDigits(phone);
  if (!digits) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Profile format (spec §2): +1 (xxx) xxx-xxxx for a ten-digit number, otherwise as given. */
export function formatProfilePhone(phone: string): string {
  const digits = tenDigits(phone);
  return digits ? `+1 ${formatCardPhone(digits)}` : phone;
}

/** A `tel:` address that dials from anywhere. */
export function phoneHref(phone: string): string {
  const digits = tenDigits(phone);
  return digits ? `tel:+1${digits}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A distance's figure before "km": one decimal ("12.4", « 12,4 »), and "< 1" (« moins de 1 »)
 * under 1 km. Distances run between cities' centres, so a lawyer in the searched city is 0 km away,
 * which "0 km" would state as exact.
 */
export function distanceFigure(t: Translate, km: number): string {
  return km < 1
    ? t('browse.distance.underOneKm')
    : formatOneDecimal(REGIONAL_LOCALES[t.locale], km);
}

/**
 * A timestamp's day as "November 22, 2026" or « 22 novembre 2026 », in UTC so the server and every
 * browser agree.
 */
export function formatDay(timestamp: string, locale: Locale): string {
  return formatLongDate(REGIONAL_LOCALES[locale], new Date(timestamp));
}
