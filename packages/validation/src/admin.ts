import { z } from 'zod';
import { optionalText, requiredText } from './fields.ts';
import { licenceNumberField, regulatorField } from './licence.ts';

/** The licence classes an administrator records when verifying. */
export const LICENCE_CLASSES = [
  'Lawyer — practising',
  'Lawyer — practising, limited scope',
  'Notary',
  'Temporary or inter-jurisdictional practice',
] as const;

const notes = optionalText({ max: 2000, maxMessage: 'Notes must be at most 2000 characters' });

/** The verification queue's decision: verify with the licence details, or reject with a reason. */
export const verificationDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('verify'),
      licenceNumber: licenceNumberField,
      regulator: regulatorField,
      licenceClass: z.enum(LICENCE_CLASSES, { error: 'Please choose the licence class' }),
      notes,
    }),
    z.object({
      decision: z.literal('reject'),
      reason: requiredText({
        message: 'Please give the lawyer a reason (at least 10 characters)',
        min: 10,
        max: 1000,
        maxMessage: 'Reason must be at most 1000 characters',
      }),
      notes,
    }),
  ],
  { error: 'Please choose verify or reject' },
);
export type VerificationDecision = z.output<typeof verificationDecisionSchema>;
export type VerificationDecisionInput = z.input<typeof verificationDecisionSchema>;

/** Hiding a profile always says why (it is kept in the audit trail). */
export const hideLawyerSchema = z.object({
  reason: requiredText({
    message: 'Please give a reason (at least 5 characters)',
    min: 5,
    max: 1000,
    maxMessage: 'Reason must be at most 1000 characters',
  }),
});
export const restoreLawyerSchema = z.object({
  reason: optionalText({ max: 1000, maxMessage: 'Reason must be at most 1000 characters' }),
});

const DATE_MESSAGE = 'Please enter a date as YYYY-MM-DD';
const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), DATE_MESSAGE);
const optionalIsoDate = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  isoDate(DATE_MESSAGE).optional(),
);

/**
 * A confidentiality incident (PIPEDA breach record, Quebec Law 25 register): what happened, when,
 * who was affected, the risk, whether it was reported and to whom people were notified.
 */
export const incidentSchema = z
  .object({
    title: requiredText({
      message: 'Please describe the incident in a few words',
      max: 200,
      maxMessage: 'Title must be at most 200 characters',
    }),
    description: requiredText({
      message: 'Please describe what happened (at least 10 characters)',
      min: 10,
      max: 5000,
      maxMessage: 'Description must be at most 5000 characters',
    }),
    occurredOn: isoDate('Please enter when it happened'),
    discoveredOn: isoDate('Please enter when it was discovered'),
    affected: requiredText({
      message: 'Please say who was affected',
      max: 2000,
      maxMessage: 'Who was affected must be at most 2000 characters',
    }),
    affectedCount: z.preprocess(
      (value) =>
        value === '' || value === null || value === undefined
          ? undefined
          : typeof value === 'string'
            ? Number(value)
            : value,
      z
        .number({ error: 'Number affected must be a whole number' })
        .int('Number affected must be a whole number')
        .min(0, 'Number affected must be a whole number')
        .max(100_000_000, 'Number affected must be a whole number')
        .optional(),
    ),
    personalInformation: requiredText({
      message: 'Please say what personal information was involved',
      max: 2000,
      maxMessage: 'Personal information must be at most 2000 characters',
    }),
    riskOfSignificantHarm: z.boolean({ error: 'Please say whether there is a real risk of harm' }),
    reportedToRegulator: z.boolean({ error: 'Please say whether it was reported' }),
    reportedOn: optionalIsoDate,
    individualsNotified: z.boolean({ error: 'Please say whether people were notified' }),
    measures: optionalText({ max: 5000, maxMessage: 'Measures must be at most 5000 characters' }),
  })
  .superRefine((incident, ctx) => {
    if (incident.discoveredOn < incident.occurredOn) {
      ctx.addIssue({
        code: 'custom',
        path: ['discoveredOn'],
        message: 'It cannot have been discovered before it happened',
      });
    }
    if (incident.reportedToRegulator && !incident.reportedOn) {
      ctx.addIssue({
        code: 'custom',
        path: ['reportedOn'],
        message: 'Please enter when it was reported',
      });
    }
  });
export type IncidentInput = z.input<typeof incidentSchema>;
export type Incident = z.output<typeof incidentSchema>;

export const DELETE_CONFIRM_MESSAGE = 'Please type your e-mail address to confirm';

/** Closing one's own account: the e-mail typed again, so it is never a slip. */
export const accountDeletionSchema = z.object({
  confirmEmail: z
    .string({ error: DELETE_CONFIRM_MESSAGE })
    .trim()
    .toLowerCase()
    .min(1, DELETE_CONFIRM_MESSAGE)
    .max(254, DELETE_CONFIRM_MESSAGE),
});
