/** Lower case without accents, so "quebec" finds "Québec" and "Montreal" finds "Montréal". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A place's or a topic's name as a URL segment: "Saint-Jean-sur-Richelieu" → "saint-jean-sur-richelieu". */
export function slugify(name: string): string {
  return foldText(name)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
