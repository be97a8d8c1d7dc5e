import { z } from 'zod';
import { optionalText, reasonField, requiredText } from './fields.ts';
import { licenceNumberField, regulatorField } from './licence.ts';
import { msg } from './messages.ts';

/** The licence classes an administrator records when verifying. */
export const LICENCE_CLASSES = [
  'Lawyer — practising',
  'Lawyer — practising, limited scope',
  'Notary',
  'Temporary or inter-jurisdictional practice',
] as const;

const notes = optionalText({ max: 2000, maxMessage: msg('notes.max', { max: 2000 }) });

/** The verification queue's decision: verify with the licence details, or reject with a reason. */
export const verificationDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      decision: z.literal('verify'),
      licenceNumber: licenceNumberField,
      regulator: regulatorField,
      licenceClass: z.enum(LICENCE_CLASSES, { error: msg('licenceClass.required') }),
      notes,
    }),
    z.object({
      decision: z.literal('reject'),
      reason: reasonField({ message: msg('verification.rejectReason', { min: 10 }), min: 10 }),
      notes,
    }),
  ],
  { error: msg('verification.decision') },
);
export type VerificationDecision = z.output<typeof verificationDecisionSchema>;
export type VerificationDecisionInput = z.input<typeof verificationDecisionSchema>;

/** Hiding a profile always says why (it is kept in the audit trail). */
export const hideLawyerSchema = z.object({
  reason: reasonField({ message: msg('hideLawyer.reason', { min: 5 }), min: 5 }),
});
export const restoreLawyerSchema = z.object({
  reason: optionalText({ max: 1000, maxMessage: msg('reason.max', { max: 1000 }) }),
});

const DATE_MESSAGE = msg('date.format');
const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), DATE_MESSAGE);
const AFFECTED_COUNT_MESSAGE = msg('incident.affectedCount');

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
      message: msg('incident.title'),
      max: 200,
      maxMessage: msg('incident.titleMax', { max: 200 }),
    }),
    description: requiredText({
      message: msg('incident.description', { min: 10 }),
      min: 10,
      max: 5000,
      maxMessage: msg('incident.descriptionMax', { max: 5000 }),
    }),
    occurredOn: isoDate(msg('incident.occurredOn')),
    discoveredOn: isoDate(msg('incident.discoveredOn')),
    affected: requiredText({
      message: msg('incident.affected'),
      max: 2000,
      maxMessage: msg('incident.affectedMax', { max: 2000 }),
    }),
    affectedCount: z.preprocess(
      (value) =>
        value === '' || value === null || value === undefined
          ? undefined
          : typeof value === 'string'
            ? Number(value)
            : value,
      z
        .number({ error: AFFECTED_COUNT_MESSAGE })
        .int(AFFECTED_COUNT_MESSAGE)
        .min(0, AFFECTED_COUNT_MESSAGE)
        .max(100_000_000, AFFECTED_COUNT_MESSAGE)
        .optional(),
    ),
    personalInformation: requiredText({
      message: msg('incident.personalInformation'),
      max: 2000,
      maxMessage: msg('incident.personalInformationMax', { max: 2000 }),
    }),
    riskOfSignificantHarm: z.boolean({ error: msg('incident.risk') }),
    reportedToRegulator: z.boolean({ error: msg('incident.reported') }),
    reportedOn: optionalIsoDate,
    individualsNotified: z.boolean({ error: msg('incident.notified') }),
    measures: optionalText({ max: 5000, maxMessage: msg('incident.measuresMax', { max: 5000 }) }),
  })
  .superRefine((incident, ctx) => {
    if (incident.discoveredOn < incident.occurredOn) {
      ctx.addIssue({
        code: 'custom',
        path: ['discoveredOn'],
        message: msg('incident.discoveredBeforeOccurred'),
      });
    }
    if (incident.reportedToRegulator && !incident.reportedOn) {
      ctx.addIssue({
        code: 'custom',
        path: ['reportedOn'],
        message: msg('incident.reportedOn'),
      });
    }
  });
export type IncidentInput = z.input<typeof incidentSchema>;
export type Incident = z.output<typeof incidentSchema>;

export const DELETE_CONFIRM_MESSAGE = msg('deleteAccount.confirm');

/** Closing one's own account: the e-mail typed again, so it is never a slip. */
export const accountDeletionSchema = z.object({
  confirmEmail: z
    .string({ error: DELETE_CONFIRM_MESSAGE })
    .trim()
    .toLowerCase()
    .min(1, DELETE_CONFIRM_MESSAGE)
    .max(254, DELETE_CONFIRM_MESSAGE),
});
