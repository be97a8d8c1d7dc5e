import type { ProvinceCode } from '@cld/reference/provinces';
import type { IsoDate, Sourced } from './content-types.ts';

/**
 * Former municipalities that were amalgamated into a city of the cities data set, by the name
 * people still write in an address: a law society's register gives "North York", "Nepean" or
 * "Dartmouth" as a lawyer's city, and none of them is a municipality today. A place is read as one
 * of these only when no city of that name exists in its province (`findCityNamed` in the API), so
 * the data set's own cities always come first.
 *
 * Each entry cites the official page that names the former municipality and the city it became
 * part of, and the day that page was checked (issue 39).
 */
export interface FormerMunicipality extends Sourced {
  /** As an address writes it, accents and hyphens included. */
  name: string;
  province: ProvinceCode;
  /** The data set's city it is part of today, spelt as the data set spells it. */
  city: string;
  /** The day the amalgamation took effect. */
  since: IsoDate;
}

const CHECKED: IsoDate = '2026-12-07';

/**
 * The Archives of Ontario's guide: "Effective January 1, 1998, … Toronto, East York, Etobicoke,
 * North York, Scarborough, and York were amalgamated to form the new City of Toronto."
 */
const TORONTO = 'https://www.archives.gov.on.ca/en/maps/counties/rm-york.aspx';
/**
 * The repealed Regional Municipality of Ottawa-Carleton Act (e-Laws): its "area municipality"
 * definition names the eleven, and it "was repealed on January 1, 2001. See: 1999, c. 14" (the City
 * of Ottawa Act, 1999, which incorporated the City of Ottawa that day).
 */
const OTTAWA =
  'https://www.e-laws.gov.on.ca/html/repealedstatutes/english/elaws_rep_statutes_90r14_e.htm';
/** The same for Hamilton-Wentworth: its six area municipalities, repealed January 1, 2001. */
const HAMILTON =
  'https://www.e-laws.gov.on.ca/html/repealedstatutes/english/elaws_rep_statutes_90r12_e.htm';
/**
 * "The City of Greater Sudbury was formed on January 1, 2001 … the amalgamation of … (Sudbury,
 * Capreol, Nickel Centre, Onaping Falls, Rayside-Balfour, Valley East and Walden)".
 */
const SUDBURY = 'https://www.greatersudbury.ca/live/about-greater-sudbury/history/';
/**
 * "amalgamation on April 1, 1996 … the former municipalities of the City of Halifax, the City of
 * Dartmouth, the Town of Bedford and Halifax County Municipality".
 */
const HALIFAX = 'https://www.halifax.ca/legislation/index.html';
/** The Commission de toponymie du Québec's records of the cities created in 2002. */
const TOPONYMIE = 'https://toponymie.gouv.qc.ca/ct/ToposWeb/Fiche.aspx?no_seq=';
/** "Elle est issue du regroupement des villes d'Aylmer, de Buckingham, de Gatineau, de Hull et de Masson-Angers." */
const GATINEAU = `${TOPONYMIE}24715`;
/** Beauport's record: on January 1, 2002 the cities it names "se regroupaient pour constituer la nouvelle ville de Québec". */
const QUEBEC = `${TOPONYMIE}451417`;
/** "issue du regroupement des villes de Boucherville, de Brossard, de Greenfield Park, de LeMoyne, …" */
const LONGUEUIL = `${TOPONYMIE}36793`;
/** "La nouvelle ville de Lévis a été créée le 1er janvier 2002. Elle est issue du regroupement …" */
const LEVIS = `${TOPONYMIE}35834`;
/** "La nouvelle ville de Saguenay a été créée le 18 février 2002. Elle est issue du regroupement …" */
const SAGUENAY = `${TOPONYMIE}371249`;
/**
 * Anjou's record names the 27 municipalities that formed the new Ville de Montréal on January 1,
 * 2002. Only those that stayed part of it are here: the fifteen reconstituted on January 1, 2006
 * (Westmount, Mont-Royal, Dorval, Pointe-Claire, …) are cities of the data set again.
 */
const MONTREAL = `${TOPONYMIE}42164`;

const formerly = (
  province: ProvinceCode,
  city: string,
  since: IsoDate,
  source: string,
  names: readonly string[],
): FormerMunicipality[] =>
  names.map((name) => ({ name, province, city, since, source, asOf: CHECKED }));

export const FORMER_MUNICIPALITIES: readonly FormerMunicipality[] = [
  ...formerly('ON', 'Toronto', '1998-01-01', TORONTO, [
    'East York',
    'Etobicoke',
    'North York',
    'Scarborough',
    'York',
  ]),
  ...formerly('ON', 'Ottawa', '2001-01-01', OTTAWA, [
    'Cumberland',
    'Gloucester',
    'Goulbourn',
    'Kanata',
    'Nepean',
    'Osgoode',
    'Rideau',
    'Rockcliffe Park',
    'Vanier',
    'West Carleton',
  ]),
  ...formerly('ON', 'Hamilton', '2001-01-01', HAMILTON, [
    'Ancaster',
    'Dundas',
    'Flamborough',
    'Glanbrook',
    'Stoney Creek',
  ]),
  ...formerly('ON', 'Sudbury', '2001-01-01', SUDBURY, [
    'Capreol',
    'Nickel Centre',
    'Onaping Falls',
    'Rayside-Balfour',
    'Valley East',
    'Walden',
  ]),
  ...formerly('NS', 'Halifax', '1996-04-01', HALIFAX, ['Dartmouth', 'Bedford']),
  ...formerly('QC', 'Gatineau', '2002-01-01', GATINEAU, [
    'Aylmer',
    'Buckingham',
    'Hull',
    'Masson-Angers',
  ]),
  ...formerly('QC', 'Quebec City', '2002-01-01', QUEBEC, [
    'Cap-Rouge',
    'Charlesbourg',
    'Lac-Saint-Charles',
    'Loretteville',
    'Saint-Émile',
    'Sainte-Foy',
    'Sillery',
    'Val-Bélair',
    'Vanier',
  ]),
  ...formerly('QC', 'Longueuil', '2002-01-01', LONGUEUIL, [
    'Greenfield Park',
    'LeMoyne',
    'Saint-Hubert',
  ]),
  ...formerly('QC', 'Lévis', '2002-01-01', LEVIS, [
    'Charny',
    'Pintendre',
    'Saint-Étienne-de-Lauzon',
    'Saint-Jean-Chrysostome',
    'Saint-Joseph-de-la-Pointe-de-Lévy',
    'Saint-Nicolas',
    'Saint-Rédempteur',
    'Saint-Romuald',
    'Sainte-Hélène-de-Breakeyville',
  ]),
  ...formerly('QC', 'Saguenay', '2002-02-18', SAGUENAY, [
    'Chicoutimi',
    'Jonquière',
    'La Baie',
    'Lac-Kénogami',
    'Laterrière',
    'Shipshaw',
  ]),
  ...formerly('QC', 'Montréal', '2002-01-01', MONTREAL, [
    'Anjou',
    'Lachine',
    'LaSalle',
    "L'Île-Bizard",
    'Montréal-Nord',
    'Outremont',
    'Pierrefonds',
    'Roxboro',
    'Saint-Laurent',
    'Saint-Léonard',
    'Sainte-Geneviève',
    'Verdun',
  ]),
];
