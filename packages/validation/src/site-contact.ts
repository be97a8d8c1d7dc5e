import { z } from 'zod';
import { boundedText, optionalPhoneField } from './fields.ts';
import { contactEmailField, messageField, nameField } from './lawyer-contact.ts';
import { msg } from './messages.ts';

/** The contact page's categories (spec §9). */
export const SITE_CONTACT_CATEGORIES = [
  'General Inquiry',
  'Technical Support',
  'Lawyer Directory Listing',
  'Business Partnership',
  'Legal Question',
  'Feedback & Suggestions',
  'Other',
] as const;

/** The message form of the contact page (spec §5, general contact page form). */
export const siteContactSchema = z.object({
  name: nameField(),
  email: contactEmailField(),
  phone: optionalPhoneField(),
  category: z.enum(SITE_CONTACT_CATEGORIES, { error: msg('category.required') }),
  subject: boundedText('subject', 5, 200),
  message: messageField(),
});

export type SiteContactInput = z.input<typeof siteContactSchema>;
export type SiteContact = z.output<typeof siteContactSchema>;
