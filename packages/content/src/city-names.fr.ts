/**
 * French twin of the cities data set's names (decision 028): the data set names each city once, as
 * its English users write it, and a French page shows the French name where the city has one
 * (« Québec » for "Quebec City"; the French half of an officially bilingual name). A city absent
 * from this table has the same name in both languages (« Montréal », « Trois-Rivières »,
 * « Toronto »).
 */
export const CITY_NAMES_FR: Readonly<Record<string, string>> = {
  'Quebec City': 'Québec',
  'West Nipissing / Nipissing Ouest': 'Nipissing Ouest',
  'The Nation / La Nation': 'La Nation',
  'Beaubassin East / Beaubassin-est': 'Beaubassin-est',
  'French River / Rivière des Français': 'Rivière des Français',
  'Alfred and Plantagenet': 'Alfred et Plantagenet',
  'East Hawkesbury': 'Hawkesbury Est',
};

/** A city's name on a French page: « Québec » for "Quebec City", any other as the data set has it. */
export function cityNameFr(city: string): string {
  return CITY_NAMES_FR[city] ?? city;
}
