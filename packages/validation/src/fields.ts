import { z } from 'zod';
import { PROVINCE_CODES } from '@cld/reference/provinces';
import { msg } from './messages.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a day that exists (no 2026-02-30); never throws, whatever the text. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Field builders shared by the form schemas. Every field trims its text before checking it. */

/** A required text: `message` covers a missing, empty or too-short value. */
export const requiredText = ({
  message,
  min = 1,
  max,
  maxMessage,
}: {
  message: string;
  min?: number;
  max: number;
  maxMessage: string;
}) => z.string({ error: message }).trim().min(min, message).max(max, maxMessage);

/** A required text of `min` to `max` characters, with the `FIELD.min` and `FIELD.max` messages. */
export const boundedText = (field: 'name' | 'message' | 'subject', min: number, max: number) =>
  requiredText({
    message: msg(`${field}.min`, { min }),
    min,
    max,
    maxMessage: msg(`${field}.max`, { max }),
  });

/** An optional text: an empty or blank value becomes `undefined`. */
/** A reason a person gives for hiding, reporting or refusing: kept, read, sometimes audited. */
export const reasonField = ({
  message,
  min,
  max = 1000,
}: {
  message: string;
  min: number;
  max?: number;
}) => requiredText({ message, min, max, maxMessage: msg('reason.max', { max }) });

export const optionalText = ({ max, maxMessage }: { max: number; maxMessage: string }) =>
  z
    .string()
    .trim()
    .max(max, maxMessage)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/**
 * A Canadian postal code: letter, digit, letter, then digit, letter, digit. Canada Post prints it in
 * upper case, the first three characters separated from the last three by one space, no hyphens
 * (Canada Post, "Addressing guidelines: important information",
 * https://www.canadapost-postescanada.ca/cpc/en/support/articles/addressing-guidelines/important-information.page,
 * checked 2026-12-06).
 */
const POSTAL_CODE = /^[A-Z][0-9][A-Z][0-9][A-Z][0-9]$/;

/**
 * An optional postal code as people type it ("k1a0b1", "K1A-0B1", " k1a 0b1 "): stored as Canada
 * Post writes it, "K1A 0B1"; blank becomes `undefined`.
 */
export const optionalPostalCodeField = (message: string) =>
  z
    .string({ error: message })
    .max(20, message)
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .refine((value) => value === '' || POSTAL_CODE.test(value), message)
    .transform((value) => (value === '' ? undefined : `${value.slice(0, 3)} ${value.slice(3)}`))
    .optional();

/** An e-mail address, trimmed and lower-cased before it is checked. */
export const emailField = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().max(254, message).pipe(z.email(message));

const PHONE_PATTERN = /^\+?[0-9\s().-]+$/;
export const PHONE_MESSAGE = msg('phone.invalid');

/** A phone number as people type it: at least 10 characters of digits and separators. */
export const phoneField = (message = PHONE_MESSAGE) =>
  z
    .string({ error: message })
    .trim()
    .min(10, message)
    .max(20, message)
    .regex(PHONE_PATTERN, message);

export const optionalPhoneField = (message = PHONE_MESSAGE) =>
  z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(phoneField(message).optional());

/** A web address: only http(s), so a stored link can never run script when clicked. */
export const optionalUrlField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2048, message)
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }).optional());

/** Form inputs give strings, API clients give numbers; an empty input is absent. */
function toNumber(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : Number(text);
}

interface WholeNumberOptions {
  min: number;
  max: number;
  /** For anything that is not a whole number. */
  message: string;
  minMessage: string;
  maxMessage: string;
}

const wholeNumberIn = (
  { min, max, message, minMessage, maxMessage }: WholeNumberOptions,
  requiredMessage = message,
) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage : message) })
    .int(message)
    .min(min, minMessage)
    .max(max, maxMessage);

/** A whole number the form must have; `requiredMessage` when it is empty or missing. */
export const wholeNumber = (options: WholeNumberOptions & { requiredMessage: string }) =>
  z.preprocess(toNumber, wholeNumberIn(options, options.requiredMessage));

export const optionalWholeNumber = (options: WholeNumberOptions) =>
  z.preprocess(toNumber, wholeNumberIn(options).optional());

const toProvinceCode = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const code = value.trim().toUpperCase();
  return code === '' ? undefined : code;
};

/** A province or territory code, in any case. */
export const provinceField = (message: string) =>
  z.preprocess(toProvinceCode, z.enum(PROVINCE_CODES, { error: message }));

/** An optional province or territory code; an empty choice is absent. */
export const optionalProvinceField = (message: string) =>
  z.preprocess(toProvinceCode, z.enum(PROVINCE_CODES, { error: message }).optional());

/** A list of short texts from tag inputs: trimmed, blanks dropped, duplicates removed. */
export const textList = ({
  message,
  max,
  maxMessage,
}: {
  message: string;
  max: number;
  maxMessage: string;
}) =>
  z
    .array(z.string({ error: message }).trim().max(100, maxMessage), { error: message })
    .transform((items) => [...new Set(items.filter((item) => item !== ''))])
    .pipe(z.array(z.string()).min(1, message).max(max, maxMessage));
