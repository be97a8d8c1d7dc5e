import { z } from 'zod';
import { LANGUAGES, type Language } from '@cld/reference/languages';
import { PRACTICE_AREA_SLUGS, type PracticeAreaSlug } from '@cld/reference/practice-areas';
import {
  emailField,
  isCalendarDate,
  optionalPhoneField,
  provinceField,
  requiredText,
} from './fields.ts';
import { licenceNumberField, regulatorField } from './licence.ts';
import { msg } from './messages.ts';

/**
 * A regulator's public register (issue 39): one entry per person, as the operators' CLI reads it
 * from a register file (after the regulator's own column names and status words are mapped) and as
 * the API checks it again. Every field trims; a blank optional field is absent.
 */
export const REGISTER_STATUSES = [
  'practising',
  'non-practising',
  'suspended',
  'revoked',
  'deceased',
] as const;
export type RegisterStatus = (typeof REGISTER_STATUSES)[number];

/** Most entries one import may hold: the file is applied in one transaction. */
export const REGISTER_IMPORT_MAX = 20_000;
export const MAX_REGISTER_AREAS = 10;
export const MAX_REGISTER_LANGUAGES = 10;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const AREA_MESSAGE = msg('register.practiceArea', { max: MAX_REGISTER_AREAS });
const LANGUAGE_MESSAGE = msg('register.language', { max: MAX_REGISTER_LANGUAGES });
const DATE_MESSAGE = msg('register.date');

/** `YYYY-MM-DD`, a real day, not after `today` (the register cannot be from the future). */
export const registerDateField = z
  .string({ error: DATE_MESSAGE })
  .trim()
  .refine(
    (value) => isCalendarDate(value) && value <= new Date().toISOString().slice(0, 10),
    DATE_MESSAGE,
  );

export const registerEntrySchema = z.object({
  name: requiredText({
    message: msg('name.required'),
    max: 200,
    maxMessage: msg('name.max', { max: 200 }),
  }),
  licenceNumber: licenceNumberField,
  status: z.enum(REGISTER_STATUSES, { error: msg('register.status') }),
  city: requiredText({
    message: msg('register.city', { max: 100 }),
    max: 100,
    maxMessage: msg('register.city', { max: 100 }),
  }),
  province: provinceField(msg('province.choose')),
  firm: z.preprocess(
    blankToUndefined,
    z
      .string({ error: msg('register.firm', { max: 200 }) })
      .trim()
      .max(200, msg('register.firm', { max: 200 }))
      .optional(),
  ),
  practiceAreas: z
    .array(z.enum(PRACTICE_AREA_SLUGS, { error: AREA_MESSAGE }), { error: AREA_MESSAGE })
    .max(MAX_REGISTER_AREAS, AREA_MESSAGE)
    .transform((areas) => [...new Set(areas)] as PracticeAreaSlug[])
    .default([]),
  languages: z
    .array(z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE }), { error: LANGUAGE_MESSAGE })
    .max(MAX_REGISTER_LANGUAGES, LANGUAGE_MESSAGE)
    .transform((languages) => [...new Set(languages)] as Language[])
    .default([]),
  registerDate: registerDateField,
  /** The address the register publishes, if it does: claim codes go there, it is never shown. */
  email: z.preprocess(blankToUndefined, emailField(msg('email.invalid')).optional()),
  /** The phone number the register publishes, if it does: shown as the register gives it. */
  phone: optionalPhoneField(),
});
export type RegisterEntry = z.output<typeof registerEntrySchema>;
export type RegisterEntryInput = z.input<typeof registerEntrySchema>;

export const registerImportSchema = z.object({
  regulator: regulatorField,
  dryRun: z.boolean().default(false),
  entries: z
    .array(registerEntrySchema)
    .min(1, msg('register.entries', { max: REGISTER_IMPORT_MAX }))
    .max(REGISTER_IMPORT_MAX, msg('register.entries', { max: REGISTER_IMPORT_MAX })),
});
export type RegisterImportInput = z.input<typeof registerImportSchema>;

/** Claim a listing, or ask for it to be hidden: the licence number is the first proof. */
export const startClaimSchema = z.object({
  purpose: z.enum(['claim', 'removal'], { error: msg('claim.purpose') }),
  licenceNumber: licenceNumberField,
});
export type StartClaimInput = z.input<typeof startClaimSchema>;

export const CLAIM_CODE_LENGTH = 6;
export const claimCodeSchema = z.object({
  code: z
    .string({ error: msg('claim.code') })
    .trim()
    .regex(/^\d{6}$/, msg('claim.code')),
});

export const MIN_CLAIM_EXPLANATION = 20;
export const MAX_CLAIM_EXPLANATION = 2000;
/**
 * Where the register publishes no address: the claimant explains how an administrator can confirm
 * it is them (the site keeps no uploaded documents; decision in the claims module's README).
 */
export const claimReviewSchema = z.object({
  explanation: requiredText({
    message: msg('claim.explanation', { min: MIN_CLAIM_EXPLANATION, max: MAX_CLAIM_EXPLANATION }),
    min: MIN_CLAIM_EXPLANATION,
    max: MAX_CLAIM_EXPLANATION,
    maxMessage: msg('claim.explanation', {
      min: MIN_CLAIM_EXPLANATION,
      max: MAX_CLAIM_EXPLANATION,
    }),
  }),
});

export const claimDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: msg('claim.decision') }),
  note: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(1000, msg('reason.max', { max: 1000 }))
      .optional(),
  ),
});
