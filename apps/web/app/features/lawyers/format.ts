import { formatLongDate } from '../../i18n/dates.ts';
import { REGIONAL_LOCALES, type Locale } from '../../i18n/locale.ts';

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

const EXPERIENCE_BUCKETS = [20, 15, 10, 5] as const;

/** Profile header bucket (spec §9): 20+, 15+, 10+, 5+, else 0+ years. */
export function experienceBucket(years: number): number {
  return EXPERIENCE_BUCKETS.find((bucket) => years >= bucket) ?? 0;
}

/**
 * A timestamp's day as "November 22, 2026" or « 22 novembre 2026 », in UTC so the server and every
 * browser agree.
 */
export function formatDay(timestamp: string, locale: Locale): string {
  return formatLongDate(REGIONAL_LOCALES[locale], new Date(timestamp));
}
