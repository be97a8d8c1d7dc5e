/**
 * Languages a lawyer may list on a profile: Canada's official languages first, then the
 * languages most spoken at home in Canada, then Indigenous languages.
 */
export const LANGUAGES = [
  'English',
  'French',
  'Mandarin',
  'Cantonese',
  'Punjabi',
  'Spanish',
  'Arabic',
  'Tagalog',
  'Italian',
  'Portuguese',
  'Hindi',
  'Urdu',
  'Farsi',
  'German',
  'Ukrainian',
  'Polish',
  'Russian',
  'Korean',
  'Vietnamese',
  'Gujarati',
  'Tamil',
  'Greek',
  'Inuktitut',
  'Cree',
] as const;

export type Language = (typeof LANGUAGES)[number];

const canonicalLanguages = new Map<string, Language>(LANGUAGES.map((l) => [l.toLowerCase(), l]));

/**
 * One spelling per language ("French" for "french" or "FRENCH"): profiles store it, and the
 * directory's language filter compares with it. Other text passes through unchanged.
 */
export function canonicalLanguage(language: string): string {
  return canonicalLanguages.get(language.toLowerCase()) ?? language;
}
