import type { ProvinceCode } from '@cld/reference/provinces';
import { PROVINCES } from './provinces.ts';

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
/** Fields that state a number a reader relies on: a money limit, a deadline, a time limit. */
const LIMIT_KEYS = new Set(['limit', 'deadline', 'timeLimit']);
/** A site's front page (optionally its language root or index file): it states no particular fact. */
const HOME_PAGE_PATH = /^\/?((en|fr|eng|fra|en-ca|fr-ca)\/?)?(index\.(html?|php|aspx?))?$/i;
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

/** Whether `source` is the front page of a site rather than a page about something. */
export function isHomePage(source: string): boolean {
  return URL.canParse(source) && HOME_PAGE_PATH.test(new URL(source).pathname);
}

function isPhoneKey(key: string): boolean {
  return key === 'phone' || key.endsWith('Phone');
}

/**
 * A phone number, a limit or a deadline is only as good as the page that states it: such a record
 * must cite a specific page, not the organisation's home page. A record whose only fact is its own
 * address (the organisation's website, checked on that website) may cite the home page.
 */
function checkSpecificSource(record: Record<string, unknown>, path: string): Problem[] {
  if (typeof record.source !== 'string' || !isHomePage(record.source)) return [];
  const keys = Object.keys(record).filter((key) => record[key] !== undefined);
  const fact = keys.find((key) => isPhoneKey(key) || LIMIT_KEYS.has(key));
  if (fact) {
    return [{ path, message: `${fact} cites a home page, not the page that states it` }];
  }
  const origin = new URL(record.source).origin;
  const elsewhere = keys.find(
    (key) =>
      key !== 'source' &&
      isUrlKey(key) &&
      !(
        typeof record[key] === 'string' &&
        URL.canParse(record[key]) &&
        new URL(record[key]).origin === origin
      ),
  );
  return elsewhere
    ? [
        {
          path,
          message: `${elsewhere} on another site cites a home page, not the page that states it`,
        },
      ]
    : [];
}

function checkRecord(record: Record<string, unknown>, path: string): Problem[] {
  const problems: Problem[] = [...checkSpecificSource(record, path)];
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
    else if (isPhoneKey(key)) problems.push(...checkPhone(field, at));
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

/**
 * What a reader needs to reach a legal aid plan: its website and a phone number, or, for a plan with
 * no single intake line, the official page saying to call the office nearest you.
 */
export interface LegalAidContact {
  province: ProvinceCode;
  website?: string;
  phone?: string;
  localOffices?: { source: string };
}

/**
 * Plans for which no official page in our sources states a phone number or says to call a local
 * office (checked 2026-11-24, and again 2026-11-25 with the plans' contact, application and FAQ
 * pages): each of these sends readers to its website, where the plan lists its offices. Quebec, Nova
 * Scotia, New Brunswick, Newfoundland and Labrador and the Northwest Territories left it on
 * 2026-11-25: their plans have no single intake line, and their own pages say to call the office
 * nearest you (`localOffices`). The list may only shrink: a test fails on a plan missing from it and
 * on a plan that has a phone number or local offices.
 */
export const LEGAL_AID_PHONE_BACKLOG: readonly ProvinceCode[] = [
  // Manitoba left the backlog on 2026-12-06 (issue 37): its number is the main line of the plan's
  // own annual report, since legalaid.mb.ca's stored pages (Q&A, FAQs) give none.
  // princeedwardisland.ca's Legal Aid page says the staff lawyers have offices in Charlottetown and
  // Summerside, with no number in what we hold of it.
  'PE',
];

/**
 * Every province and territory needs a legal aid plan with a website and a phone number; a phone
 * number may be missing only while its province is on `phoneBacklog`, and a province on the
 * backlog that has a number must leave it.
 */
export function auditLegalAidContacts(
  plans: readonly LegalAidContact[],
  phoneBacklog: readonly ProvinceCode[] = LEGAL_AID_PHONE_BACKLOG,
): Problem[] {
  const problems: Problem[] = findMissingProvinces(plans.map((p) => p.province)).map(
    (province) => ({ path: province, message: 'no legal aid plan' }),
  );
  for (const plan of plans) {
    if (plan.website === undefined)
      problems.push({ path: plan.province, message: 'legal aid plan has no website' });
    const onBacklog = phoneBacklog.includes(plan.province);
    const reachable = plan.phone !== undefined || plan.localOffices !== undefined;
    if (!reachable && !onBacklog)
      problems.push({
        path: plan.province,
        message: 'legal aid plan has no phone number and no page sending readers to a local office',
      });
    if (reachable && onBacklog)
      problems.push({
        path: plan.province,
        message: 'legal aid plan has a phone number or local offices: take it off the backlog',
      });
  }
  return problems;
}
