/**
 * JSON with object keys sorted: the same body in another key order is the same request. One home
 * for the API's Idempotency-Key check (apps/api/src/http/idempotency.ts) and the website's key of
 * a form's sending (apps/web/app/lib/attempt.ts).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
