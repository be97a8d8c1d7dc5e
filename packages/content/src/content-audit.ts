import { PROVINCES, type ProvinceCode } from './provinces.ts';

/**
 * Checks that hold for every content module, run by the content tests: whatever a reader could act
 * on (an address, a phone number) is sourced and dated, every address is https, every phone number
 * is written one way. Walking the data, rather than listing fields per module, means a new module or
 * field is checked without anyone remembering to add it.
 */
export interface Problem {
  path: string;
  message: string;
}

const URL_KEYS = new Set(['url', 'website', 'source']);
const ACTIONABLE_KEYS = ['url', 'website', 'phone'];
/** Toll-free (1-8xx-xxx-xxxx) or ten-digit local numbers, or a three-digit N11 service or 988. */
const PHONE = /^(1-8(00|33|44|55|66|77|88)-\d{3}-\d{4}|[2-9]\d{2}-\d{3}-\d{4}|[2-9]11|988)$/;
const AS_OF = /^2026-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function isUrlKey(key: string): boolean {
  return URL_KEYS.has(key) || key.endsWith('Url');
}

function checkUrl(value: unknown, path: string): Problem[] {
  if (typeof value !== 'string') return [{ path, message: 'address is not text' }];
  if (!URL.canParse(value)) return [{ path, message: `malformed address: ${value}` }];
  if (new URL(value).protocol !== 'https:') return [{ path, message: `not https: ${value}` }];
  return [];
}

function checkPhone(value: unknown, path: string): Problem[] {
  return typeof value === 'string' && PHONE.test(value)
    ? []
    : [{ path, message: `malformed phone number: ${String(value)}` }];
}

function checkRecord(record: Record<string, unknown>, path: string): Problem[] {
  const problems: Problem[] = [];
  const actionable = ACTIONABLE_KEYS.some((key) => record[key] !== undefined);
  if (actionable && typeof record.source !== 'string')
    problems.push({ path, message: 'record a reader could act on has no source' });
  if (actionable && record.asOf === undefined)
    problems.push({ path, message: 'record a reader could act on has no asOf date' });
  if (record.asOf !== undefined && !(typeof record.asOf === 'string' && AS_OF.test(record.asOf)))
    problems.push({
      path: `${path}.asOf`,
      message: `asOf is not a 2026 date: ${String(record.asOf)}`,
    });
  return problems;
}

/** Every problem found anywhere inside `value`, with the path that leads to it. */
export function auditContent(value: unknown, path = '$'): Problem[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => auditContent(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const problems = checkRecord(record, path);
  for (const [key, field] of Object.entries(record)) {
    const at = `${path}.${key}`;
    if (field === undefined) continue;
    if (isUrlKey(key)) problems.push(...checkUrl(field, at));
    else if (key === 'phone' || key.endsWith('Phone')) problems.push(...checkPhone(field, at));
    else problems.push(...auditContent(field, at));
  }
  return problems;
}

/** The values that occur more than once. */
export function findDuplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}

/** The provinces and territories absent from `codes`. */
export function findMissingProvinces(codes: readonly string[]): ProvinceCode[] {
  const present = new Set(codes);
  return PROVINCES.map((p) => p.code).filter((code) => !present.has(code));
}
