import { z } from 'zod';
import { isCalendarDate, phoneField } from './fields.ts';
import { contactEmailField, messageField, nameField } from './lawyer-contact.ts';
import { msg } from './messages.ts';

export const CONSULTATION_TYPES = [
  'in-person',
  'video-call',
  'phone-call',
  'initial-consultation',
] as const;

/** The consultation form's legal issues (spec §9). */
export const CONSULTATION_LEGAL_ISSUES = [
  'family-law',
  'criminal-law',
  'corporate-law',
  'real-estate',
  'immigration',
  'personal-injury',
  'employment-law',
  'intellectual-property',
  'tax-law',
  'environmental-law',
  'healthcare-law',
  'bankruptcy',
  'civil-litigation',
  'contract-law',
  'wills-estates',
  'other',
] as const;

function formatSlot(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Every 30 minutes from 9:00 AM through 5:00 PM, in 12-hour form (spec §9). */
export const CONSULTATION_TIME_SLOTS = Array.from({ length: 17 }, (_, i) =>
  formatSlot(9 * 60 + i * 30),
) as readonly string[];

/**
 * Today's date (YYYY-MM-DD) in a time zone. The consultation schema takes "today" as an argument
 * so the browser and the server can each decide whose day it is, and tests need no clock.
 */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

const DATE_MESSAGE = msg('preferredDate.required');

/** "Schedule Consultation" on a lawyer's profile (spec §5). `today` is YYYY-MM-DD. */
export function createConsultationSchema({ today }: { today: string }) {
  if (!isCalendarDate(today)) throw new RangeError(`today must be YYYY-MM-DD, got ${today}`);
  return z.object({
    name: nameField(),
    email: contactEmailField(),
    phone: phoneField(),
    preferredDate: z
      .string({ error: DATE_MESSAGE })
      .trim()
      .refine(isCalendarDate, DATE_MESSAGE)
      // ISO dates compare correctly as strings.
      .refine((date) => date >= today, msg('preferredDate.past')),
    preferredTime: z.enum(CONSULTATION_TIME_SLOTS as [string, ...string[]], {
      error: msg('preferredTime.required'),
    }),
    consultationType: z.enum(CONSULTATION_TYPES, { error: msg('consultationType.required') }),
    legalIssue: z.enum(CONSULTATION_LEGAL_ISSUES, { error: msg('consultationIssue.required') }),
    message: messageField(),
  });
}

export type ConsultationSchema = ReturnType<typeof createConsultationSchema>;
export type ConsultationInput = z.input<ConsultationSchema>;
export type Consultation = z.output<ConsultationSchema>;
