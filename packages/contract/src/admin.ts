import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  hideLawyerSchema,
  incidentSchema,
  LICENCE_CLASSES,
  restoreLawyerSchema,
  verificationDecisionSchema,
} from '@cld/validation/admin';
import { lawyerProfileSchema } from '@cld/validation/lawyer-profile';
import { MAX_PAGE } from '@cld/reference/paging';
import { REGULATOR_SLUGS } from '@cld/reference/regulators';
import { personalDataExportSchema } from './account.ts';
import { errorSchema } from './errors.ts';
import { lawyerPlaceShape, lawyerPracticeShape, lawyerTermsShape } from './lawyers.ts';
import { pageShape } from './paging.ts';
import { verificationStatusSchema } from './my-profile.ts';
import { optionalQueryText, queryInt } from './query-params.ts';

const c = initContract();

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const pageQuery = {
  page: queryInt(1, MAX_PAGE).optional(),
  pageSize: queryInt(1, 100).optional(),
};
/** A page of a list under its own key (`lawyers`, `entries`, `messages`), with its total. */
const paged = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({
    ...({ [key]: z.array(item) } as Record<K, z.ZodArray<T>>),
    ...pageShape,
  });

/** Every admin endpoint answers these besides its own: not signed in, or not an administrator. */
const guarded = { 401: errorSchema, 403: errorSchema } as const;

/**
 * Everything an administrator may see of a lawyer: the public fields, the e-mail, the owner's
 * account, visibility and the whole verification record.
 */
export const adminLawyerSchema = z.object({
  id: z.number().int().positive(),
  ownerId: z.number().int().positive().nullable(),
  ownerEmail: z.string().nullable(),
  name: z.string(),
  firmName: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  practiceArea: z.string(),
  practiceAreas: z.array(z.string()),
  ...lawyerPlaceShape,
  ...lawyerPracticeShape,
  /** Cost, funding, how and when (issue 20), as the public sees them: `acceptingClients` lapses. */
  ...lawyerTermsShape,
  /**
   * What the lawyer last said about new clients and when, even after it lapsed from the public
   * pages: the editor's answer (an unchanged answer keeps the lawyer's own date).
   */
  acceptingClientsStated: z.object({ accepting: z.boolean(), confirmedAt: z.string() }).nullable(),
  website: z.string().nullable(),
  linkedin: z.string().nullable(),
  isHidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  verificationStatus: verificationStatusSchema,
  licenceNumber: z.string().nullable(),
  regulator: z.enum(REGULATOR_SLUGS).nullable(),
  licenceClass: z.enum(LICENCE_CLASSES).nullable(),
  verificationNotes: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  verificationRequestedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  verifiedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminLawyer = z.infer<typeof adminLawyerSchema>;

/** A row of the moderation list and of the verification queue. */
export const adminLawyerRowSchema = adminLawyerSchema.pick({
  id: true,
  name: true,
  firmName: true,
  email: true,
  city: true,
  province: true,
  practiceArea: true,
  isHidden: true,
  verificationStatus: true,
  licenceNumber: true,
  regulator: true,
  verificationRequestedAt: true,
  verifiedAt: true,
  updatedAt: true,
});
export type AdminLawyerRow = z.infer<typeof adminLawyerRowSchema>;

/** An administrator edits any field of the profile form, licence details included. */
export const adminLawyerUpdateSchema = lawyerProfileSchema;

export const AUDIT_ACTIONS = [
  'admin.create',
  'lawyer.verify',
  'lawyer.reject',
  'lawyer.update',
  /** A verified (or pending) lawyer changed an identity field: back to the verification queue. */
  'lawyer.reverify',
  'lawyer.hide',
  'lawyer.restore',
  'lawyer.view',
  'lawyer.import',
  'lawyer.export',
  'review.list',
  'review.publish',
  'review.hide',
  'contact_message.list',
  'contact_message.handle',
  'outbox.list',
  'analytics.view',
  'incident.create',
  'incident.update',
  'incident.list',
  'user.search',
  'user.export',
  'user.delete',
  'retention.run',
  'audit_log.view',
  /** A lawyer released a suspicious booking of theirs (issue 38 item 5, decision 037). */
  'booking.release',
  /** A regulator's register imported (issue 39): one summary entry, plus one per listing changed. */
  'register.import',
  'register.add',
  'register.change',
  'register.hide',
  /** Claims on register listings: each attempt, refused ones included, and each decision. */
  'claim.start',
  'claim.refuse',
  'claim.approve',
  'claim.reject',
  /** An unclaimed register listing hidden at the request of the person listed (privacy). */
  'listing.remove',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** `null` once the acting account was deleted; `actorEmail` keeps who it was. */
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  action: auditActionSchema,
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** What changed (before/after of each field) or what was accessed; never a password. */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const siteContactMessageSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  category: z.string(),
  subject: z.string(),
  message: z.string(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SiteContactMessage = z.infer<typeof siteContactMessageSchema>;

export const incidentRecordSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  occurredOn: z.string(),
  discoveredOn: z.string(),
  affected: z.string(),
  affectedCount: z.number().int().nullable(),
  personalInformation: z.string(),
  riskOfSignificantHarm: z.boolean(),
  reportedToRegulator: z.boolean(),
  reportedOn: z.string().nullable(),
  individualsNotified: z.boolean(),
  measures: z.string().nullable(),
  recordedBy: z.string().nullable(),
  /** Kept 5 years from when it was recorded, then the retention job removes it. */
  keepUntil: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IncidentRecord = z.infer<typeof incidentRecordSchema>;

export const adminUserSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['client', 'lawyer', 'admin']),
  lawyerId: z.number().int().positive().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** What one run of the retention job did, per kind of record. */
export const retentionReportSchema = z.object({
  ranAt: z.string(),
  inquiriesAnonymised: z.number().int().min(0),
  siteContactMessagesAnonymised: z.number().int().min(0),
  analyticsEventsDeleted: z.number().int().min(0),
  sessionsDeleted: z.number().int().min(0),
  incidentsDeleted: z.number().int().min(0),
  /** Delivered mail past its period (it carries what a request said). */
  sentMailDeleted: z.number().int().min(0),
});
export type RetentionReport = z.infer<typeof retentionReportSchema>;

/** The largest clock difference an import's confirmation date may be ahead of the API by. */
const CONFIRMATION_CLOCK_SKEW_MS = 5 * 60_000;

/** One lawyer of an import: the profile form's fields; the owner stays empty until claimed. */
export const importLawyerSchema = lawyerProfileSchema
  .extend({
    /** Import as already verified (demo data, a law society's roster); needs licence details. */
    isVerified: z.boolean().optional(),
    /**
     * A fictional lawyer of the demo directory (decision 019): while any is listed every public page
     * says the directory is a demonstration, and their badges say they are the demo's.
     */
    isDemo: z.boolean().optional(),
    /**
     * When the lawyer last confirmed `acceptingClients` (an export's date, a demo lawyer's): kept,
     * so a round trip neither renews nor loses it. Absent: the import confirms it now.
     */
    acceptingConfirmedAt: z
      .union([z.iso.datetime({ offset: true }), z.iso.date()], {
        error: 'Must be a date (YYYY-MM-DD) or a date and time (ISO 8601)',
      })
      .optional(),
  })
  .refine(
    (lawyer) =>
      lawyer.acceptingConfirmedAt === undefined ||
      Date.parse(lawyer.acceptingConfirmedAt) <= Date.now() + CONFIRMATION_CLOCK_SKEW_MS,
    { path: ['acceptingConfirmedAt'], message: 'Must not be in the future' },
  )
  .refine(
    (lawyer) => lawyer.acceptingConfirmedAt === undefined || lawyer.acceptingClients !== undefined,
    { path: ['acceptingConfirmedAt'], message: 'Needs acceptingClients (yes or no)' },
  );
export type ImportLawyer = z.input<typeof importLawyerSchema>;
export const IMPORT_BATCH_MAX = 500;

export const exportLawyerSchema = adminLawyerSchema.omit({ ownerEmail: true, verifiedBy: true });
export type ExportLawyer = z.infer<typeof exportLawyerSchema>;

export const adminStatsSchema = z.object({
  lawyers: z.object({
    total: z.number().int(),
    visible: z.number().int(),
    hidden: z.number().int(),
    verified: z.number().int(),
    pendingVerification: z.number().int(),
  }),
  users: z.object({
    clients: z.number().int(),
    lawyers: z.number().int(),
    admins: z.number().int(),
  }),
  requestsLast30Days: z.number().int(),
  siteContactMessagesUnhandled: z.number().int(),
  outbox: z.object({ pending: z.number().int(), held: z.number().int(), failed: z.number().int() }),
  openIncidents: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/**
 * The administrators' API. Every call needs an admin session (cookie or bearer) and writes an
 * audit entry: changes with their before/after, reads of personal data with what was read.
 */
export const adminContract = c.router({
  stats: {
    method: 'GET',
    path: '/api/admin/stats',
    responses: { 200: adminStatsSchema, ...guarded },
    summary: 'Operators: the directory, accounts, requests, outbox and incidents in figures',
  },
  verificationQueue: {
    method: 'GET',
    path: '/api/admin/verifications',
    query: z.object({
      status: verificationStatusSchema.default('pending'),
      ...pageQuery,
    }),
    responses: { 200: paged('lawyers', adminLawyerRowSchema), 400: errorSchema, ...guarded },
    summary: 'Verification queue: pending requests, oldest first (or decided ones, newest first)',
  },
  decideVerification: {
    method: 'POST',
    path: '/api/admin/lawyers/:id/verification',
    pathParams: idParams,
    body: verificationDecisionSchema,
    responses: {
      200: adminLawyerSchema,
      400: errorSchema,
      404: errorSchema,
      409: errorSchema,
      ...guarded,
    },
    summary:
      'Verify (licence number, regulator, class, notes) or reject (reason) a lawyer; the lawyer is e-mailed',
  },
  lawyers: {
    method: 'GET',
    path: '/api/admin/lawyers',
    query: z.object({
      search: optionalQueryText(200),
      visibility: z.enum(['all', 'visible', 'hidden']).default('all'),
      verification: verificationStatusSchema.optional(),
      ...pageQuery,
    }),
    responses: { 200: paged('lawyers', adminLawyerRowSchema), 400: errorSchema, ...guarded },
    summary: 'Moderation: every lawyer, hidden ones included, by name, firm or e-mail',
  },
  lawyer: {
    method: 'GET',
    path: '/api/admin/lawyers/:id',
    pathParams: idParams,
    responses: { 200: adminLawyerSchema, 400: errorSchema, 404: errorSchema, ...guarded },
    summary: 'One lawyer with everything held about the profile (an audited read)',
  },
  updateLawyer: {
    method: 'PUT',
    path: '/api/admin/lawyers/:id',
    pathParams: idParams,
    body: adminLawyerUpdateSchema,
    responses: { 200: adminLawyerSchema, 400: errorSchema, 404: errorSchema, ...guarded },
    summary:
      "Edit any field of a lawyer's profile; the audit trail keeps each field's before and after",
  },
  hideLawyer: {
    method: 'POST',
    path: '/api/admin/lawyers/:id/hide',
    pathParams: idParams,
    body: hideLawyerSchema,
    responses: { 200: adminLawyerSchema, 400: errorSchema, 404: errorSchema, ...guarded },
    summary: 'Hide a profile from the directory, with a reason',
  },
  restoreLawyer: {
    method: 'POST',
    path: '/api/admin/lawyers/:id/restore',
    pathParams: idParams,
    body: restoreLawyerSchema,
    responses: { 200: adminLawyerSchema, 400: errorSchema, 404: errorSchema, ...guarded },
    summary: 'Show a hidden profile again',
  },
  importLawyers: {
    method: 'POST',
    path: '/api/admin/lawyers/import',
    body: z.object({ lawyers: z.array(importLawyerSchema).min(1).max(IMPORT_BATCH_MAX) }),
    responses: {
      201: z.object({ imported: z.number().int(), ids: z.array(z.number().int()) }),
      400: errorSchema,
      ...guarded,
    },
    summary:
      'Add lawyers in one transaction (all or none); a 400 names each bad row as lawyers.N.field',
  },
  exportLawyers: {
    method: 'GET',
    path: '/api/admin/lawyers/export',
    query: z.object({
      afterId: queryInt(0, 2_147_483_647).optional(),
      limit: queryInt(1, 1000).optional(),
    }),
    responses: {
      200: z.object({
        lawyers: z.array(exportLawyerSchema),
        total: z.number().int(),
        nextAfterId: z.number().int().nullable(),
      }),
      400: errorSchema,
      ...guarded,
    },
    summary: 'Every lawyer in id order, a page at a time (keyset paging on afterId)',
  },
  auditLog: {
    method: 'GET',
    path: '/api/admin/audit-log',
    query: z.object({
      action: auditActionSchema.optional(),
      targetType: optionalQueryText(50),
      targetId: optionalQueryText(50),
      ...pageQuery,
    }),
    responses: { 200: paged('entries', auditEntrySchema), 400: errorSchema, ...guarded },
    summary: 'The audit trail, newest first',
  },
  contactMessages: {
    method: 'GET',
    path: '/api/admin/contact-messages',
    query: z.object({ handled: z.enum(['true', 'false']).optional(), ...pageQuery }),
    responses: { 200: paged('messages', siteContactMessageSchema), 400: errorSchema, ...guarded },
    summary: "The contact page's messages, newest first",
  },
  markContactMessageHandled: {
    method: 'POST',
    path: '/api/admin/contact-messages/:id/handled',
    pathParams: idParams,
    body: c.noBody(),
    responses: { 200: siteContactMessageSchema, 400: errorSchema, 404: errorSchema, ...guarded },
    summary: 'Mark a contact message answered (its retention period starts then)',
  },
  incidents: {
    method: 'GET',
    path: '/api/admin/incidents',
    responses: { 200: z.array(incidentRecordSchema), ...guarded },
    summary: 'The register of confidentiality incidents, newest first',
  },
  createIncident: {
    method: 'POST',
    path: '/api/admin/incidents',
    body: incidentSchema,
    responses: { 201: incidentRecordSchema, 400: errorSchema, ...guarded },
    summary: 'Record a confidentiality incident (kept 5 years)',
  },
  updateIncident: {
    method: 'PUT',
    path: '/api/admin/incidents/:id',
    pathParams: idParams,
    body: incidentSchema,
    responses: { 200: incidentRecordSchema, 400: errorSchema, 404: errorSchema, ...guarded },
    summary: 'Update an incident (when it was reported, who was notified, measures taken)',
  },
  users: {
    method: 'GET',
    path: '/api/admin/users',
    query: z.object({
      email: z.string().trim().min(3, 'Type at least 3 characters of the e-mail').max(254),
    }),
    responses: { 200: z.array(adminUserSchema), 400: errorSchema, ...guarded },
    summary: 'Find accounts by e-mail, for a data request',
  },
  exportUser: {
    method: 'GET',
    path: '/api/admin/users/:id/export',
    pathParams: idParams,
    responses: { 200: personalDataExportSchema, 400: errorSchema, 404: errorSchema, ...guarded },
    summary: 'A data request: everything held about the account, as JSON',
  },
  deleteUser: {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    pathParams: idParams,
    body: c.noBody(),
    responses: {
      204: c.noBody(),
      400: errorSchema,
      404: errorSchema,
      409: errorSchema,
      ...guarded,
    },
    summary:
      'A deletion request: the account and its personal data go; requests it sent are anonymised for the lawyer',
  },
  runRetention: {
    method: 'POST',
    path: '/api/admin/retention/run',
    body: c.noBody(),
    responses: { 200: retentionReportSchema, ...guarded },
    summary: 'Run the retention job now (it also runs daily)',
  },
});
