/** One Intl object per locale, created on first need (a page's first Intl object is expensive). */
export function perLocale<T>(cache: Map<string, T>, locale: string, create: () => T): T {
  let value = cache.get(locale);
  if (value === undefined) {
    value = create();
    cache.set(locale, value);
  }
  return value;
}
