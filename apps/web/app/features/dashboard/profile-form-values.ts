import type { AdminLawyer } from '@cld/contract/admin';
import type { CurrentUser } from '@cld/contract/auth';
import type { MyProfile } from '@cld/contract/my-profile';
import {
  formatFeeStructure,
  parseFeeStructure,
  type FeeStructure,
} from '@cld/content/fee-structures';
import type { LawyerProfileInput } from '@cld/validation/lawyer-profile';

/** The dashboard form as typed: every value text, lists as comma-separated text. */
export type ProfileFormValues = {
  name: string;
  firmName: string;
  email: string;
  phone: string;
  practiceArea: string;
  province: string;
  city: string;
  location: string;
  address: string;
  experience: string;
  hourlyRate: string;
  feeStructure: string;
  bio: string;
  bioFr: string;
  specializations: string;
  languages: string;
  website: string;
  linkedin: string;
  licenceNumber: string;
  regulator: string;
};

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
      experience: '',
      hourlyRate: '',
      feeStructure: '',
      bio: '',
      bioFr: '',
      specializations: '',
      languages: '',
      website: '',
      linkedin: '',
      licenceNumber: '',
      regulator: '',
    };
  }
  return savedProfileValues(profile);
}

/** A saved profile as the form shows it, whoever edits it: its owner, or an administrator. */
export function savedProfileValues(profile: MyProfile | AdminLawyer): ProfileFormValues {
  return {
    name: profile.name,
    firmName: profile.firmName ?? '',
    email: profile.email,
    phone: profile.phone,
    practiceArea: profile.practiceArea,
    province: profile.province,
    city: profile.city,
    location: profile.location,
    address: profile.address,
    experience: String(profile.experience),
    hourlyRate: String(profile.hourlyRate),
    feeStructure: profile.feeStructure,
    bio: profile.bio ?? '',
    bioFr: profile.bioFr ?? '',
    specializations: profile.specializations.join(', '),
    languages: profile.languages.join(', '),
    website: profile.website ?? '',
    linkedin: profile.linkedin ?? '',
    licenceNumber: profile.licenceNumber ?? '',
    regulator: profile.regulator ?? '',
  };
}

const splitList = (text: string) => text.split(',').map((item) => item.trim());

/** What the profile schema reads: the lists split on commas. */
export function toProfileInput(values: ProfileFormValues): LawyerProfileInput {
  return {
    ...values,
    specializations: splitList(values.specializations),
    languages: splitList(values.languages),
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
