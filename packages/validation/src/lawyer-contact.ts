import { z } from 'zod';
import { boundedText, emailField, phoneField } from './fields.ts';
import { msg } from './messages.ts';

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

export const nameField = () => boundedText('name', 2, 255);

export const messageField = () => boundedText('message', 10, 5000);

export const contactEmailField = () => emailField(msg('email.invalid'));

/** "Send Message" on a lawyer's profile (spec §5, lawyer contact form). */
export const lawyerContactSchema = z.object({
  name: nameField(),
  email: contactEmailField(),
  phone: phoneField(),
  legalIssue: z.enum(LEGAL_ISSUE_OPTIONS, { error: msg('legalIssue.option') }),
  message: messageField(),
});

export type LawyerContactInput = z.input<typeof lawyerContactSchema>;
export type LawyerContact = z.output<typeof lawyerContactSchema>;
