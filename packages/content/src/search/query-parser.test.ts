import { describe, expect, it } from 'vitest';
import { loadCities } from '../cities.server.ts';
import { LANGUAGES } from '@cld/reference/languages';
import { PRACTICE_AREAS } from '../practice-areas.ts';
import { PROVINCES } from '../provinces.ts';
import {
  CITY_ALIASES,
  CITY_NAMES_NOT_PLACES,
  FILLER_WORDS,
  LANGUAGE_VOCABULARY,
  PRACTICE_AREA_VOCABULARY,
  PROVINCE_ABBREVIATIONS,
} from '../search-vocabulary.ts';
import { boundedEditDistance } from './edit-distance.ts';
import { createQueryParser, tokenize } from './query-parser.ts';

const cities = loadCities();
const parser = createQueryParser({ cities });
const parse = (text: string) => parser.parse(text);
const areas = (text: string) => parse(text).practiceAreas.map((a) => a.slug);
const place = (text: string) => {
  const { city, province } = parse(text);
  return { city: city && `${city.name}, ${city.province}`, province: province?.code ?? null };
};

describe('boundedEditDistance', () => {
  it.each([
    ['family', 'family', 2, 0],
    ['famly', 'family', 2, 1],
    ['fmaily', 'family', 2, 1],
    ['toronot', 'toronto', 2, 1],
    ['immigartion', 'immigration', 2, 1],
    ['kitten', 'sitting', 3, 3],
    ['abc', 'xyz', 1, 2],
    ['short', 'muchlongerword', 2, 3],
  ])('%s → %s (max %i) = %i', (a, b, max, expected) => {
    expect(boundedEditDistance(a, b, max)).toBe(expected);
  });
});

describe('tokenize', () => {
  it('splits French elisions and keeps abbreviations with dots whole', () => {
    expect(tokenize("l'avocat d'immigration B.C. St. John's").map((t) => t.word)).toEqual([
      'l',
      'avocat',
      'd',
      'immigration',
      'bc',
      'saint',
      'johns',
    ]);
  });

  it('keeps where each word was typed', () => {
    const [first, second] = tokenize('  Hello  Québec');
    expect(first).toMatchObject({ text: 'Hello', start: 2, end: 7 });
    expect(second).toMatchObject({ text: 'Québec', word: 'quebec', start: 9, end: 15 });
  });
});

describe('query parser: the issue’s examples', () => {
  it.each([
    ['divorce lawyer toronto', ['family-law'], 'Toronto, ON', null, []],
    ['criminal defense lawyer', ['criminal-law'], null, null, []],
    ['car accident lawyer toronto', ['personal-injury'], 'Toronto, ON', null, []],
    ['DUI lawyer calgary', ['criminal-law'], 'Calgary, AB', null, []],
    ['criminal lawyer in saskatoon', ['criminal-law'], 'Saskatoon, SK', null, []],
    ['make a will in winnipeg', ['wills-estates'], 'Winnipeg, MB', null, []],
    ['fired from my job ottawa', ['employment-law'], 'Ottawa, ON', null, []],
    ['famly lawyer torono', ['family-law'], 'Toronto, ON', null, []],
    ['estate lawyer victoria bc', ['wills-estates'], 'Victoria, BC', 'BC', []],
    ['avocat criminel laval', ['criminal-law'], 'Laval, QC', null, []],
    ['avocat droit du travail', ['employment-law'], null, null, []],
    ['lawyer who speaks punjabi in brampton', [], 'Brampton, ON', null, ['Punjabi']],
    ['avocat en français à Moncton', [], 'Moncton, NB', null, ['French']],
    ['Mandarin-speaking immigration lawyer', ['immigration-law'], null, null, ['Mandarin']],
    ['francophone family lawyer', ['family-law'], null, null, ['French']],
  ])('%s', (text, expectedAreas, city, province, languages) => {
    const parsed = parse(text);
    expect(parsed.practiceAreas.map((a) => a.slug)).toEqual(expectedAreas);
    expect(parsed.city && `${parsed.city.name}, ${parsed.city.province}`).toBe(city);
    expect(parsed.province?.code ?? null).toBe(province);
    expect(parsed.languages.map((l) => l.name)).toEqual(languages);
    expect(parsed.freeText).toBeNull();
  });

  it('reports the words behind each part as typed, and the filler it dropped', () => {
    expect(parse('Lawyer who speaks Punjabi in Brampton')).toEqual({
      query: 'Lawyer who speaks Punjabi in Brampton',
      practiceAreas: [],
      city: { name: 'Brampton', province: 'ON', matched: ['Brampton'] },
      province: null,
      languages: [{ name: 'Punjabi', matched: ['Punjabi'] }],
      details: [],
      freeText: null,
      ignored: ['Lawyer', 'who', 'speaks', 'in'],
    });
    expect(parse('famly lawyer torono').practiceAreas).toEqual([
      { slug: 'family-law', name: 'Family Law', matched: ['famly'] },
    ]);
  });

  it('keeps what it does not understand as free text, as typed', () => {
    expect(parse('Marie Tremblay').freeText).toBe('Marie Tremblay');
    expect(parse('Tremblay divorce Montréal')).toMatchObject({
      freeText: 'Tremblay',
      city: { name: 'Montréal', province: 'QC' },
    });
  });
});

describe('query parser: every vocabulary entry', () => {
  const all = PRACTICE_AREA_VOCABULARY.flatMap(({ area, en, fr }) =>
    [...en, ...fr].map((term) => [term, area] as const),
  );
  it.each(all)('“%s” → %s', (term, area) => {
    expect(areas(term)).toEqual([area]);
    expect(areas(`${term.toUpperCase()} lawyer`)).toEqual([area]);
  });

  it('gives no term two practice areas', () => {
    const seen = new Map<string, string>();
    for (const [term, area] of all) {
      const key = tokenize(term.replace(/-/g, ' '))
        .map((t) => t.word)
        .join(' ');
      expect(seen.get(key) ?? area, term).toBe(area);
      seen.set(key, area);
    }
  });

  it.each(PRACTICE_AREAS.map((a) => [a.name, a.slug]))('area name “%s” → %s', (name, slug) => {
    expect(areas(name)).toEqual([slug]);
  });

  it.each(LANGUAGE_VOCABULARY.flatMap(({ language, terms }) => terms.map((t) => [t, language])))(
    'language “%s” → %s',
    (term, language) => {
      expect(parse(`lawyer who speaks ${term}`).languages.map((l) => l.name)).toEqual([language]);
    },
  );

  it('knows every language a profile may list', () => {
    for (const language of LANGUAGES) {
      expect(parse(`${language}-speaking lawyer`).languages.map((l) => l.name)).toEqual([language]);
    }
  });

  it.each([...FILLER_WORDS.en, ...FILLER_WORDS.fr])('filler “%s” is dropped', (word) => {
    const parsed = parse(word);
    expect(parsed.freeText).toBeNull();
    expect(parsed.practiceAreas).toEqual([]);
  });
});

describe('query parser: places', () => {
  it.each(PROVINCES.flatMap((p) => [p.name, p.nameFr, p.code].map((name) => [name, p.code])))(
    'province “%s” → %s',
    (name, code) => {
      expect(place(`lawyer ${name}`).province).toBe(code);
      expect(place(`lawyer ${name.toLowerCase()}`).province).toBe(
        // "ON" and "NU" are words in lower case.
        ['ON', 'NU'].includes(name) ? null : code,
      );
    },
  );

  it.each(
    Object.entries(PROVINCE_ABBREVIATIONS).flatMap(([code, list]) =>
      list.map((abbreviation) => [abbreviation, code]),
    ),
  )('abbreviation “%s” → %s', (abbreviation, code) => {
    // "on", "nu", "que" are words: a province only in capitals.
    const typed = ['que', 'qué', 'nu'].includes(abbreviation)
      ? abbreviation.toUpperCase()
      : abbreviation;
    expect(place(`family lawyer ${typed}`).province).toBe(code);
  });

  it('treats “on”, “nu” and “que” as words unless typed in capitals', () => {
    expect(place('lawyer on call').province).toBeNull();
    expect(place('avocat que je peux payer').province).toBeNull();
    expect(place('lawyer Windsor ON')).toEqual({ city: 'Windsor, ON', province: 'ON' });
    expect(place('lawyer Windsor on call')).toEqual({ city: 'Windsor, ON', province: null });
  });

  it.each(CITY_ALIASES.map((a) => [a.alias, `${a.city}, ${a.province}`]))(
    'city alias “%s” → %s',
    (alias, city) => {
      expect(place(`lawyer ${alias}`).city).toBe(city);
    },
  );

  it('finds every city of the reference data by its name, without accents and in any case', () => {
    const notPlaces = new Set(CITY_NAMES_NOT_PLACES);
    const provinceNames = new Set(PROVINCES.flatMap((p) => [p.name, p.nameFr, p.code]));
    let checked = 0;
    for (const city of cities) {
      const words = tokenize(city.name).map((t) => t.word);
      if (notPlaces.has(words.join(' ')) || provinceNames.has(city.name)) continue;
      for (const form of [city.name, city.nameAscii.toLowerCase(), city.name.toUpperCase()]) {
        const { city: found } = parse(`${form} ${city.province}`);
        // Same-named places in one province: the larger wins.
        const words = (name = '') => tokenize(name).map((t) => t.word);
        expect(words(found?.name), form).toEqual(words(city.name));
        expect(found?.province, form).toBe(city.province);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(1500);
  });

  it('lets a multi-word city win over its words', () => {
    expect(place('Quebec City')).toEqual({ city: 'Quebec City, QC', province: null });
    expect(place('quebec')).toEqual({ city: null, province: 'QC' });
    expect(place('Niagara Falls')).toEqual({ city: 'Niagara Falls, ON', province: null });
    expect(areas('Niagara Falls')).toEqual([]);
    expect(place('Saint-Jean-sur-Richelieu').city).toBe('Saint-Jean-sur-Richelieu, QC');
    expect(place('saint jean sur richelieu').city).toBe('Saint-Jean-sur-Richelieu, QC');
    expect(place('Richmond Hill').city).toBe('Richmond Hill, ON');
    expect(place('st catharines').city).toBe('St. Catharines, ON');
  });

  it('reads “à Québec” as the city and “au Québec” as the province, as French does', () => {
    expect(place('avocat de la famille à Québec')).toEqual({
      city: 'Quebec City, QC',
      province: null,
    });
    expect(place('avocat au Québec')).toEqual({ city: null, province: 'QC' });
    expect(place('need a quebec lawyer')).toEqual({ city: null, province: 'QC' });
  });

  it('picks the city of a shared name in the province named, else the larger', () => {
    expect(place('windsor').city).toBe('Windsor, ON');
    expect(place('windsor ns')).toEqual({ city: 'Windsor, NS', province: 'NS' });
  });

  it('keeps one place and reports a second one as ignored', () => {
    const parsed = parse('toronto or ottawa');
    expect(parsed.city?.name).toBe('Toronto');
    expect(parsed.ignored).toContain('ottawa');
  });

  it('tolerates typos in longer place names only', () => {
    expect(place('vancuover').city).toBe('Vancouver, BC');
    expect(place('edmonten').city).toBe('Edmonton, AB');
    expect(place('saskatchewn').province).toBe('SK');
    // Four letters: no typo allowed.
    expect(place('lavl').city).toBeNull();
  });
});

describe('query parser: names', () => {
  it('never reads a known given name or surname as a typo', () => {
    // Without the names, "Babineau" reads as a misspelt "Gatineau".
    expect(parse('Philippe Babineau').city?.name).toBe('Gatineau');
    const withNames = createQueryParser({ cities, names: ['Philippe', 'Babineau'] });
    expect(withNames.parse('Philippe Babineau')).toMatchObject({
      city: null,
      languages: [],
      freeText: 'Philippe Babineau',
    });
    // Typed exactly, a place is still a place.
    expect(withNames.parse('divorce gatineau').city?.name).toBe('Gatineau');
  });
});

describe('query parser: bad input', () => {
  it.each([
    '',
    '   ',
    '!!!???...',
    "'; drop table lawyers; --",
    '.*+?^${}()|[]\\',
    '😀😀😀',
    'Сергей Иванов toronto',
    '王律师 vancouver',
    'a'.repeat(10_000),
    'divorce '.repeat(2000),
  ])('answers quickly and sensibly for %j', (text) => {
    const started = performance.now();
    const parsed = parse(text);
    expect(performance.now() - started).toBeLessThan(200);
    expect(parsed.query).toBe(text.trim());
  });

  it('keeps other scripts as free text', () => {
    expect(parse('王律师 vancouver')).toMatchObject({
      freeText: '王律师',
      city: { name: 'Vancouver' },
    });
  });
});

describe('query parser: practice details (issue 35)', () => {
  const details = (text: string) =>
    parse(text).details.map(({ param, value }) => `${param}=${String(value)}`);

  it.each([
    ['family lawyer toronto free consultation', ['offers=free-consultation']],
    ['avocat famille montréal consultation gratuite', ['offers=free-consultation']],
    ['pro bono immigration lawyer vancouver', ['funding=pro-bono']],
    ['criminal lawyer winnipeg legal aid', ['funding=legal-aid']],
    ['avocat criminel aide juridique laval', ['funding=legal-aid']],
    ['employment lawyer by video ottawa', ['meeting=video']],
    ['avocat en ligne droit du travail', ['meeting=video']],
    ['flat fee wills lawyer calgary', ['offers=flat-fees']],
    ['testament forfait québec', ['offers=flat-fees']],
    ['wheelchair accessible family lawyer halifax', ['stepFree=true']],
    ['avocat accessible en fauteuil roulant sherbrooke', ['stepFree=true']],
    ['weekend appointments divorce lawyer', ['eveningsWeekends=true']],
    ['avocat divorce rendez-vous en soirée', ['eveningsWeekends=true']],
    ['family lawyer evenings video', ['eveningsWeekends=true', 'meeting=video']],
  ])('“%s” → %j', (text, expected) => {
    expect(details(text).sort()).toEqual([...expected].sort());
  });

  it('keeps the area and the place beside a detail, and drops no word of it as free text', () => {
    const parsed = parse('family lawyer toronto free consultation');
    expect(parsed.practiceAreas.map((area) => area.slug)).toEqual(['family-law']);
    expect(parsed.city?.name).toBe('Toronto');
    expect(parsed.freeText).toBeNull();
    expect(parsed.details[0]?.matched).toEqual(['free consultation']);
  });

  it('reads "free" alone as filler, not as a detail', () => {
    expect(details('free lawyer advice')).toEqual(['funding=pro-bono']);
    expect(details('cheap lawyer')).toEqual([]);
  });
});
