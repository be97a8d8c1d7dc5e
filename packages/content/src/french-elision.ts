/** A vowel, accented or not, as French spells one at the start of a word. */
const VOWEL = 'aeiouàâäéèêëîïôöùûü';

/**
 * Whether French elides « de », « le » or « que » before a name (« d’Ottawa », « d’Aisha »,
 * « d’Halifax », « d’Yves »; « de Laval »). A y before another vowel is a consonant (« de
 * Yellowknife », « de Yarmouth »); a name's h is taken as mute, as Canadian French usage has it
 * for its place names (« d’Halifax », « d’Hamilton »).
 */
export function elidesBefore(name: string): boolean {
  const text = name.trim();
  if (new RegExp(`^y[${VOWEL}]`, 'i').test(text)) return false;
  return new RegExp(`^[${VOWEL}yh]`, 'i').test(text);
}

/** « de » before a name, elided when the name asks for it: « de Laval », « d’Aisha Khan ». */
export function ofName(name: string): string {
  return elidesBefore(name) ? `d’${name}` : `de ${name}`;
}
