import { z } from 'zod';
import { msg } from '@cld/validation/messages';

/**
 * A list in a query string arrives as `a=x&a=y` (the spec's clients), `a[0]=x` (ts-rest's encoder,
 * normalised by the API's query parser) or `a=x,y` (shared URLs). All become one array.
 */
export const queryList = <T extends z.ZodType<string>>(item: T, max: number) =>
  z.preprocess((value) => {
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return values
      .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
      .map((v) => (typeof v === 'string' ? v.trim() : v))
      .filter((v) => v !== '');
  }, z.array(item).max(max));

/** A whole number from a query string, with a clear message instead of NaN. */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, msg('number.whole'))
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A decimal number from a query string (a latitude, a longitude), within `min` and `max`. */
export const queryDecimal = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,8})?$/, msg('number.decimal'))
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** Empty query values are treated as absent (spec §7: empty parameters are omitted). */
export const optionalQueryText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );
