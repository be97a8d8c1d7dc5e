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
import { currentPasswordSchema, newPasswordSchema } from './password.ts';

const authEmail = () => emailField('Invalid email address');

const nameField = (label: 'First name' | 'Last name', min: number) =>
  requiredText({
    message: min > 1 ? `${label} must be at least ${min} characters` : `${label} is required`,
    min,
    max: 100,
    maxMessage: `${label} must be at most 100 characters`,
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
  firstName: nameField('First name', 1),
  lastName: nameField('Last name', 1),
});

export const USER_TYPES = ['customer', 'lawyer'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const PROFESSIONAL_FIELDS_MESSAGE = 'All professional fields are required for lawyers';

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

const text = (label: string, max = 200) =>
  optionalText({ max, maxMessage: `${label} must be at most ${max} characters` });

/** Registration on the user account page (/auth/register), for customers and lawyers. */
export const accountRegisterSchema = z
  .object({
    firstName: nameField('First name', 2),
    lastName: nameField('Last name', 2),
    email: authEmail(),
    password: newPasswordSchema,
    userType: z.enum(USER_TYPES, { error: 'Please select a user type' }),
    /** The spec's clients send `role: "user"`; the server derives the role from `userType`. */
    role: z.literal('user').optional(),
    phone: optionalPhoneField(),
    practiceArea: text('Practice area', 100),
    location: text('Location'),
    city: text('City', 100),
    province: optionalProvinceField('Please select a province or territory'),
    address: text('Address'),
    experience: optionalWholeNumber({
      min: 0,
      max: 70,
      message: 'Experience must be a whole number of years',
      minMessage: 'Experience must be positive',
      maxMessage: 'Experience must be at most 70 years',
    }),
    hourlyRate: optionalWholeNumber({
      min: 0,
      max: 10_000,
      message: 'Hourly rate must be a whole number',
      minMessage: 'Hourly rate must be positive',
      maxMessage: 'Hourly rate must be at most 10000',
    }),
    /** The bio in English; `bioFr` in French: either is enough (issue 19). */
    bio: text('Bio', 5000),
    bioFr: text('Bio', 5000),
    website: optionalUrlField('Please enter a valid website address'),
  })
  .superRefine((form, ctx) => {
    if (form.userType !== 'lawyer') return;
    for (const field of ['bio', 'bioFr'] as const) {
      const bio = form[field];
      if (bio !== undefined && bio.length < 10) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'Bio must be at least 10 characters',
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
