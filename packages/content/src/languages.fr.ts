import type { Language } from '@cld/reference/languages';

/**
 * French twin of `languages.ts` (decision 028): the French name of each language a profile may
 * list. Profiles store the English value; a French page shows `LANGUAGE_NAMES_FR[value]`.
 */
export const LANGUAGE_NAMES_FR: Record<Language, string> = {
  English: 'Anglais',
  French: 'Français',
  Mandarin: 'Mandarin',
  Cantonese: 'Cantonais',
  Punjabi: 'Pendjabi',
  Spanish: 'Espagnol',
  Arabic: 'Arabe',
  Tagalog: 'Tagalog',
  Italian: 'Italien',
  Portuguese: 'Portugais',
  Hindi: 'Hindi',
  Urdu: 'Ourdou',
  Farsi: 'Persan (farsi)',
  German: 'Allemand',
  Ukrainian: 'Ukrainien',
  Polish: 'Polonais',
  Russian: 'Russe',
  Korean: 'Coréen',
  Vietnamese: 'Vietnamien',
  Gujarati: 'Goudjarati',
  Tamil: 'Tamoul',
  Greek: 'Grec',
  Inuktitut: 'Inuktitut',
  Cree: 'Cri',
};
