import { z } from 'zod';
import { emailField, phoneField, requiredText } from './fields.ts';

/** The legal-issue options of the lawyer contact form (spec §9). */
export const LEGAL_ISSUE_OPTIONS = [
  'Divorce',
  'Child Custody',
  'Spousal Support',
  'Property Division',
  'Criminal Defense',
  'Business Law',
  'Immigration',
  'Personal Injury',
  'Real Estate',
  'Other',
] as const;

export const nameField = () =>
  requiredText({
    message: 'Name must be at least 2 characters',
    min: 2,
    max: 255,
    maxMessage: 'Name must be at most 255 characters',
  });

export const messageField = () =>
  requiredText({
    message: 'Message must be at least 10 characters',
    min: 10,
    max: 5000,
    maxMessage: 'Message must be at most 5000 characters',
  });

export const contactEmailField = () => emailField('Please enter a valid email address');

/** "Send Message" on a lawyer's profile (spec §5, lawyer contact form). */
export const lawyerContactSchema = z.object({
  name: nameField(),
  email: contactEmailField(),
  phone: phoneField(),
  legalIssue: z.enum(LEGAL_ISSUE_OPTIONS, { error: 'Please select a legal issue' }),
  message: messageField(),
});

export type LawyerContactInput = z.input<typeof lawyerContactSchema>;
export type LawyerContact = z.output<typeof lawyerContactSchema>;
