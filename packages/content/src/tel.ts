/* A module of its own, so a page's scripts can write `tel:` links without the numbers' tables. */

/**
 * A `tel:` address for a published number: E.164 for a ten-digit number (`1-800-563-9911` →
 * `tel:+18005639911`), the digits themselves for a short service (`911`, `988`).
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  return `tel:${digits}`;
}
