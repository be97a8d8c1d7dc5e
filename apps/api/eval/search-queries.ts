import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import type { ProvinceCode } from '@cld/reference/provinces';
import type { SearchFilterParam } from '@cld/reference/search-filters';

/**
 * The search evaluation set (issue 16): queries as people type them, in English and French, some
 * misspelt, some names and firms of the demo directory (generator seed 20190601, 8,200 lawyers),
 * each with what a right answer is. `pnpm --filter @cld/api search-eval` scores them. Written from
 * how people ask, not from the parser's vocabulary: keep adding queries that fail rather than
 * removing them.
 */
export interface EvalQuery {
  q: string;
  /** A right lawyer practises one of these areas. */
  area?: PracticeAreaSlug[];
  city?: string;
  province?: ProvinceCode;
  language?: string;
  /**
   * A practice detail the query names (issue 35): a right lawyer also states it (a flag's value is
   * "true"). Such a query's first page needs 9 right lawyers, or as many as it found.
   */
  detail?: { param: SearchFilterParam; value: string };
  /** A name query: the first result is this lawyer. */
  name?: string;
  /** A firm query: the first page is this firm's lawyers. */
  firm?: string;
  lang: 'en' | 'fr';
  misspelt?: boolean;
}

const fam: PracticeAreaSlug[] = ['family-law'];
const crim: PracticeAreaSlug[] = ['criminal-law'];
const wills: PracticeAreaSlug[] = ['wills-estates'];
const emp: PracticeAreaSlug[] = ['employment-law'];
const pi: PracticeAreaSlug[] = ['personal-injury'];
const re: PracticeAreaSlug[] = ['real-estate-law'];
const corp: PracticeAreaSlug[] = ['corporate-law'];
const ip: PracticeAreaSlug[] = ['intellectual-property'];
const imm: PracticeAreaSlug[] = ['immigration-law'];
const tax: PracticeAreaSlug[] = ['tax-law'];
const lit: PracticeAreaSlug[] = ['civil-litigation'];
const bk: PracticeAreaSlug[] = ['bankruptcy-insolvency'];
const hr: PracticeAreaSlug[] = ['human-rights-law'];

export const EVAL_QUERIES: EvalQuery[] = [
  // The examples.
  { q: 'divorce lawyer toronto', area: fam, city: 'Toronto', lang: 'en' },
  { q: 'criminal defense lawyer', area: crim, lang: 'en' },
  { q: 'car accident lawyer toronto', area: pi, city: 'Toronto', lang: 'en' },
  { q: 'DUI lawyer calgary', area: crim, city: 'Calgary', lang: 'en' },
  { q: 'criminal lawyer in saskatoon', area: crim, city: 'Saskatoon', lang: 'en' },
  { q: 'make a will in winnipeg', area: wills, city: 'Winnipeg', lang: 'en' },
  { q: 'fired from my job ottawa', area: emp, city: 'Ottawa', lang: 'en' },
  { q: 'famly lawyer torono', area: fam, city: 'Toronto', lang: 'en', misspelt: true },
  { q: 'estate lawyer victoria bc', area: wills, city: 'Victoria', lang: 'en' },
  { q: 'avocat criminel laval', area: crim, city: 'Laval', lang: 'fr' },
  { q: 'avocat droit du travail', area: emp, lang: 'fr' },
  {
    q: 'lawyer who speaks punjabi in brampton',
    city: 'Brampton',
    language: 'Punjabi',
    lang: 'en',
  },

  // English: a problem or a kind of lawyer, and a place.
  { q: 'child custody lawyer mississauga', area: fam, city: 'Mississauga', lang: 'en' },
  { q: 'separation agreement hamilton', area: fam, city: 'Hamilton', lang: 'en' },
  { q: 'spousal support lawyer edmonton', area: fam, city: 'Edmonton', lang: 'en' },
  { q: 'need a divorce vancouver', area: fam, city: 'Vancouver', lang: 'en' },
  { q: 'impaired driving lawyer edmonton', area: crim, city: 'Edmonton', lang: 'en' },
  { q: 'arrested need bail lawyer winnipeg', area: crim, city: 'Winnipeg', lang: 'en' },
  { q: 'assault charge lawyer surrey', area: crim, city: 'Surrey', lang: 'en' },
  { q: 'criminal defence toronto', area: crim, city: 'Toronto', lang: 'en' },
  { q: 'probate lawyer halifax', area: wills, city: 'Halifax', lang: 'en' },
  { q: 'power of attorney lawyer london ontario', area: wills, city: 'London', lang: 'en' },
  { q: 'estate planning vancouver', area: wills, city: 'Vancouver', lang: 'en' },
  { q: 'executor of estate help calgary', area: wills, city: 'Calgary', lang: 'en' },
  { q: 'wrongful dismissal lawyer toronto', area: emp, city: 'Toronto', lang: 'en' },
  { q: 'severance package review vancouver', area: emp, city: 'Vancouver', lang: 'en' },
  { q: 'harassment at work lawyer calgary', area: emp, city: 'Calgary', lang: 'en' },
  { q: 'laid off without notice edmonton', area: emp, city: 'Edmonton', lang: 'en' },
  { q: 'slip and fall lawyer hamilton', area: pi, city: 'Hamilton', lang: 'en' },
  { q: 'personal injury lawyer mississauga', area: pi, city: 'Mississauga', lang: 'en' },
  { q: 'injured in a car crash brampton', area: pi, city: 'Brampton', lang: 'en' },
  { q: 'dog bite injury lawyer kitchener', area: pi, city: 'Kitchener', lang: 'en' },
  { q: 'medical malpractice lawyer winnipeg', area: pi, city: 'Winnipeg', lang: 'en' },
  { q: 'house closing lawyer markham', area: re, city: 'Markham', lang: 'en' },
  { q: 'buying a house lawyer ottawa', area: re, city: 'Ottawa', lang: 'en' },
  { q: 'real estate lawyer surrey bc', area: re, city: 'Surrey', lang: 'en' },
  { q: 'condo purchase lawyer toronto', area: re, city: 'Toronto', lang: 'en' },
  { q: 'landlord tenant dispute lawyer halifax', area: re, city: 'Halifax', lang: 'en' },
  { q: 'incorporate my business calgary', area: corp, city: 'Calgary', lang: 'en' },
  { q: 'start a business lawyer toronto', area: corp, city: 'Toronto', lang: 'en' },
  { q: 'shareholder agreement lawyer vancouver', area: corp, city: 'Vancouver', lang: 'en' },
  { q: 'trademark lawyer toronto', area: ip, city: 'Toronto', lang: 'en' },
  { q: 'patent lawyer ottawa', area: ip, city: 'Ottawa', lang: 'en' },
  { q: 'copyright infringement lawyer', area: ip, lang: 'en' },
  { q: 'work permit lawyer vancouver', area: imm, city: 'Vancouver', lang: 'en' },
  { q: 'refugee claim lawyer toronto', area: imm, city: 'Toronto', lang: 'en' },
  { q: 'permanent residence application help calgary', area: imm, city: 'Calgary', lang: 'en' },
  { q: 'spousal sponsorship lawyer brampton', area: imm, city: 'Brampton', lang: 'en' },
  { q: 'visa lawyer mississauga', area: imm, city: 'Mississauga', lang: 'en' },
  { q: 'tax lawyer cra audit toronto', area: tax, city: 'Toronto', lang: 'en' },
  { q: 'lawsuit lawyer edmonton', area: lit, city: 'Edmonton', lang: 'en' },
  { q: 'small claims court help ottawa', area: lit, city: 'Ottawa', lang: 'en' },
  { q: 'sue my contractor winnipeg', area: lit, city: 'Winnipeg', lang: 'en' },
  { q: 'bankruptcy lawyer toronto', area: bk, city: 'Toronto', lang: 'en' },
  { q: 'consumer proposal debt help', area: bk, lang: 'en' },
  { q: 'discrimination at work human rights lawyer', area: [...hr, ...emp], lang: 'en' },
  { q: 'human rights lawyer toronto', area: hr, city: 'Toronto', lang: 'en' },
  { q: 'immigration lawyer niagara falls', area: imm, city: 'Niagara Falls', lang: 'en' },
  { q: 'family lawyer richmond hill', area: fam, city: 'Richmond Hill', lang: 'en' },
  { q: 'wills lawyer st catharines', area: wills, city: 'St. Catharines', lang: 'en' },
  { q: 'criminal lawyer quebec city', area: crim, city: 'Quebec City', lang: 'en' },
  { q: 'real estate lawyer st. john’s newfoundland', area: re, city: "St. John's", lang: 'en' },
  { q: 'employment lawyer kitchener waterloo', area: emp, city: 'Kitchener', lang: 'en' },
  { q: 'family lawyer near me in surrey', area: fam, city: 'Surrey', lang: 'en' },
  { q: 'best divorce attorney in calgary', area: fam, city: 'Calgary', lang: 'en' },
  { q: 'cheap will lawyer regina', area: wills, city: 'Regina', lang: 'en' },
  { q: 'lawyer for my dui in regina sk', area: crim, city: 'Regina', lang: 'en' },
  { q: 'whitehorse family lawyer', area: fam, city: 'Whitehorse', lang: 'en' },

  // English: a province.
  { q: 'family lawyer bc', area: fam, province: 'BC', lang: 'en' },
  { q: 'criminal lawyer nova scotia', area: crim, province: 'NS', lang: 'en' },
  { q: 'immigration lawyer alberta', area: imm, province: 'AB', lang: 'en' },
  { q: 'real estate lawyer pei', area: re, province: 'PE', lang: 'en' },
  { q: 'wills lawyer new brunswick', area: wills, province: 'NB', lang: 'en' },
  { q: 'employment lawyer manitoba', area: emp, province: 'MB', lang: 'en' },
  { q: 'personal injury lawyer saskatchewan', area: pi, province: 'SK', lang: 'en' },
  { q: 'lawyer in the nwt', province: 'NT', lang: 'en' },
  { q: 'family lawyer yukon', area: fam, province: 'YT', lang: 'en' },
  { q: 'corporate lawyer ontario', area: corp, province: 'ON', lang: 'en' },

  // English: misspelt.
  { q: 'divorse lawyer calgary', area: fam, city: 'Calgary', lang: 'en', misspelt: true },
  { q: 'criminal lawyer edmonten', area: crim, city: 'Edmonton', lang: 'en', misspelt: true },
  { q: 'immigartion lawyer vancouver', area: imm, city: 'Vancouver', lang: 'en', misspelt: true },
  { q: 'real estat lawyer mississuaga', area: re, city: 'Mississauga', lang: 'en', misspelt: true },
  { q: 'personal injurey lawyer toronto', area: pi, city: 'Toronto', lang: 'en', misspelt: true },
  { q: 'employement lawyer ottawa', area: emp, city: 'Ottawa', lang: 'en', misspelt: true },
  { q: 'bankrupcy lawyer winnipeg', area: bk, city: 'Winnipeg', lang: 'en', misspelt: true },
  { q: 'trademakr lawyer toronto', area: ip, city: 'Toronto', lang: 'en', misspelt: true },
  { q: 'probate lawyre halifax', area: wills, city: 'Halifax', lang: 'en', misspelt: true },
  { q: 'custdoy lawyer hamilton', area: fam, city: 'Hamilton', lang: 'en', misspelt: true },
  { q: 'family lawyer vancover', area: fam, city: 'Vancouver', lang: 'en', misspelt: true },
  { q: 'criminal lawer montreal', area: crim, city: 'Montréal', lang: 'en', misspelt: true },
  { q: 'acident lawyer brampton', area: pi, city: 'Brampton', lang: 'en', misspelt: true },

  // English: languages.
  { q: 'mandarin speaking lawyer vancouver', city: 'Vancouver', language: 'Mandarin', lang: 'en' },
  { q: 'Cantonese-speaking immigration lawyer', area: imm, language: 'Cantonese', lang: 'en' },
  { q: 'lawyer who speaks spanish toronto', city: 'Toronto', language: 'Spanish', lang: 'en' },
  {
    q: 'french speaking family lawyer ottawa',
    area: fam,
    city: 'Ottawa',
    language: 'French',
    lang: 'en',
  },
  { q: 'arabic speaking lawyer montreal', city: 'Montréal', language: 'Arabic', lang: 'en' },
  { q: 'farsi lawyer toronto', city: 'Toronto', language: 'Farsi', lang: 'en' },
  { q: 'punjabi family lawyer surrey', area: fam, city: 'Surrey', language: 'Punjabi', lang: 'en' },
  { q: 'hindi speaking lawyer brampton', city: 'Brampton', language: 'Hindi', lang: 'en' },
  { q: 'tagalog lawyer winnipeg', city: 'Winnipeg', language: 'Tagalog', lang: 'en' },
  { q: 'urdu speaking lawyer mississauga', city: 'Mississauga', language: 'Urdu', lang: 'en' },
  { q: 'portuguese lawyer toronto', city: 'Toronto', language: 'Portuguese', lang: 'en' },
  { q: 'chinese speaking real estate lawyer', area: re, language: 'Mandarin', lang: 'en' },

  // French.
  { q: 'avocat divorce montréal', area: fam, city: 'Montréal', lang: 'fr' },
  { q: 'avocate en droit de la famille à québec', area: fam, city: 'Quebec City', lang: 'fr' },
  { q: 'garde des enfants avocat laval', area: fam, city: 'Laval', lang: 'fr' },
  { q: 'pension alimentaire gatineau', area: fam, city: 'Gatineau', lang: 'fr' },
  { q: 'séparation avocat longueuil', area: fam, city: 'Longueuil', lang: 'fr' },
  { q: 'avocat criminel montréal', area: crim, city: 'Montréal', lang: 'fr' },
  { q: 'alcool au volant avocat québec', area: crim, province: 'QC', lang: 'fr' },
  { q: 'arrêté par la police besoin d’un avocat', area: crim, lang: 'fr' },
  { q: 'avocat en droit criminel sherbrooke', area: crim, city: 'Sherbrooke', lang: 'fr' },
  { q: 'facultés affaiblies avocat laval', area: crim, city: 'Laval', lang: 'fr' },
  { q: 'testament notaire montréal', area: [...wills, ...re], city: 'Montréal', lang: 'fr' },
  { q: 'succession avocat québec', area: wills, province: 'QC', lang: 'fr' },
  { q: 'faire un testament à gatineau', area: wills, city: 'Gatineau', lang: 'fr' },
  { q: 'liquidateur succession avocat longueuil', area: wills, city: 'Longueuil', lang: 'fr' },
  { q: 'mandat de protection avocat', area: wills, lang: 'fr' },
  { q: 'congédiement injustifié montréal', area: emp, city: 'Montréal', lang: 'fr' },
  { q: 'avocat droit du travail québec', area: emp, province: 'QC', lang: 'fr' },
  { q: 'harcèlement au travail avocat laval', area: emp, city: 'Laval', lang: 'fr' },
  { q: 'licenciement avocat saguenay', area: emp, city: 'Saguenay', lang: 'fr' },
  { q: 'accident de voiture avocat montréal', area: pi, city: 'Montréal', lang: 'fr' },
  { q: 'avocat accident longueuil', area: pi, city: 'Longueuil', lang: 'fr' },
  { q: 'blessure corporelle avocat québec', area: pi, province: 'QC', lang: 'fr' },
  { q: 'achat maison avocat gatineau', area: re, city: 'Gatineau', lang: 'fr' },
  { q: 'droit immobilier montréal', area: re, city: 'Montréal', lang: 'fr' },
  { q: 'vice caché maison avocat', area: re, lang: 'fr' },
  { q: 'avocat immigration montréal', area: imm, city: 'Montréal', lang: 'fr' },
  { q: 'permis de travail avocat québec', area: imm, province: 'QC', lang: 'fr' },
  { q: 'résidence permanente avocat laval', area: imm, city: 'Laval', lang: 'fr' },
  { q: 'demande d’asile avocat', area: imm, lang: 'fr' },
  { q: 'parrainage conjoint avocat montréal', area: imm, city: 'Montréal', lang: 'fr' },
  { q: 'avocat droit des affaires montréal', area: corp, city: 'Montréal', lang: 'fr' },
  { q: 'démarrer une entreprise avocat québec', area: corp, province: 'QC', lang: 'fr' },
  { q: 'convention entre actionnaires avocat', area: corp, lang: 'fr' },
  { q: 'marque de commerce avocat montréal', area: ip, city: 'Montréal', lang: 'fr' },
  { q: 'brevet avocat', area: ip, lang: 'fr' },
  { q: 'faillite avocat montréal', area: bk, city: 'Montréal', lang: 'fr' },
  { q: 'avocat fiscalité montréal', area: tax, city: 'Montréal', lang: 'fr' },
  { q: 'poursuite civile avocat québec', area: lit, province: 'QC', lang: 'fr' },
  { q: 'petites créances avocat sherbrooke', area: lit, city: 'Sherbrooke', lang: 'fr' },
  { q: 'discrimination avocat droits de la personne', area: hr, lang: 'fr' },
  { q: 'avocat en français à moncton', city: 'Moncton', language: 'French', lang: 'fr' },
  { q: 'avocat francophone ottawa', city: 'Ottawa', language: 'French', lang: 'fr' },
  { q: 'avocat qui parle français à toronto', city: 'Toronto', language: 'French', lang: 'fr' },
  { q: 'avocat qui parle arabe montréal', city: 'Montréal', language: 'Arabic', lang: 'fr' },
  { q: 'avocat espagnol montréal', city: 'Montréal', language: 'Spanish', lang: 'fr' },
  { q: 'avocat famille colombie-britannique', area: fam, province: 'BC', lang: 'fr' },
  { q: 'avocat criminel nouveau-brunswick', area: crim, province: 'NB', lang: 'fr' },
  { q: 'avocat immigration ontario', area: imm, province: 'ON', lang: 'fr' },
  { q: 'avocat à trois-rivières', city: 'Trois-Rivières', lang: 'fr' },
  { q: 'avocat à saint-jean-sur-richelieu', city: 'Saint-Jean-sur-Richelieu', lang: 'fr' },
  { q: 'avocat divorce lévis', area: fam, city: 'Lévis', lang: 'fr' },
  { q: 'avocat succession terrebonne', area: wills, city: 'Terrebonne', lang: 'fr' },
  { q: 'avocat famille drummondville', area: fam, city: 'Drummondville', lang: 'fr' },
  // French, misspelt or without accents.
  { q: 'avocat divorse montreal', area: fam, city: 'Montréal', lang: 'fr', misspelt: true },
  { q: 'avocat crimminel laval', area: crim, city: 'Laval', lang: 'fr', misspelt: true },
  { q: 'avocat immigraton quebec', area: imm, province: 'QC', lang: 'fr', misspelt: true },
  { q: 'testamant gatineau', area: wills, city: 'Gatineau', lang: 'fr', misspelt: true },
  { q: 'congediment montreal', area: emp, city: 'Montréal', lang: 'fr', misspelt: true },
  { q: 'avocat droit du travial', area: emp, lang: 'fr', misspelt: true },
  { q: 'avocat famile sherbrooke', area: fam, city: 'Sherbrooke', lang: 'fr', misspelt: true },
  { q: 'accdient voiture avocat laval', area: pi, city: 'Laval', lang: 'fr', misspelt: true },

  // Practice details named beside an area and a place (issue 35), in both languages.
  ...(
    [
      [
        'family lawyer toronto free consultation',
        fam,
        'Toronto',
        'offers',
        'free-consultation',
        'en',
      ],
      [
        'avocat famille montréal consultation gratuite',
        fam,
        'Montréal',
        'offers',
        'free-consultation',
        'fr',
      ],
      ['pro bono immigration lawyer vancouver', imm, 'Vancouver', 'funding', 'pro-bono', 'en'],
      ['avocat immigration pro bono montréal', imm, 'Montréal', 'funding', 'pro-bono', 'fr'],
      ['criminal lawyer winnipeg legal aid', crim, 'Winnipeg', 'funding', 'legal-aid', 'en'],
      ['avocat criminel aide juridique laval', crim, 'Laval', 'funding', 'legal-aid', 'fr'],
      ['flat fee wills lawyer calgary', wills, 'Calgary', 'offers', 'flat-fees', 'en'],
      ['testament à prix forfaitaire sherbrooke', wills, 'Sherbrooke', 'offers', 'flat-fees', 'fr'],
      ['employment lawyer ottawa by video', emp, 'Ottawa', 'meeting', 'video', 'en'],
      ['avocat droit du travail en ligne gatineau', emp, 'Gatineau', 'meeting', 'video', 'fr'],
      ['wheelchair accessible family lawyer halifax', fam, 'Halifax', 'stepFree', 'true', 'en'],
      [
        'avocat famille accessible en fauteuil roulant sherbrooke',
        fam,
        'Sherbrooke',
        'stepFree',
        'true',
        'fr',
      ],
      [
        'weekend appointments divorce lawyer edmonton',
        fam,
        'Edmonton',
        'eveningsWeekends',
        'true',
        'en',
      ],
      [
        'avocat divorce rendez-vous en soirée longueuil',
        fam,
        'Longueuil',
        'eveningsWeekends',
        'true',
        'fr',
      ],
      [
        'real estate lawyer mississauga evening appointments',
        re,
        'Mississauga',
        'eveningsWeekends',
        'true',
        'en',
      ],
      [
        'personal injury lawyer hamilton free consultation',
        pi,
        'Hamilton',
        'offers',
        'free-consultation',
        'en',
      ],
    ] as const
  ).map(([q, area, city, param, value, lang]) => ({
    q,
    area: [...area],
    city,
    detail: { param, value },
    lang,
  })),

  // Names and firms of the demo directory.
  { q: 'John Nielsen', name: 'John Nielsen', lang: 'en' },
  { q: 'Benoît Fournier', name: 'Benoît Fournier', lang: 'fr' },
  { q: 'benoit fournier', name: 'Benoît Fournier', lang: 'fr' },
  { q: 'Ashley Hamilton', name: 'Ashley Hamilton', lang: 'en' },
  { q: 'Omer Baig', name: 'Omer Baig', lang: 'en' },
  { q: 'Kian Tehrani', name: 'Kian Tehrani', lang: 'en' },
  { q: 'Yves Bélanger', name: 'Yves Bélanger', lang: 'fr' },
  { q: 'Alison Wozniak', name: 'Alison Wozniak', lang: 'en' },
  { q: 'Philippe Babineau', name: 'Philippe Babineau', lang: 'fr' },
  { q: 'Jasleen Chahal', name: 'Jasleen Chahal', lang: 'en' },
  { q: 'Normand St-Pierre', name: 'Normand St-Pierre', lang: 'fr' },
  { q: 'Shannon De Vries', name: 'Shannon De Vries', lang: 'en' },
  { q: 'Jasleen Chahl', name: 'Jasleen Chahal', lang: 'en', misspelt: true },
  { q: 'Alison Wozniack', name: 'Alison Wozniak', lang: 'en', misspelt: true },
  { q: 'Toronto Personal Injury Lawyers', firm: 'Toronto Personal Injury Lawyers', lang: 'en' },
  { q: 'Toronto Family Law Group', firm: 'Toronto Family Law Group', lang: 'en' },
  {
    q: 'Stevens Legal Professional Corporation',
    firm: 'Stevens Legal Professional Corporation',
    lang: 'en',
  },
  { q: 'Lalonde-Lefebvre Avocats inc.', firm: 'Lalonde-Lefebvre Avocats inc.', lang: 'fr' },
  { q: 'Gallant Robinson LLP', firm: 'Gallant Robinson LLP', lang: 'en' },
];
