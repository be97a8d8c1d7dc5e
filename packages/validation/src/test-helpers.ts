import type { z } from 'zod';
import type { Language } from './i18n.ts';
import { localizeIssue, zodErrorMap } from './zod-i18n.ts';

/**
 * The first message per field path of a failed parse, or {} when the input is valid; in French
 * with `language` `'fr'`, as a French page or API answer shows it.
 */
export function messagesOf(
  schema: z.ZodType,
  input: unknown,
  language: Language = 'en',
): Record<string, string> {
  const result = schema.safeParse(input, { error: zodErrorMap(language) });
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    messages[issue.path.join('.')] ??= localizeIssue(issue, language);
  }
  return messages;
}
