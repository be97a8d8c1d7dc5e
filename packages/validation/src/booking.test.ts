import { describe, expect, it } from 'vitest';
import {
  availabilitySchema,
  BOOKING_MESSAGES,
  bookingSchema,
  bookingTokenField,
  DEFAULT_AVAILABILITY,
} from './booking.ts';
import { localizeMessage } from './i18n.ts';
import { messagesOf } from './test-helpers.ts';

const booking = {
  startsAt: '2026-12-01T09:00:00-04:00',
  meetingMode: 'video',
  name: 'Riley Visitor',
  email: ' Riley@Example.COM ',
  phone: '',
  message: '',
};

describe('the booking form', () => {
  it('reads the start as a UTC instant and drops empty optional fields', () => {
    expect(bookingSchema.parse(booking)).toEqual({
      startsAt: '2026-12-01T13:00:00.000Z',
      meetingMode: 'video',
      name: 'Riley Visitor',
      email: 'riley@example.com',
      phone: undefined,
      message: undefined,
    });
  });

  it('refuses a time without its zone, an impossible one and text, in both languages', () => {
    for (const startsAt of ['2026-12-01T09:00:00', '2026-13-01T09:00:00Z', 'tomorrow', 42]) {
      expect(messagesOf(bookingSchema, { ...booking, startsAt })).toEqual({
        startsAt: 'Choose one of the open times',
      });
    }
    expect(messagesOf(bookingSchema, { ...booking, startsAt: 'x' }, 'fr')).toEqual({
      startsAt: 'Choisissez l’une des heures libres.',
    });
    expect(messagesOf(bookingSchema, { ...booking, meetingMode: 'fax' }, 'fr')).toEqual({
      meetingMode: 'Choisissez comment vous souhaitez vous rencontrer.',
    });
  });
});

describe('the availability form', () => {
  it('accepts the default and sorts ranges, days off and modes', () => {
    expect(availabilitySchema.parse(DEFAULT_AVAILABILITY)).toEqual(DEFAULT_AVAILABILITY);
    const parsed = availabilitySchema.parse({
      ...DEFAULT_AVAILABILITY,
      weeklyHours: {
        ...DEFAULT_AVAILABILITY.weeklyHours,
        sat: [
          { start: '13:00', end: '24:00' },
          { start: '08:00', end: '12:00' },
        ],
      },
      daysOff: ['2026-12-26', '2026-12-25', '2026-12-26'],
      meetingModes: ['phone', 'in-person'],
    });
    expect(parsed.weeklyHours.sat.map((range) => range.start)).toEqual(['08:00', '13:00']);
    expect(parsed.daysOff).toEqual(['2026-12-25', '2026-12-26']);
    expect(parsed.meetingModes).toEqual(['in-person', 'phone']);
  });

  it('names the field at fault: overlaps, order, bounds, dates, modes', () => {
    const week = DEFAULT_AVAILABILITY.weeklyHours;
    expect(
      messagesOf(availabilitySchema, {
        ...DEFAULT_AVAILABILITY,
        weeklyHours: {
          ...week,
          mon: [
            { start: '09:00', end: '12:00' },
            { start: '11:00', end: '13:00' },
          ],
          tue: [{ start: '12:00', end: '09:00' }],
          wed: [{ start: '25:00', end: '26:00' }],
        },
        slotMinutes: 5,
        bufferMinutes: 500,
        daysOff: ['2026-02-30'],
        meetingModes: [],
        horizonDays: 1000,
        minNoticeHours: 1.5,
      }),
    ).toEqual({
      'weeklyHours.mon.1.start': 'The hours of one day must not overlap',
      'weeklyHours.tue.0.end': 'The end must be after the start',
      'weeklyHours.wed.0.start': 'Enter a time as HH:MM (24-hour clock)',
      'weeklyHours.wed.0.end': 'Enter a time as HH:MM (24-hour clock)',
      slotMinutes: 'Enter a consultation length between 10 and 240 minutes',
      bufferMinutes: 'Enter a break between 0 and 120 minutes',
      'daysOff.0': 'Enter each day off as a date (YYYY-MM-DD)',
      meetingModes: 'Choose at least one way to meet',
      horizonDays: 'Enter between 1 and 180 days',
      minNoticeHours: 'Enter between 0 and 336 hours',
    });
  });

  it('names a day off that is not a date without throwing (issue 38: it ended the API)', () => {
    for (const day of ['x', '2026-13-45', '9999-99-99', '']) {
      expect(messagesOf(availabilitySchema, { ...DEFAULT_AVAILABILITY, daysOff: [day] })).toEqual({
        'daysOff.0': 'Enter each day off as a date (YYYY-MM-DD)',
      });
    }
  });

  it('has every message in French, with its no-break spaces', () => {
    for (const message of Object.values(BOOKING_MESSAGES)) {
      const french = localizeMessage(message, 'fr');
      expect(french, message).not.toBe(message);
      expect(french).not.toMatch(/ [:;!?]/);
      expect(french).not.toMatch(/'/);
    }
    expect(messagesOf(bookingTokenField, 'x', 'fr')).toEqual({
      '': 'Ce lien de rendez-vous n’est pas valide. Utilisez le lien de votre courriel le plus récent.',
    });
  });
});
