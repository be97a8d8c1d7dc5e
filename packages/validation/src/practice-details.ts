import { z } from 'zod';
import {
  DEFAULT_OFFICE_HOURS,
  FUNDING_OPTIONS,
  MAX_FLAT_FEE_PRICE,
  MAX_FLAT_FEE_SERVICE_LENGTH,
  MAX_FLAT_FEES,
  MAX_FREE_CONSULTATION_MINUTES,
  MAX_OPENINGS_PER_DAY,
  MAX_OTHER_PRACTICE_AREAS,
  MEETING_MODES,
  MIN_FREE_CONSULTATION_MINUTES,
  STATED_FEE_OFFERS,
  WEEKDAYS,
  type OfficeHours,
} from '@cld/reference/practice-details';
import { optionalWholeNumber, requiredText, wholeNumber } from './fields.ts';
import { msg } from './messages.ts';

/**
 * The profile form's practice details (issue 20): cost, funding, how and when the lawyer meets,
 * whether they take new clients. Every field is optional in the input, so a client that does not
 * know them yet (an older import file) still validates; the defaults are a new profile's.
 */

/** A list of choices from a fixed vocabulary: duplicates dropped, blanks ignored. */
const choices = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .preprocess(
      (value) =>
        value === undefined || value === null ? [] : Array.isArray(value) ? value : [value],
      z.array(z.enum(values, { error: message }), { error: message }).max(values.length, message),
    )
    .transform((items) => [...new Set(items)]);

/** Yes, no, or not stated (`undefined`): form values `yes`/`no`/empty, API values booleans. */
export const yesNoField = () =>
  z.preprocess(
    (value) =>
      value === 'yes' || value === 'true'
        ? true
        : value === 'no' || value === 'false'
          ? false
          : value === '' || value === null
            ? undefined
            : value,
    z.boolean({ error: msg('yesNo.option') }).optional(),
  );

/** Practice areas besides the primary one (display names or slugs; the API resolves them). */
export const otherPracticeAreasField = () =>
  z
    .preprocess(
      (value) =>
        value === undefined || value === null ? [] : Array.isArray(value) ? value : [value],
      z.array(
        z
          .string({ error: msg('otherPracticeAreas.item') })
          .trim()
          .max(100, msg('otherPracticeAreas.item')),
        {
          error: msg('otherPracticeAreas.item'),
        },
      ),
    )
    .transform((items) => [...new Set(items.filter((item) => item !== ''))])
    .pipe(
      z
        .array(z.string())
        .max(
          MAX_OTHER_PRACTICE_AREAS,
          msg('otherPracticeAreas.max', { max: MAX_OTHER_PRACTICE_AREAS }),
        ),
    );

const priceMessage = msg('flatFees.price', { max: MAX_FLAT_FEE_PRICE });
const priceOptions = {
  min: 0,
  max: MAX_FLAT_FEE_PRICE,
  message: priceMessage,
  minMessage: priceMessage,
  maxMessage: priceMessage,
};

/** One flat-fee service: "Uncontested divorce", $1,500, up to $2,500. */
export const flatFeeSchema = z
  .object({
    service: requiredText({
      message: msg('flatFees.service', { max: MAX_FLAT_FEE_SERVICE_LENGTH }),
      min: 2,
      max: MAX_FLAT_FEE_SERVICE_LENGTH,
      maxMessage: msg('flatFees.service', { max: MAX_FLAT_FEE_SERVICE_LENGTH }),
    }),
    minPrice: wholeNumber({ ...priceOptions, requiredMessage: priceMessage }),
    maxPrice: optionalWholeNumber(priceOptions).transform((value) => value ?? null),
  })
  .refine((fee) => fee.maxPrice === null || fee.maxPrice >= fee.minPrice, {
    path: ['maxPrice'],
    message: msg('flatFees.range'),
  });

/**
 * Flat-fee services. A row the form left wholly blank (no service, no price) is dropped, so an
 * empty row of the form is not an error.
 */
export const flatFeesField = () =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null) return [];
      if (!Array.isArray(value)) return value;
      return value.filter(
        (row) =>
          !(
            row &&
            typeof row === 'object' &&
            ['service', 'minPrice', 'maxPrice'].every((key) => {
              const cell = (row as Record<string, unknown>)[key];
              return (
                cell === undefined ||
                cell === null ||
                (typeof cell === 'string' && cell.trim() === '')
              );
            })
          ),
      );
    },
    z
      .array(flatFeeSchema, { error: msg('flatFees.max', { max: MAX_FLAT_FEES }) })
      .max(MAX_FLAT_FEES, msg('flatFees.max', { max: MAX_FLAT_FEES })),
  );

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const openingSchema = z
  .object({
    opens: z
      .string({ error: msg('officeHours.time') })
      .trim()
      .regex(TIME, msg('officeHours.time')),
    closes: z
      .string({ error: msg('officeHours.time') })
      .trim()
      .regex(TIME, msg('officeHours.time')),
  })
  .refine((opening) => opening.opens < opening.closes, {
    path: ['closes'],
    message: msg('officeHours.order'),
  });

/** A day's openings; a row with neither time is dropped (the form's "closed"). */
const dayField = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) return value;
    return value.filter(
      (row) =>
        !(
          row &&
          typeof row === 'object' &&
          ['opens', 'closes'].every((key) => {
            const cell = (row as Record<string, unknown>)[key];
            return (
              cell === undefined ||
              cell === null ||
              (typeof cell === 'string' && cell.trim() === '')
            );
          })
        ),
    );
  },
  z
    .array(openingSchema, { error: msg('officeHours.time') })
    .max(MAX_OPENINGS_PER_DAY, msg('officeHours.max', { max: MAX_OPENINGS_PER_DAY })),
);

/** The week's office hours; absent: the spec's hours (a new profile's default). */
export const officeHoursField = () =>
  z
    .object(
      Object.fromEntries(WEEKDAYS.map((day) => [day, dayField])) as Record<
        (typeof WEEKDAYS)[number],
        typeof dayField
      >,
      { error: msg('officeHours.time') },
    )
    .optional()
    .transform((hours): OfficeHours => (hours ? (hours as OfficeHours) : DEFAULT_OFFICE_HOURS));

const consultationMessage = msg('freeConsultationMinutes.number', {
  min: MIN_FREE_CONSULTATION_MINUTES,
  max: MAX_FREE_CONSULTATION_MINUTES,
});

/** A field a client may leave out, with the value a new profile has then. */
const withDefault = <S extends z.ZodType, D extends z.output<S>>(schema: S, fallback: D) =>
  schema.optional().transform((value): z.output<S> => value ?? fallback);

/** The profile form's practice details, spread into `lawyerProfileSchema`. */
export const practiceDetailsShape = {
  otherPracticeAreas: withDefault(otherPracticeAreasField(), []),
  /** Minutes of a free first consultation; absent: none. */
  freeConsultationMinutes: optionalWholeNumber({
    min: MIN_FREE_CONSULTATION_MINUTES,
    max: MAX_FREE_CONSULTATION_MINUTES,
    message: consultationMessage,
    minMessage: consultationMessage,
    maxMessage: consultationMessage,
  }),
  flatFees: withDefault(flatFeesField(), []),
  /** Limited scope, sliding scale, payment plans (the other two offers follow from the details). */
  feeOffers: withDefault(choices(STATED_FEE_OFFERS, msg('feeOffers.option')), []),
  funding: withDefault(choices(FUNDING_OPTIONS, msg('funding.option')), []),
  /** At least one; absent: in person (every profile before issue 20). */
  meetingModes: withDefault(
    choices(MEETING_MODES, msg('meetingModes.required')).pipe(
      z.array(z.enum(MEETING_MODES)).min(1, msg('meetingModes.required')),
    ),
    ['in-person' as const],
  ),
  stepFreeAccess: yesNoField(),
  officeHours: officeHoursField(),
  /** Whether the lawyer takes new clients; saving the form with an answer confirms it today. */
  acceptingClients: yesNoField(),
};

const practiceDetailsSchema = z.object(practiceDetailsShape);
export type PracticeDetails = z.output<typeof practiceDetailsSchema>;

/** A new profile's practice details: nothing stated, in person, the spec's office hours. */
export const newProfileDetails = (): PracticeDetails => practiceDetailsSchema.parse({});
