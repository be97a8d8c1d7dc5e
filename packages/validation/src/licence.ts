import { z } from 'zod';

/**
 * Canada's 14 law societies by slug: one per province and territory, plus Quebec's Chambre des
 * notaires. The slugs are those of `@cld/content/law-societies` (a content test keeps them equal);
 * they live here too because the contract may import only this package and zod.
 */
export const REGULATOR_SLUGS = [
  'law-society-of-ontario',
  'barreau-du-quebec',
  'chambre-des-notaires-du-quebec',
  'law-society-of-british-columbia',
  'law-society-of-alberta',
  'the-law-society-of-manitoba',
  'law-society-of-saskatchewan',
  'nova-scotia-barristers-society',
  'law-society-of-new-brunswick',
  'law-society-of-newfoundland-and-labrador',
  'law-society-of-prince-edward-island',
  'law-society-of-the-northwest-territories',
  'law-society-of-yukon',
  'law-society-of-nunavut',
] as const;
export type RegulatorSlug = (typeof REGULATOR_SLUGS)[number];

export const REGULATOR_MESSAGE = 'Please choose your law society';
export const LICENCE_NUMBER_MESSAGE =
  'Licence number may contain only letters, digits, spaces, hyphens and slashes (at most 40)';
const LICENCE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 /-]{0,39}$/;

export const regulatorField = z.enum(REGULATOR_SLUGS, { error: REGULATOR_MESSAGE });

/** A required licence number, as the law society writes it. */
export const licenceNumberField = z
  .string({ error: 'Licence number is required' })
  .trim()
  .min(1, 'Licence number is required')
  .regex(LICENCE_NUMBER_PATTERN, LICENCE_NUMBER_MESSAGE);

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The profile form's optional licence fields: blank means "not given yet". */
export const optionalLicenceNumberField = z.preprocess(
  blankToUndefined,
  licenceNumberField.optional(),
);
export const optionalRegulatorField = z.preprocess(blankToUndefined, regulatorField.optional());
