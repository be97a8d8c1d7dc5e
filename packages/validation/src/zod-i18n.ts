import type { z } from 'zod';
import englishZodMessages from 'zod/v4/locales/en.js';
import frenchZodMessages from 'zod/v4/locales/fr-CA.js';
import { localizeMessage, type Language } from './i18n.ts';

/*
 * The parse-time half of decision 029, apart from i18n.ts so that a schema module (which needs only
 * `msg`) does not bring zod's locales into a page: these are for the code that parses and shows.
 */

/**
 * zod's own messages in `language`, for the few checks a schema gives no message of its own (an
 * API-only field): a per-parse error map (`schema.safeParse(value, { error })`). zod asks it only
 * when the schema has no message, so every message of a table wins over it. English is zod's own.
 */
// Made on first use: a module that only imports this one (and never parses) keeps none of it.
let zodMaps: { en: z.core.$ZodErrorMap; fr: z.core.$ZodErrorMap } | undefined;
const zodMap = (language: Language) =>
  (zodMaps ??= {
    en: englishZodMessages().localeError,
    fr: frenchZodMessages().localeError,
  })[language];

export function zodErrorMap(language: Language): z.core.$ZodErrorMap | undefined {
  return language === 'fr' ? zodMap('fr') : undefined;
}

/**
 * An issue's message in `language`: a table's French, or zod's own French when the message is
 * zod's own English (the issue as zod raised it, after the parse: the API's answers).
 */
export function localizeIssue(issue: { message: string }, language: Language): string {
  const message = localizeMessage(issue.message, language);
  if (language === 'en' || message !== issue.message || !('code' in issue)) return message;
  const raw = issue as z.core.$ZodRawIssue;
  try {
    const english = zodMap('en')(raw);
    if ((typeof english === 'string' ? english : english?.message) !== issue.message)
      return message;
    const french = zodMap('fr')(raw);
    return (typeof french === 'string' ? french : french?.message) ?? message;
  } catch {
    return message;
  }
}

/** The messages of a field's issues in `language` (Conform's `formatError`). */
export function localizeIssues(
  issues: readonly { message: string }[],
  language: Language,
): string[] {
  return issues.map((issue) => localizeIssue(issue, language));
}
