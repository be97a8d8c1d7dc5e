import type { AdminLawyer } from '@cld/contract/admin';
import type { CurrentUser } from '@cld/contract/auth';
import type { MyProfile } from '@cld/contract/my-profile';
import {
  formatFeeStructure,
  parseFeeStructure,
  type FeeStructure,
} from '@cld/content/fee-structures';
import {
  DEFAULT_OFFICE_HOURS,
  FUNDING_OPTIONS,
  MAX_FLAT_FEES,
  MAX_OPENINGS_PER_DAY,
  MAX_OTHER_PRACTICE_AREAS,
  MEETING_MODES,
  STATED_FEE_OFFERS,
  WEEKDAYS,
  type FundingOption,
  type MeetingMode,
  type OfficeHours,
  type StatedFeeOffer,
  type Weekday,
} from '@cld/reference/practice-details';
import type { LawyerProfileInput } from '@cld/validation/lawyer-profile';

/** One flat-fee service as typed: prices are text until the schema reads them. */
export interface FlatFeeRow {
  service: string;
  minPrice: string;
  maxPrice: string;
}

/** Yes, no, or not stated (`''`): a radio group's value. */
export type YesNo = '' | 'yes' | 'no';

/**
 * The dashboard form as typed: the text fields as text, the lists of choices as arrays of their
 * stored values, the flat fees and office hours as rows.
 */
export type ProfileFormValues = {
  name: string;
  firmName: string;
  email: string;
  phone: string;
  practiceArea: string;
  /** The other practice areas' display names (English, as stored), the primary excluded. */
  otherPracticeAreas: string[];
  province: string;
  city: string;
  location: string;
  address: string;
  /** The office's postal code as typed; the schema writes it as Canada Post does. */
  postalCode: string;
  experience: string;
  hourlyRate: string;
  feeStructure: string;
  bio: string;
  bioFr: string;
  /** The ticked specializations (English, as stored), the lists' and the lawyer's own. */
  specializations: string[];
  /** More specializations typed by the lawyer, comma-separated. */
  newSpecializations: string;
  languages: string;
  website: string;
  linkedin: string;
  licenceNumber: string;
  regulator: string;
  freeConsultation: boolean;
  freeConsultationMinutes: string;
  flatFees: FlatFeeRow[];
  feeOffers: StatedFeeOffer[];
  funding: FundingOption[];
  meetingModes: MeetingMode[];
  stepFreeAccess: YesNo;
  officeHours: OfficeHours;
  acceptingClients: YesNo;
};

/** A new profile's practice details: nothing stated, in person, the spec's office hours. */
const NEW_DETAILS = {
  otherPracticeAreas: [],
  newSpecializations: '',
  freeConsultation: false,
  freeConsultationMinutes: '',
  flatFees: [],
  feeOffers: [],
  funding: [],
  meetingModes: ['in-person'],
  stepFreeAccess: '',
  officeHours: DEFAULT_OFFICE_HOURS,
  acceptingClients: '',
} satisfies Partial<ProfileFormValues>;

/** A saved profile's values, or a new one's from the account (name and email). */
export function toFormValues({
  profile,
  user,
}: {
  profile: MyProfile | null;
  user: CurrentUser;
}): ProfileFormValues {
  if (!profile) {
    return {
      name: `${user.firstName} ${user.lastName}`.trim(),
      firmName: '',
      email: user.email,
      phone: '',
      practiceArea: '',
      province: '',
      city: '',
      location: '',
      address: '',
      postalCode: '',
      experience: '',
      hourlyRate: '',
      feeStructure: '',
      bio: '',
      bioFr: '',
      specializations: [],
      languages: '',
      website: '',
      linkedin: '',
      licenceNumber: '',
      regulator: '',
      ...NEW_DETAILS,
    };
  }
  return savedProfileValues(profile);
}

const yesNo = (value: boolean | null | undefined): YesNo =>
  value === true ? 'yes' : value === false ? 'no' : '';

/**
 * What a saved profile is read from: the owner's view (`MyProfile`) or an administrator's
 * (`AdminLawyer`), whose practice details may be missing while its contract lacks them.
 */
type SavedProfile = Pick<
  MyProfile,
  | 'name'
  | 'firmName'
  | 'email'
  | 'phone'
  | 'practiceArea'
  | 'practiceAreas'
  | 'province'
  | 'city'
  | 'location'
  | 'address'
  | 'postalCode'
  | 'experience'
  | 'hourlyRate'
  | 'feeStructure'
  | 'bio'
  | 'bioFr'
  | 'specializations'
  | 'languages'
  | 'website'
  | 'linkedin'
  | 'licenceNumber'
  | 'regulator'
> &
  Partial<
    Pick<
      MyProfile,
      | 'freeConsultationMinutes'
      | 'flatFees'
      | 'feeOffers'
      | 'funding'
      | 'meetingModes'
      | 'stepFreeAccess'
      | 'officeHours'
      | 'acceptingClients'
      | 'acceptingClientsStated'
    >
  >;

/** A saved profile as the form shows it, whoever edits it: its owner, or an administrator. */
export function savedProfileValues(profile: MyProfile | AdminLawyer): ProfileFormValues {
  const saved: SavedProfile = profile;
  const minutes = saved.freeConsultationMinutes ?? null;
  // What the lawyer last said, even once it lapsed from the public pages: the form shows it.
  const accepting = saved.acceptingClientsStated ?? saved.acceptingClients ?? null;
  return {
    name: saved.name,
    firmName: saved.firmName ?? '',
    email: saved.email,
    phone: saved.phone,
    practiceArea: saved.practiceArea,
    otherPracticeAreas: saved.practiceAreas.filter((area) => area !== saved.practiceArea),
    province: saved.province,
    city: saved.city,
    // The location as the lawyer typed it (issue 20): the API keeps it now.
    location: saved.location,
    address: saved.address,
    postalCode: saved.postalCode ?? '',
    experience: String(saved.experience),
    hourlyRate: String(saved.hourlyRate),
    feeStructure: saved.feeStructure,
    bio: saved.bio ?? '',
    bioFr: saved.bioFr ?? '',
    specializations: [...saved.specializations],
    newSpecializations: '',
    languages: saved.languages.join(', '),
    website: saved.website ?? '',
    linkedin: saved.linkedin ?? '',
    licenceNumber: saved.licenceNumber ?? '',
    regulator: saved.regulator ?? '',
    freeConsultation: minutes !== null,
    freeConsultationMinutes: minutes === null ? '' : String(minutes),
    flatFees: (saved.flatFees ?? []).map((fee) => ({
      service: fee.service,
      minPrice: String(fee.minPrice),
      maxPrice: fee.maxPrice === null ? '' : String(fee.maxPrice),
    })),
    // The public list adds the two offers that follow from the details; the form ticks the others.
    feeOffers: STATED_FEE_OFFERS.filter((offer) => saved.feeOffers?.includes(offer)),
    funding: FUNDING_OPTIONS.filter((option) => saved.funding?.includes(option)),
    meetingModes: saved.meetingModes
      ? MEETING_MODES.filter((mode) => saved.meetingModes!.includes(mode))
      : NEW_DETAILS.meetingModes,
    stepFreeAccess: yesNo(saved.stepFreeAccess),
    officeHours: saved.officeHours ?? DEFAULT_OFFICE_HOURS,
    acceptingClients: yesNo(accepting?.accepting),
  };
}

const splitList = (text: string) => text.split(',').map((item) => item.trim());

/** The ticked specializations, then the typed ones, each once. */
export function allSpecializations(values: ProfileFormValues): string[] {
  const typed = splitList(values.newSpecializations).filter((item) => item !== '');
  return [...new Set([...values.specializations, ...typed])];
}

/**
 * What the profile schema reads: the lists split on commas. A free consultation ticked without a
 * length is sent as 0 minutes, so the schema names the field ("from 10 to 240") rather than
 * dropping the offer unnoticed.
 */
export function toProfileInput(values: ProfileFormValues): LawyerProfileInput {
  const {
    newSpecializations: _typed,
    freeConsultation,
    freeConsultationMinutes,
    otherPracticeAreas,
    ...rest
  } = values;
  return {
    ...rest,
    otherPracticeAreas: otherPracticeAreas.filter((area) => area !== values.practiceArea),
    specializations: allSpecializations(values),
    languages: splitList(values.languages),
    freeConsultationMinutes: freeConsultation ? freeConsultationMinutes.trim() || '0' : '',
    flatFees: values.flatFees.map((fee) => ({ ...fee })),
    officeHours: Object.fromEntries(
      WEEKDAYS.map((day) => [day, values.officeHours[day].map((opening) => ({ ...opening }))]),
    ) as OfficeHours,
  };
}

/** The fee structure is stored as the chosen ways of billing, in a fixed order ("Hourly, Retainer"). */
export function toggleFeeStructure({
  current,
  structure,
  checked,
}: {
  current: string;
  structure: FeeStructure;
  checked: boolean;
}): string {
  const others = parseFeeStructure(current).filter((item) => item !== structure);
  return formatFeeStructure(checked ? [...others, structure] : others);
}

export function hasFeeStructure(current: string, structure: FeeStructure): boolean {
  return parseFeeStructure(current).includes(structure);
}

/** A list of choices with one ticked or unticked, kept in the vocabulary's order. */
export function toggleChoice<T extends string>(
  vocabulary: readonly T[],
  current: readonly T[],
  value: T,
  checked: boolean,
): T[] {
  return vocabulary.filter((item) => (item === value ? checked : current.includes(item)));
}

/** A list of free values with one ticked (added at its end) or unticked. */
export function toggleValue(current: readonly string[], value: string, checked: boolean): string[] {
  const others = current.filter((item) => item !== value);
  return checked ? [...others, value] : others;
}

/** Whether another practice area can be ticked: at most `MAX_OTHER_PRACTICE_AREAS`. */
export function canAddPracticeArea(values: ProfileFormValues): boolean {
  return (
    values.otherPracticeAreas.filter((area) => area !== values.practiceArea).length <
    MAX_OTHER_PRACTICE_AREAS
  );
}

/** A new primary practice area: it leaves the other areas if it was one of them. */
export function withPrimaryArea(
  values: ProfileFormValues,
  practiceArea: string,
): ProfileFormValues {
  return {
    ...values,
    practiceArea,
    otherPracticeAreas: values.otherPracticeAreas.filter((area) => area !== practiceArea),
  };
}

export const BLANK_FLAT_FEE: FlatFeeRow = { service: '', minPrice: '', maxPrice: '' };

export function addFlatFee(rows: readonly FlatFeeRow[]): FlatFeeRow[] {
  return rows.length >= MAX_FLAT_FEES ? [...rows] : [...rows, { ...BLANK_FLAT_FEE }];
}

export function removeFlatFee(rows: readonly FlatFeeRow[], index: number): FlatFeeRow[] {
  return rows.filter((_, position) => position !== index);
}

export function updateFlatFee(
  rows: readonly FlatFeeRow[],
  index: number,
  field: keyof FlatFeeRow,
  value: string,
): FlatFeeRow[] {
  return rows.map((row, position) => (position === index ? { ...row, [field]: value } : row));
}

/** The opening a day gets when it stops being closed, or its second one (after a lunch break). */
export const NEW_OPENING = { opens: '09:00', closes: '17:00' } as const;
export const SECOND_OPENING = { opens: '13:00', closes: '17:00' } as const;

/** A day closed (no openings) or open again (one opening, 9 to 5). */
export function setDayClosed(hours: OfficeHours, day: Weekday, closed: boolean): OfficeHours {
  return { ...hours, [day]: closed ? [] : [{ ...NEW_OPENING }] };
}

export function addOpening(hours: OfficeHours, day: Weekday): OfficeHours {
  if (hours[day].length >= MAX_OPENINGS_PER_DAY) return hours;
  return { ...hours, [day]: [...hours[day], { ...SECOND_OPENING }] };
}

export function removeOpening(hours: OfficeHours, day: Weekday, index: number): OfficeHours {
  return { ...hours, [day]: hours[day].filter((_, position) => position !== index) };
}

export function updateOpening(
  hours: OfficeHours,
  day: Weekday,
  index: number,
  field: 'opens' | 'closes',
  value: string,
): OfficeHours {
  return {
    ...hours,
    [day]: hours[day].map((opening, position) =>
      position === index ? { ...opening, [field]: value } : opening,
    ),
  };
}
