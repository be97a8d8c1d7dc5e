import { z } from 'zod';
import { REGULATOR_SLUGS } from '@cld/reference/regulators';
import { msg } from './messages.ts';

export const REGULATOR_MESSAGE = msg('regulator.required');
export const LICENCE_NUMBER_MESSAGE = msg('licenceNumber.format', { max: 40 });
const LICENCE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 /-]{0,39}$/;

export const regulatorField = z.enum(REGULATOR_SLUGS, { error: REGULATOR_MESSAGE });

/** A required licence number, as the law society writes it. */
export const licenceNumberField = z
  .string({ error: msg('licenceNumber.required') })
  .trim()
  .min(1, msg('licenceNumber.required'))
  .regex(LICENCE_NUMBER_PATTERN, LICENCE_NUMBER_MESSAGE);

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The profile form's optional licence fields: blank means "not given yet". */
export const optionalLicenceNumberField = z.preprocess(
  blankToUndefined,
  licenceNumberField.optional(),
);
export const optionalRegulatorField = z.preprocess(blankToUndefined, regulatorField.optional());
