import type { Lawyer } from '@cld/contract/lawyers';

/** The languages a lawyer may write a bio in. */
export type BioLanguage = 'en' | 'fr';

export interface ShownBio {
  text: string;
  /** The bio's own language, for its element's `lang`. */
  lang: BioLanguage;
  /** The page's language has no bio: this is the other one, and the page says so. */
  otherLanguage: boolean;
}

/**
 * The bio a page shows (DESIGN §7.6): the one in the page's language when the lawyer wrote it,
 * otherwise the other. Null only for a profile without any (none is saved that way).
 */
export function bioFor(
  lawyer: Pick<Lawyer, 'bio' | 'bioFr'>,
  pageLanguage: string,
): ShownBio | null {
  const bios: Record<BioLanguage, string | null> = { en: lawyer.bio, fr: lawyer.bioFr };
  const wanted: BioLanguage = pageLanguage === 'fr' ? 'fr' : 'en';
  const other: BioLanguage = wanted === 'fr' ? 'en' : 'fr';
  const own = bios[wanted];
  if (own) return { text: own, lang: wanted, otherLanguage: false };
  const fallback = bios[other];
  return fallback ? { text: fallback, lang: other, otherLanguage: true } : null;
}

/** Whether a lawyer lists French among their languages (self-declared, stored as "French"). */
export function speaksFrench(languages: readonly string[]): boolean {
  return languages.some((language) => language.trim().toLowerCase() === 'french');
}
