import { z } from 'zod';
import {
  emailField,
  optionalPhoneField,
  optionalText,
  optionalUrlField,
  optionalWholeNumber,
  optionalProvinceField,
  requiredText,
} from './fields.ts';
import { msg } from './messages.ts';
import { currentPasswordSchema, newPasswordSchema } from './password.ts';

const authEmail = () => emailField(msg('email.invalidShort'));

const nameField = (field: 'firstName' | 'lastName', min: number) =>
  requiredText({
    message: min > 1 ? msg(`${field}.min`, { min }) : msg(`${field}.required`),
    min,
    max: 100,
    maxMessage: msg(`${field}.max`, { max: 100 }),
  });

/** Lawyer portal sign-in (/lawyer-auth) and the account page's login tab. */
export const loginSchema = z.object({
  email: authEmail(),
  password: currentPasswordSchema,
});

/** Lawyer portal registration (/lawyer-auth). The 8-character rule replaces the spec's 6. */
export const portalRegisterSchema = z.object({
  email: authEmail(),
  password: newPasswordSchema,
  firstName: nameField('firstName', 1),
  lastName: nameField('lastName', 1),
});

export const USER_TYPES = ['customer', 'lawyer'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const PROFESSIONAL_FIELDS_MESSAGE = msg('professionalFields.required');

/** Fields a lawyer must fill on the account page; the spec's rule names exactly these. */
const PROFESSIONAL_FIELDS = [
  'phone',
  'practiceArea',
  'location',
  'city',
  'province',
  'address',
  'experience',
  'hourlyRate',
] as const;

const text = (field: 'practiceArea' | 'location' | 'city' | 'address' | 'bio', max = 200) =>
  optionalText({ max, maxMessage: msg(`${field}.max`, { max }) });

/** Registration on the user account page (/auth/register), for customers and lawyers. */
export const accountRegisterSchema = z
  .object({
    firstName: nameField('firstName', 2),
    lastName: nameField('lastName', 2),
    email: authEmail(),
    password: newPasswordSchema,
    userType: z.enum(USER_TYPES, { error: msg('userType.required') }),
    /** The spec's clients send `role: "user"`; the server derives the role from `userType`. */
    role: z.literal('user').optional(),
    phone: optionalPhoneField(),
    practiceArea: text('practiceArea', 100),
    location: text('location'),
    city: text('city', 100),
    province: optionalProvinceField(msg('province.choose')),
    address: text('address'),
    experience: optionalWholeNumber({
      min: 0,
      max: 70,
      message: msg('experience.wholeYears'),
      minMessage: msg('experience.min'),
      maxMessage: msg('experience.max', { max: 70 }),
    }),
    hourlyRate: optionalWholeNumber({
      min: 0,
      max: 10_000,
      message: msg('hourlyRate.whole'),
      minMessage: msg('hourlyRate.min'),
      maxMessage: msg('hourlyRate.max', { max: 10_000 }),
    }),
    /** The bio in English; `bioFr` in French: either is enough (issue 19). */
    bio: text('bio', 5000),
    bioFr: text('bio', 5000),
    website: optionalUrlField(msg('website.invalid')),
  })
  .superRefine((form, ctx) => {
    if (form.userType !== 'lawyer') return;
    for (const field of ['bio', 'bioFr'] as const) {
      const bio = form[field];
      if (bio !== undefined && bio.length < 10) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: msg('bio.min', { min: 10 }),
        });
      }
    }
    const bios = [form.bio, form.bioFr].filter((bio) => bio !== undefined);
    const missing = PROFESSIONAL_FIELDS.some((field) => form[field] === undefined);
    if (missing || bios.length === 0 || bios.some((bio) => bio.length < 10)) {
      ctx.addIssue({ code: 'custom', path: ['userType'], message: PROFESSIONAL_FIELDS_MESSAGE });
    }
  });

export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;
export type PortalRegisterInput = z.input<typeof portalRegisterSchema>;
export type PortalRegister = z.output<typeof portalRegisterSchema>;
export type AccountRegisterInput = z.input<typeof accountRegisterSchema>;
export type AccountRegister = z.output<typeof accountRegisterSchema>;
