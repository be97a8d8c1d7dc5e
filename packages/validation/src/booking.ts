import { z } from 'zod';
import { MEETING_MODES, WEEKDAYS } from '@cld/reference/practice-details';
import type { MeetingMode, Weekday } from '@cld/reference/practice-details';
import { emailField, isCalendarDate, optionalPhoneField, optionalText } from './fields.ts';
import { defineMessages } from './i18n.ts';
import { nameField } from './lawyer-contact.ts';
import { msg } from './messages.ts';

/**
 * Consultation booking (issue 21 item 1, decision 037): the lawyer's availability form and the
 * visitor's booking form. The API, the contract and the web forms share these rules; the words are
 * here in English and in French (decision 029).
 */
const { msg: bookingMsg } = defineMessages({
  'enabled.option': {
    en: 'Choose whether visitors can book consultations',
    fr: 'Indiquez si les visiteurs peuvent réserver une consultation.',
  },
  'hours.time': {
    en: 'Enter a time as HH:MM (24-hour clock)',
    fr: 'Entrez une heure au format HH:MM (sur 24 heures).',
  },
  'hours.order': {
    en: 'The end must be after the start',
    fr: 'La fin doit venir après le début.',
  },
  'hours.overlap': {
    en: 'The hours of one day must not overlap',
    fr: 'Les plages d’une même journée ne doivent pas se chevaucher.',
  },
  'hours.max': {
    en: 'At most {max} time ranges per day',
    fr: 'Au plus {max} plages horaires par jour.',
  },
  'slotMinutes.range': {
    en: 'Enter a consultation length between {min} and {max} minutes',
    fr: 'Entrez une durée de consultation entre {min} et {max} minutes.',
  },
  'bufferMinutes.range': {
    en: 'Enter a break between {min} and {max} minutes',
    fr: 'Entrez une pause entre {min} et {max} minutes.',
  },
  'horizonDays.range': {
    en: 'Enter between {min} and {max} days',
    fr: 'Entrez entre {min} et {max} jours.',
  },
  'minNoticeHours.range': {
    en: 'Enter between {min} and {max} hours',
    fr: 'Entrez entre {min} et {max} heures.',
  },
  'daysOff.date': {
    en: 'Enter each day off as a date (YYYY-MM-DD)',
    fr: 'Entrez chaque jour de congé sous forme de date (AAAA-MM-JJ).',
  },
  'daysOff.max': {
    en: 'At most {max} days off',
    fr: 'Au plus {max} jours de congé.',
  },
  'meetingModes.required': {
    en: 'Choose at least one way to meet',
    fr: 'Choisissez au moins une façon de vous rencontrer.',
  },
  'meetingMode.option': {
    en: 'Choose how you would like to meet',
    fr: 'Choisissez comment vous souhaitez vous rencontrer.',
  },
  'startsAt.invalid': {
    en: 'Choose one of the open times',
    fr: 'Choisissez l’une des heures libres.',
  },
  'startsAt.taken': {
    en: 'This time is no longer available. Please choose another one',
    fr: 'Cette heure n’est plus libre. Choisissez-en une autre.',
  },
  'startsAt.closed': {
    en: 'This lawyer does not take consultations at this time. Please choose one of the open times',
    fr: 'Cet avocat ou cette avocate ne donne pas de consultation à cette heure. Choisissez l’une des heures libres.',
  },
  'range.invalid': {
    en: 'Enter a date and time (ISO 8601)',
    fr: 'Entrez une date et une heure (ISO 8601).',
  },
  'range.order': {
    en: 'The end must be after the start',
    fr: 'La fin doit venir après le début.',
  },
  'range.max': {
    en: 'Ask for at most {max} days at a time',
    fr: 'Demandez au plus {max} jours à la fois.',
  },
  'token.invalid': {
    en: 'This booking link is not valid. Please use the link of your most recent e-mail',
    fr: 'Ce lien de rendez-vous n’est pas valide. Utilisez le lien de votre courriel le plus récent.',
  },
  'booking.closed': {
    en: 'This booking was cancelled or has already started: it can no longer be changed',
    fr: 'Ce rendez-vous a été annulé ou a déjà commencé\u00a0: il ne peut plus être modifié.',
  },
});

export const SLOT_MINUTES = { min: 10, max: 240 } as const;
export const BUFFER_MINUTES = { min: 0, max: 120 } as const;
export const HORIZON_DAYS = { min: 1, max: 180 } as const;
export const MIN_NOTICE_HOURS = { min: 0, max: 336 } as const;
export const MAX_RANGES_PER_DAY = 4;
export const MAX_DAYS_OFF = 366;
/** The longest window of open slots one request may ask for. */
export const MAX_SLOT_RANGE_DAYS = 62;
/** The longest window of the lawyer's bookings one request may list. */
export const MAX_BOOKING_RANGE_DAYS = 366;

export const BOOKING_MESSAGES = {
  startsAtInvalid: bookingMsg('startsAt.invalid'),
  startsAtTaken: bookingMsg('startsAt.taken'),
  startsAtClosed: bookingMsg('startsAt.closed'),
  tokenInvalid: bookingMsg('token.invalid'),
  bookingClosed: bookingMsg('booking.closed'),
  rangeInvalid: bookingMsg('range.invalid'),
  rangeOrder: bookingMsg('range.order'),
  slotRangeMax: bookingMsg('range.max', { max: MAX_SLOT_RANGE_DAYS }),
  bookingRangeMax: bookingMsg('range.max', { max: MAX_BOOKING_RANGE_DAYS }),
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** "24:00" closes a day that runs to midnight. */
const CLOSING_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const timeMessage = bookingMsg('hours.time');
/** One range of consultation hours, "HH:MM" in the lawyer's time zone. */
const hoursRangeSchema = z
  .object({
    start: z.string({ error: timeMessage }).trim().regex(TIME, timeMessage),
    end: z.string({ error: timeMessage }).trim().regex(CLOSING_TIME, timeMessage),
  })
  .refine((range) => range.start < range.end, {
    path: ['end'],
    message: bookingMsg('hours.order'),
  });
export type HoursRange = z.output<typeof hoursRangeSchema>;

const dayHoursSchema = z
  .array(hoursRangeSchema, { error: timeMessage })
  .max(MAX_RANGES_PER_DAY, bookingMsg('hours.max', { max: MAX_RANGES_PER_DAY }))
  .superRefine((ranges, context) => {
    const sorted = ranges
      .map((range, index) => ({ ...range, index }))
      .sort((a, b) => a.start.localeCompare(b.start));
    for (let i = 1; i < sorted.length; i += 1) {
      if (sorted[i]!.start < sorted[i - 1]!.end) {
        context.addIssue({
          code: 'custom',
          path: [sorted[i]!.index, 'start'],
          message: bookingMsg('hours.overlap'),
        });
      }
    }
  })
  .transform((ranges) => [...ranges].sort((a, b) => a.start.localeCompare(b.start)));

export type WeeklyHours = Record<Weekday, HoursRange[]>;

const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z.coerce.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

const dateMessage = bookingMsg('daysOff.date');
const dayOffSchema = z
  .string({ error: dateMessage })
  .trim()
  .regex(DATE, dateMessage)
  // One check, never throwing: a failed check does not stop the next, and `toISOString` of an
  // invalid date throws (issue 38: `daysOff: ["x"]` ended the API process).
  .refine(isCalendarDate, dateMessage);

/**
 * The lawyer's consultation availability, in their own time zone (from their province): weekly
 * hours (several ranges a day), the length of a consultation and the break after it, days off,
 * the ways they meet, how far ahead and how soon one may book. `enabled: false` keeps the settings
 * and shows visitors the request form instead.
 */
export const availabilitySchema = z.object({
  enabled: z.boolean({ error: bookingMsg('enabled.option') }),
  weeklyHours: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<
      Weekday,
      typeof dayHoursSchema
    >,
    { error: timeMessage },
  ),
  slotMinutes: wholeNumber(
    SLOT_MINUTES,
    bookingMsg('slotMinutes.range', { min: SLOT_MINUTES.min, max: SLOT_MINUTES.max }),
  ),
  bufferMinutes: wholeNumber(
    BUFFER_MINUTES,
    bookingMsg('bufferMinutes.range', { min: BUFFER_MINUTES.min, max: BUFFER_MINUTES.max }),
  ),
  daysOff: z
    .array(dayOffSchema, { error: dateMessage })
    .max(MAX_DAYS_OFF, bookingMsg('daysOff.max', { max: MAX_DAYS_OFF }))
    .transform((days) => [...new Set(days)].sort()),
  meetingModes: z
    .array(z.enum(MEETING_MODES, { error: bookingMsg('meetingModes.required') }), {
      error: bookingMsg('meetingModes.required'),
    })
    .min(1, bookingMsg('meetingModes.required'))
    .max(MEETING_MODES.length, bookingMsg('meetingModes.required'))
    .transform((modes) => MEETING_MODES.filter((mode) => modes.includes(mode))),
  horizonDays: wholeNumber(
    HORIZON_DAYS,
    bookingMsg('horizonDays.range', { min: HORIZON_DAYS.min, max: HORIZON_DAYS.max }),
  ),
  minNoticeHours: wholeNumber(
    MIN_NOTICE_HOURS,
    bookingMsg('minNoticeHours.range', { min: MIN_NOTICE_HOURS.min, max: MIN_NOTICE_HOURS.max }),
  ),
});
export type AvailabilityInput = z.input<typeof availabilitySchema>;
export type Availability = z.output<typeof availabilitySchema>;

/** A new lawyer's starting point in the dashboard form (not stored until saved). */
export const DEFAULT_AVAILABILITY: Availability = {
  enabled: true,
  weeklyHours: {
    mon: [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ],
    tue: [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ],
    wed: [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ],
    thu: [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ],
    fri: [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ],
    sat: [],
    sun: [],
  },
  slotMinutes: 30,
  bufferMinutes: 0,
  daysOff: [],
  meetingModes: ['in-person'] satisfies MeetingMode[],
  horizonDays: 30,
  minNoticeHours: 24,
};

/**
 * An instant as the API sends and takes it: ISO 8601 with a zone (`Z` or `±hh:mm`), read as UTC.
 * A time without a zone would mean a different instant for each reader, so it is refused.
 */
export const instantField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(40, message)
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i, message)
    .refine((value) => !Number.isNaN(Date.parse(value)), message)
    .transform((value) => new Date(value).toISOString());

/** "Book" in the consultation dialog: the chosen slot, how to meet and who is coming. */
export const bookingSchema = z.object({
  startsAt: instantField(BOOKING_MESSAGES.startsAtInvalid),
  meetingMode: z.enum(MEETING_MODES, { error: bookingMsg('meetingMode.option') }),
  name: nameField(),
  email: emailField(msg('email.invalid')),
  phone: optionalPhoneField(),
  message: optionalText({ max: 5000, maxMessage: msg('message.max', { max: 5000 }) }),
});
export type BookingInput = z.input<typeof bookingSchema>;
export type Booking = z.output<typeof bookingSchema>;

/** A cancel or reschedule link's token: 32 random bytes in base64url. */
export const bookingTokenField = z
  .string({ error: BOOKING_MESSAGES.tokenInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, BOOKING_MESSAGES.tokenInvalid);
