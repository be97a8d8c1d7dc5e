import { DEFAULT_OFFICE_HOURS } from '@cld/reference/practice-details';
import { lawyerProfileSchema } from '@cld/validation/lawyer-profile';
import { describe, expect, it } from 'vitest';
import { makeMyProfile } from '../../../test/factories.ts';
import {
  addFlatFee,
  addOpening,
  allSpecializations,
  canAddPracticeArea,
  hasFeeStructure,
  removeFlatFee,
  removeOpening,
  savedProfileValues,
  setDayClosed,
  toFormValues,
  toggleChoice,
  toggleFeeStructure,
  toProfileInput,
  updateFlatFee,
  updateOpening,
  withPrimaryArea,
} from './profile-form-values.ts';
import { validateProfile } from './use-profile-form.ts';

const user = {
  id: 1,
  email: 'robin@example.com',
  firstName: 'Robin',
  lastName: 'Quill',
  role: 'lawyer' as const,
  isVerified: false,
};

/** A profile that states every practice detail. */
const detailed = () =>
  makeMyProfile({
    practiceArea: 'Family Law',
    practiceAreas: ['Family Law', 'Wills & Estates', 'Criminal Law'],
    location: 'Plateau-Mont-Royal, près du métro',
    specializations: ['Divorce', 'Grandparents’ Rights'],
    freeConsultationMinutes: 45,
    flatFees: [
      { service: 'Uncontested divorce', minPrice: 1500, maxPrice: 2500 },
      { service: 'Will', minPrice: 400, maxPrice: null },
    ],
    feeOffers: ['free-consultation', 'flat-fees', 'sliding-scale', 'payment-plans'],
    funding: ['pro-bono', 'legal-aid'],
    meetingModes: ['video', 'in-person'],
    stepFreeAccess: false,
    officeHours: { ...DEFAULT_OFFICE_HOURS, sat: [], mon: [{ opens: '08:30', closes: '12:00' }] },
    acceptingClients: null,
    acceptingClientsStated: { accepting: true, confirmedAt: '2026-01-02T10:00:00.000Z' },
  });

describe('toFormValues', () => {
  it('starts a new profile from the account’s name and email, with the defaults', () => {
    expect(toFormValues({ profile: null, user })).toMatchObject({
      name: 'Robin Quill',
      email: 'robin@example.com',
      phone: '',
      specializations: [],
      otherPracticeAreas: [],
      freeConsultation: false,
      flatFees: [],
      meetingModes: ['in-person'],
      stepFreeAccess: '',
      acceptingClients: '',
      officeHours: DEFAULT_OFFICE_HOURS,
    });
  });

  it('shows a saved profile’s values, lists and details', () => {
    expect(toFormValues({ profile: detailed(), user })).toMatchObject({
      experience: '12',
      location: 'Plateau-Mont-Royal, près du métro',
      otherPracticeAreas: ['Wills & Estates', 'Criminal Law'],
      specializations: ['Divorce', 'Grandparents’ Rights'],
      languages: 'English, French',
      freeConsultation: true,
      freeConsultationMinutes: '45',
      flatFees: [
        { service: 'Uncontested divorce', minPrice: '1500', maxPrice: '2500' },
        { service: 'Will', minPrice: '400', maxPrice: '' },
      ],
      // The two offers that follow from the details are not ticked as such.
      feeOffers: ['sliding-scale', 'payment-plans'],
      funding: ['legal-aid', 'pro-bono'],
      meetingModes: ['in-person', 'video'],
      stepFreeAccess: 'no',
      // What the lawyer last said, even lapsed from the public pages.
      acceptingClients: 'yes',
    });
  });

  it('reads an administrator’s copy without the practice details as a new profile’s', () => {
    const { freeConsultationMinutes: _a, flatFees: _b, officeHours: _c, ...rest } = detailed();
    const values = savedProfileValues(rest as never);
    expect(values).toMatchObject({
      freeConsultation: false,
      flatFees: [],
      officeHours: DEFAULT_OFFICE_HOURS,
    });
  });
});

describe('toProfileInput', () => {
  it('splits the languages on commas', () => {
    const values = { ...toFormValues({ profile: null, user }), languages: 'English, French,' };
    expect(toProfileInput(values).languages).toEqual(['English', 'French', '']);
  });

  it('round-trips every detail of a saved profile through the schema', () => {
    const profile = detailed();
    const result = validateProfile(savedProfileValues(profile), 'en');
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      practiceArea: 'Family Law',
      otherPracticeAreas: ['Wills & Estates', 'Criminal Law'],
      location: 'Plateau-Mont-Royal, près du métro',
      specializations: ['Divorce', 'Grandparents’ Rights'],
      freeConsultationMinutes: 45,
      flatFees: profile.flatFees,
      feeOffers: ['sliding-scale', 'payment-plans'],
      funding: ['legal-aid', 'pro-bono'],
      meetingModes: ['in-person', 'video'],
      stepFreeAccess: false,
      officeHours: profile.officeHours,
      acceptingClients: true,
    });
  });

  it('adds the typed specializations to the ticked ones, each once', () => {
    const values = {
      ...savedProfileValues(detailed()),
      newSpecializations: 'Elder Law, Divorce, ',
    };
    expect(allSpecializations(values)).toEqual(['Divorce', 'Grandparents’ Rights', 'Elder Law']);
    expect(toProfileInput(values).specializations).toEqual(allSpecializations(values));
  });

  it('sends no free consultation unless ticked, and names a ticked one without a length', () => {
    const values = savedProfileValues(detailed());
    expect(toProfileInput({ ...values, freeConsultation: false }).freeConsultationMinutes).toBe('');
    const result = validateProfile(
      { ...values, freeConsultation: true, freeConsultationMinutes: '' },
      'en',
    );
    expect(result).toMatchObject({
      success: false,
      errors: {
        freeConsultationMinutes: 'Enter the free consultation’s length in minutes, from 10 to 240',
      },
    });
  });

  it('drops wholly blank flat-fee rows and closed days, and names a bad row by its path', () => {
    const values = savedProfileValues(detailed());
    const blank = validateProfile({ ...values, flatFees: addFlatFee(values.flatFees) }, 'en');
    expect(blank.success && blank.data.flatFees).toHaveLength(2);
    const inverted = validateProfile(
      {
        ...values,
        flatFees: updateFlatFee(values.flatFees, 0, 'maxPrice', '100'),
        officeHours: updateOpening(values.officeHours, 'tue', 0, 'closes', '08:00'),
      },
      'fr',
    );
    expect(inverted).toMatchObject({
      success: false,
      errors: {
        'flatFees.0.maxPrice': 'Le prix le plus élevé doit être au moins égal au prix le plus bas.',
        'officeHours.tue.0.closes': 'L’heure de fermeture doit suivre l’heure d’ouverture.',
      },
    });
  });

  it('needs a way to meet clients', () => {
    const values = { ...savedProfileValues(detailed()), meetingModes: [] };
    expect(validateProfile(values, 'en')).toMatchObject({
      success: false,
      errors: { meetingModes: 'Choose at least one way to meet clients' },
    });
  });

  it('is what the schema reads as a whole', () => {
    expect(
      lawyerProfileSchema.safeParse(toProfileInput(savedProfileValues(detailed()))).success,
    ).toBe(true);
  });
});

describe('the form’s helpers', () => {
  it('keeps the chosen ways of billing in a fixed order', () => {
    const retainer = toggleFeeStructure({ current: '', structure: 'Retainer', checked: true });
    const both = toggleFeeStructure({ current: retainer, structure: 'Hourly', checked: true });
    expect(both).toBe('Hourly, Retainer');
    expect(hasFeeStructure(both, 'Retainer')).toBe(true);
    expect(toggleFeeStructure({ current: both, structure: 'Retainer', checked: false })).toBe(
      'Hourly',
    );
  });

  it('keeps choices in the vocabulary’s order', () => {
    const modes = ['in-person', 'video', 'phone'] as const;
    expect(toggleChoice(modes, ['phone'], 'in-person', true)).toEqual(['in-person', 'phone']);
    expect(toggleChoice(modes, ['in-person', 'phone'], 'phone', false)).toEqual(['in-person']);
  });

  it('allows four other practice areas, and a new primary leaves them', () => {
    const values = {
      ...toFormValues({ profile: null, user }),
      practiceArea: 'Family Law',
      otherPracticeAreas: ['Criminal Law', 'Tax Law', 'Immigration Law'],
    };
    expect(canAddPracticeArea(values)).toBe(true);
    const four = {
      ...values,
      otherPracticeAreas: [...values.otherPracticeAreas, 'Real Estate Law'],
    };
    expect(canAddPracticeArea(four)).toBe(false);
    expect(withPrimaryArea(four, 'Tax Law').otherPracticeAreas).toEqual([
      'Criminal Law',
      'Immigration Law',
      'Real Estate Law',
    ]);
  });

  it('adds, edits and removes flat-fee rows, twelve at most', () => {
    const one = updateFlatFee(addFlatFee([]), 0, 'service', 'Will');
    expect(one).toEqual([{ service: 'Will', minPrice: '', maxPrice: '' }]);
    expect(removeFlatFee(addFlatFee(one), 0)).toEqual([
      { service: '', minPrice: '', maxPrice: '' },
    ]);
    let rows = one;
    for (let index = 0; index < 20; index++) rows = addFlatFee(rows);
    expect(rows).toHaveLength(12);
  });

  it('closes and opens a day, with a second opening at most', () => {
    const closed = setDayClosed(DEFAULT_OFFICE_HOURS, 'mon', true);
    expect(closed.mon).toEqual([]);
    const open = setDayClosed(closed, 'mon', false);
    expect(open.mon).toEqual([{ opens: '09:00', closes: '17:00' }]);
    const split = addOpening(addOpening(open, 'mon'), 'mon');
    expect(split.mon).toHaveLength(2);
    expect(removeOpening(split, 'mon', 1).mon).toEqual(open.mon);
  });
});
