import { z } from 'zod';
import {
  emailField,
  optionalPostalCodeField,
  optionalText,
  optionalUrlField,
  phoneField,
  provinceField,
  requiredText,
  textList,
  wholeNumber,
} from './fields.ts';
import { optionalLicenceNumberField, optionalRegulatorField } from './licence.ts';
import { msg } from './messages.ts';
import { practiceDetailsShape } from './practice-details.ts';

const BIO_MESSAGE = msg('bio.min', { min: 10 });
const BIO_MAX = 5000;

/**
 * A bio in one language, with the rules the single bio had. Blank, absent or `null` (the profile's
 * answer for a language without one) means none in that language.
 */
const optionalBio = () =>
  z
    .string({ error: BIO_MESSAGE })
    .trim()
    .nullish()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .min(10, BIO_MESSAGE)
        .max(BIO_MAX, msg('bio.max', { max: BIO_MAX }))
        .optional(),
    );

type RequiredField =
  'name' | 'phone' | 'practiceArea' | 'location' | 'city' | 'address' | 'feeStructure';

const required = (field: RequiredField, max = 200) =>
  requiredText({
    message: msg(`${field}.required`),
    max,
    maxMessage: msg(`${field}.max`, { max }),
  });

/**
 * The dashboard's profile form (spec §5), with inputs for specializations, languages and fee
 * structure (DESIGN §5.4). `practiceArea` is the taxonomy's display name.
 */
export const lawyerProfileSchema = z
  .object({
    name: required('name'),
    firmName: optionalText({ max: 200, maxMessage: msg('firmName.max', { max: 200 }) }),
    email: emailField(msg('email.invalid')),
    phone: required('phone', 20).pipe(phoneField()),
    practiceArea: required('practiceArea', 100),
    location: required('location'),
    city: required('city', 100),
    province: provinceField(msg('province.required')),
    address: required('address'),
    /** The office's postal code, optional (issue 37): in-person bookings give the whole address. */
    postalCode: optionalPostalCodeField(msg('postalCode.invalid')),
    experience: wholeNumber({
      min: 0,
      max: 70,
      message: msg('experience.number'),
      requiredMessage: msg('experience.required'),
      minMessage: msg('experience.min'),
      maxMessage: msg('experience.max', { max: 70 }),
    }),
    hourlyRate: wholeNumber({
      min: 0,
      max: 10_000,
      message: msg('hourlyRate.number'),
      requiredMessage: msg('hourlyRate.required'),
      minMessage: msg('hourlyRate.min'),
      maxMessage: msg('hourlyRate.max', { max: 10_000 }),
    }),
    /** The bio in English; `bioFr` in French. Either is enough, both are welcome (issue 19). */
    bio: optionalBio(),
    bioFr: optionalBio(),
    specializations: textList({
      message: msg('specializations.required'),
      max: 20,
      maxMessage: msg('specializations.max', { max: 20, length: 100 }),
    }),
    languages: textList({
      message: msg('languages.required'),
      max: 20,
      maxMessage: msg('languages.max', { max: 20, length: 100 }),
    }),
    feeStructure: required('feeStructure'),
    website: optionalUrlField(msg('website.invalid')),
    linkedin: optionalUrlField(msg('linkedin.invalid')),
    /** Needed before the lawyer can request verification (issue 8); optional while drafting. */
    licenceNumber: optionalLicenceNumberField,
    regulator: optionalRegulatorField,
    /** Issue 20: other practice areas, fees, funding, how and when (all optional). */
    ...practiceDetailsShape,
  })
  // Without either bio the English field carries the message: the form says either is enough.
  // `when`: checked even when other fields fail (a refinement is skipped after an aborting issue
  // by default), so the form shows every message at once — but only on an object: a body of `null`,
  // an array or a number already has its message, and reading `.bio` of it would throw (issue 38).
  .refine((profile) => profile.bio !== undefined || profile.bioFr !== undefined, {
    path: ['bio'],
    message: BIO_MESSAGE,
    when: ({ value }) => value !== null && typeof value === 'object' && !Array.isArray(value),
  });

export type LawyerProfileInput = z.input<typeof lawyerProfileSchema>;
export type LawyerProfile = z.output<typeof lawyerProfileSchema>;
