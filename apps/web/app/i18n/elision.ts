/**
 * Whether a place name opens with a vowel sound, so French elides « de » before it (« d’Ottawa »,
 * « d’Halifax », « de Laval »). Shared by browse's "within 25 km of" and the profile's distance.
 */
export function elidesBefore(name: string): boolean {
  return /^[aeiouyhàâäéèêëîïôöùûü]/i.test(name.trim());
}
