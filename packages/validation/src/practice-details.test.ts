import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_OFFICE_HOURS } from '@cld/reference/practice-details';
import { newProfileDetails, practiceDetailsShape } from './practice-details.ts';
import { messagesOf } from './test-helpers.ts';

const details = z.object(practiceDetailsShape);

describe('practice details of the profile form (issue 20)', () => {
  it('gives a new profile nothing stated, in person and the spec’s office hours', () => {
    expect(newProfileDetails()).toEqual({
      otherPracticeAreas: [],
      flatFees: [],
      feeOffers: [],
      funding: [],
      meetingModes: ['in-person'],
      officeHours: DEFAULT_OFFICE_HOURS,
    });
  });

  it('reads what the form sends: text numbers, yes/no, blank rows dropped, duplicates removed', () => {
    const parsed = details.parse({
      otherPracticeAreas: ['Tax Law', ' Tax Law ', ''],
      freeConsultationMinutes: '30',
      flatFees: [
        { service: ' Uncontested divorce ', minPrice: '1500', maxPrice: '2500' },
        { service: '', minPrice: '', maxPrice: '' },
        { service: 'Simple will', minPrice: '400', maxPrice: '' },
      ],
      feeOffers: ['sliding-scale', 'sliding-scale'],
      funding: 'legal-aid',
      meetingModes: ['video', 'phone'],
      stepFreeAccess: 'yes',
      acceptingClients: 'no',
      officeHours: {
        mon: [
          { opens: '09:00', closes: '12:00' },
          { opens: '13:00', closes: '17:00' },
        ],
        tue: [{ opens: '', closes: '' }],
        wed: [],
        thu: [],
        fri: [{ opens: '08:30', closes: '16:30' }],
        sat: [],
        sun: [],
      },
    });
    expect(parsed).toMatchObject({
      otherPracticeAreas: ['Tax Law'],
      freeConsultationMinutes: 30,
      flatFees: [
        { service: 'Uncontested divorce', minPrice: 1500, maxPrice: 2500 },
        { service: 'Simple will', minPrice: 400, maxPrice: null },
      ],
      feeOffers: ['sliding-scale'],
      funding: ['legal-aid'],
      meetingModes: ['video', 'phone'],
      stepFreeAccess: true,
      acceptingClients: false,
    });
    expect(parsed.officeHours.tue).toEqual([]);
    expect(parsed.officeHours.mon).toHaveLength(2);
  });

  it('leaves "not stated" unstated: blank yes/no answers are undefined', () => {
    const parsed = details.parse({ stepFreeAccess: '', acceptingClients: '' });
    expect(parsed.stepFreeAccess).toBeUndefined();
    expect(parsed.acceptingClients).toBeUndefined();
  });

  it.each([
    [{ freeConsultationMinutes: '5' }, 'freeConsultationMinutes', /from 10 to 240/],
    [{ freeConsultationMinutes: '999' }, 'freeConsultationMinutes', /from 10 to 240/],
    [
      { flatFees: [{ service: 'Will', minPrice: '900', maxPrice: '400' }] },
      'flatFees.0.maxPrice',
      /at least the lowest/,
    ],
    [{ flatFees: [{ service: 'W', minPrice: '100' }] }, 'flatFees.0.service', /2 to 120/],
    [{ flatFees: [{ service: 'Will', minPrice: '-1' }] }, 'flatFees.0.minPrice', /whole dollars/],
    [
      { flatFees: [{ service: 'Will', minPrice: '2000000' }] },
      'flatFees.0.minPrice',
      /whole dollars/,
    ],
    [{ feeOffers: ['free-lunch'] }, 'feeOffers.0', /payment options/],
    [{ funding: ['lottery'] }, 'funding.0', /funding/],
    [{ meetingModes: [] }, 'meetingModes', /at least one/],
    [{ meetingModes: ['teleport'] }, 'meetingModes.0', /way to meet/],
    [{ stepFreeAccess: 'maybe' }, 'stepFreeAccess', /yes, no or not stated/],
    [{ acceptingClients: 42 }, 'acceptingClients', /yes, no or not stated/],
    [{ otherPracticeAreas: ['A', 'B', 'C', 'D', 'E'] }, 'otherPracticeAreas', /at most 4/],
  ])('refuses %j, naming %s', (input, path, message) => {
    expect(messagesOf(details, input)[path]).toMatch(message);
  });

  it('checks each opening: a time of day, closing after opening, two a day at most', () => {
    const week = (mon: unknown) => ({ officeHours: { ...DEFAULT_OFFICE_HOURS, mon } });
    expect(
      messagesOf(details, week([{ opens: '25:00', closes: '26:00' }]))['officeHours.mon.0.opens'],
    ).toMatch(/HH:MM/);
    expect(
      messagesOf(details, week([{ opens: '17:00', closes: '09:00' }]))['officeHours.mon.0.closes'],
    ).toMatch(/after opening/);
    const three = [
      { opens: '08:00', closes: '09:00' },
      { opens: '10:00', closes: '11:00' },
      { opens: '12:00', closes: '13:00' },
    ];
    expect(messagesOf(details, week(three))['officeHours.mon']).toMatch(/at most 2/);
  });

  it('says it in French on a French page', () => {
    expect(messagesOf(details, { meetingModes: [] }, 'fr').meetingModes).toBe(
      'Choisissez au moins une façon de rencontrer vos clients.',
    );
  });
});
