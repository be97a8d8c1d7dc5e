import { z } from 'zod';
import { msg } from './messages.ts';

/**
 * Text PostgreSQL cannot store, or stores as something else: NUL (refused in `text` and `jsonb`)
 * and UTF-16 surrogates without their pair (refused as `\ud800` escapes in `jsonb`, replaced by
 * U+FFFD in `text`). Neither is ever typed by a person.
 */
export const UNSAFE_TEXT_MESSAGE = msg('text.unsafe');

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(value: string): boolean {
  return UNSAFE.test(value);
}

/** Where in a parsed body, query or path the unsafe strings are (keys included), at most `limit`. */
export function findUnsafeText(value: unknown, limit = 20): (string | number)[][] {
  const found: (string | number)[][] = [];
  const visit = (node: unknown, path: (string | number)[], depth: number) => {
    if (found.length >= limit || depth > 32) return;
    if (typeof node === 'string') {
      if (isUnsafeText(node)) found.push(path);
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, index], depth + 1));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (isUnsafeText(key)) found.push([...path, key]);
        else visit(item, [...path, key], depth + 1);
      }
    }
  };
  visit(value, [], 0);
  return found;
}

/**
 * `schema`, preceded by a check of the raw input for unsafe text anywhere in it. Applied to every
 * operation's body, query and path parameters in one place (the API's contract router), so no field
 * needs its own copy; a failure is a 400 naming each field, and the schema itself never runs.
 */
export function refusingUnsafeText<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const path of findUnsafeText(value)) {
        ctx.addIssue({ code: 'custom', path, message: UNSAFE_TEXT_MESSAGE });
      }
    })
    .pipe(schema);
}
