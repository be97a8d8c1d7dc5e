import { z } from 'zod';
import { REGULATOR_SLUGS } from '@cld/reference/regulators';

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
