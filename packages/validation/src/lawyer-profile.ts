import { z } from 'zod';
import {
  emailField,
  optionalText,
  optionalUrlField,
  phoneField,
  provinceField,
  requiredText,
  textList,
  wholeNumber,
} from './fields.ts';
import { optionalLicenceNumberField, optionalRegulatorField } from './licence.ts';

const BIO_MESSAGE = 'Bio must be at least 10 characters';
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
        .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`)
        .optional(),
    );

const required = (label: string, max = 200) =>
  requiredText({
    message: `${label} is required`,
    max,
    maxMessage: `${label} must be at most ${max} characters`,
  });

/**
 * The dashboard's profile form (spec §5), with inputs for specializations, languages and fee
 * structure (DESIGN §5.4). `practiceArea` is the taxonomy's display name.
 */
export const lawyerProfileSchema = z
  .object({
    name: required('Name'),
    firmName: optionalText({ max: 200, maxMessage: 'Firm name must be at most 200 characters' }),
    email: emailField('Please enter a valid email address'),
    phone: required('Phone', 20).pipe(phoneField()),
    practiceArea: required('Practice area', 100),
    location: required('Location'),
    city: required('City', 100),
    province: provinceField('Province is required'),
    address: required('Address'),
    experience: wholeNumber({
      min: 0,
      max: 70,
      message: 'Experience must be a number',
      requiredMessage: 'Experience is required',
      minMessage: 'Experience must be positive',
      maxMessage: 'Experience must be at most 70 years',
    }),
    hourlyRate: wholeNumber({
      min: 0,
      max: 10_000,
      message: 'Hourly rate must be a number',
      requiredMessage: 'Hourly rate is required',
      minMessage: 'Hourly rate must be positive',
      maxMessage: 'Hourly rate must be at most 10000',
    }),
    /** The bio in English; `bioFr` in French. Either is enough, both are welcome (issue 19). */
    bio: optionalBio(),
    bioFr: optionalBio(),
    specializations: textList({
      message: 'At least one specialization is required',
      max: 20,
      maxMessage: 'At most 20 specializations, of at most 100 characters each',
    }),
    languages: textList({
      message: 'At least one language is required',
      max: 20,
      maxMessage: 'At most 20 languages, of at most 100 characters each',
    }),
    feeStructure: required('Fee structure'),
    website: optionalUrlField('Please enter a valid website address'),
    linkedin: optionalUrlField('Please enter a valid LinkedIn address'),
    /** Needed before the lawyer can request verification (issue 8); optional while drafting. */
    licenceNumber: optionalLicenceNumberField,
    regulator: optionalRegulatorField,
  })
  // Without either bio the English field carries the message: the form says either is enough.
  // `when`: checked even when other fields fail (a refinement is skipped after an aborting issue
  // by default), so the form shows every message at once.
  .refine((profile) => profile.bio !== undefined || profile.bioFr !== undefined, {
    path: ['bio'],
    message: BIO_MESSAGE,
    when: () => true,
  });

export type LawyerProfileInput = z.input<typeof lawyerProfileSchema>;
export type LawyerProfile = z.output<typeof lawyerProfileSchema>;
