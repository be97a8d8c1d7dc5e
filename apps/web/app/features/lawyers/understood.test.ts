import type { SearchInterpretation, SearchSuggestion } from '@cld/contract/lawyers';
import { describe, expect, it } from 'vitest';
import { withoutChip, withoutWords } from './chip-removal.ts';
import { suggestionQuery } from './suggestion-query.ts';
import type { SearchParts } from './queries.ts';
import { currentInterpretation, searchChips } from './understood.ts';

const NO_FILTERS: SearchParts = {
  search: '',
  practiceAreas: [],
  province: '',
  city: '',
  languages: [],
  location: '',
  experience: 0,
  verified: false,
};

const PROVINCES: Record<string, string> = { ON: 'Ontario', BC: 'British Columbia' };
const provinceName = (code: string) => PROVINCES[code] ?? code;

/** "Divorce lawyer who speaks Punjabi in Brampton smith" as the API reads it. */
const BRAMPTON: SearchInterpretation = {
  query: 'Divorce lawyer who speaks Punjabi in Brampton smith',
  practiceAreas: [{ slug: 'family-law', name: 'Family Law', matched: ['Divorce'] }],
  city: { name: 'Brampton', province: 'ON', matched: ['Brampton'] },
  province: null,
  languages: [{ name: 'Punjabi', matched: ['speaks', 'Punjabi'] }],
  details: [],
  freeText: 'smith',
  ignored: ['lawyer', 'who', 'in'],
};

const chipsOf = (parts: SearchParts, interpretation: SearchInterpretation | null = null) =>
  searchChips(parts, interpretation, provinceName);

describe('withoutWords', () => {
  it('removes each matched word once, ignoring accents and case', () => {
    expect(withoutWords('avocat criminel à Montréal', ['montreal'])).toBe('avocat criminel à');
    expect(withoutWords('Family family law', ['family'])).toBe('family law');
  });

  it('removes a multi-word place only where all its words are', () => {
    expect(withoutWords('notary Quebec City', ['quebec', 'city'])).toBe('notary');
    expect(withoutWords('lawyer saint-jean-sur-richelieu', ['Saint-Jean-sur-Richelieu'])).toBe(
      'lawyer',
    );
    expect(
      withoutWords('lawyer Saint-Jean-sur-Richelieu', ['saint', 'jean', 'sur', 'richelieu']),
    ).toBe('lawyer');
  });

  it('removes a matched phrase word by word ("à Québec" read as Quebec City)', () => {
    expect(withoutWords('avocat criminel à Québec', ['à Québec'])).toBe('avocat criminel');
    expect(withoutWords('lawyer who speaks Punjabi', ['speaks Punjabi'])).toBe('lawyer who');
  });

  it('removes a word written with an elision or punctuation around it', () => {
    expect(withoutWords("avocat d'immigration Laval", ['immigration'])).toBe('avocat Laval');
    expect(withoutWords('divorce, toronto!', ['toronto'])).toBe('divorce,');
  });

  it('leaves nothing when only filler would be left', () => {
    expect(withoutWords('divorce lawyer in', ['divorce'], ['lawyer', 'in'])).toBe('');
    expect(withoutWords('divorce lawyer in smith', ['divorce'], ['lawyer', 'in'])).toBe(
      'lawyer in smith',
    );
  });

  it('keeps the text as it was when no word matches', () => {
    expect(withoutWords('  tax   law ', ['divorce'])).toBe('tax law');
  });
});

describe('currentInterpretation', () => {
  it('belongs to its own text only (not the previous answer still on screen)', () => {
    expect(currentInterpretation(BRAMPTON.query, BRAMPTON)).toBe(BRAMPTON);
    expect(
      currentInterpretation(' divorce  LAWYER who speaks punjabi in brampton smith', BRAMPTON),
    ).toBe(BRAMPTON);
    expect(currentInterpretation('divorce', BRAMPTON)).toBeNull();
    expect(currentInterpretation('', BRAMPTON)).toBeNull();
    expect(currentInterpretation('divorce', null)).toBeNull();
  });
});

describe('searchChips', () => {
  it('shows what the text said: area, place, language, then the free text', () => {
    const chips = chipsOf({ ...NO_FILTERS, search: BRAMPTON.query }, BRAMPTON);
    expect(
      chips.map(({ kind, value, words, explicit }) => ({ kind, value, words, explicit })),
    ).toEqual([
      { kind: 'practiceArea', value: 'Family Law', words: ['Divorce'], explicit: false },
      { kind: 'city', value: 'Brampton', words: ['Brampton'], explicit: false },
      { kind: 'language', value: 'Punjabi', words: ['speaks', 'Punjabi'], explicit: false },
      { kind: 'text', value: 'smith', words: ['smith'], explicit: false },
    ]);
  });

  it('shows explicit filters, merged with the same thing said in words', () => {
    const chips = chipsOf(
      {
        ...NO_FILTERS,
        search: BRAMPTON.query,
        practiceAreas: ['Family Law', 'Tax Law'],
        province: 'ON',
        languages: ['French'],
        experience: 5,
        verified: true,
      },
      BRAMPTON,
    );
    expect(chips.map((chip) => `${chip.kind}:${chip.value}:${chip.explicit}`)).toEqual([
      'practiceArea:Family Law:true',
      'practiceArea:Tax Law:true',
      'city:Brampton:false',
      'province:Ontario:true',
      'language:French:true',
      'language:Punjabi:false',
      'text:smith:false',
      'experience:5:true',
      'verified::true',
    ]);
    expect(chips[0]!.words).toEqual(['Divorce']);
  });

  it('names an understood province from its code, in the page’s language, merged with its filter', () => {
    const french = (code: string) => ({ QC: 'Québec' })[code] ?? code;
    const quebec: SearchInterpretation = {
      ...BRAMPTON,
      query: 'avocat quebec',
      practiceAreas: [],
      city: null,
      languages: [],
      freeText: null,
      province: { code: 'QC', name: 'Quebec', matched: ['quebec'] },
    };
    const chips = searchChips(
      { ...NO_FILTERS, search: quebec.query, province: 'QC' },
      quebec,
      french,
    );
    expect(chips.map((chip) => `${chip.kind}:${chip.value}:${chip.explicit}`)).toEqual([
      'province:Québec:true',
    ]);
    expect(chips[0]!.words).toEqual(['quebec']);
  });

  it('shows the whole text until its interpretation arrives, and nothing for no search', () => {
    expect(chipsOf({ ...NO_FILTERS, search: ' divorce toronto ' })).toMatchObject([
      { kind: 'text', value: 'divorce toronto' },
    ]);
    expect(chipsOf(NO_FILTERS)).toEqual([]);
  });

  it('shows a city only with its province, and a free-text location', () => {
    expect(chipsOf({ ...NO_FILTERS, city: 'Ottawa' })).toEqual([]);
    expect(
      chipsOf({ ...NO_FILTERS, province: 'ON', city: 'Ottawa', location: 'Kanata' }).map(
        (chip) => chip.value,
      ),
    ).toEqual(['Ottawa', 'Ontario', 'Kanata']);
  });
});

describe('withoutChip', () => {
  const parts = { ...NO_FILTERS, search: BRAMPTON.query };
  const chips = chipsOf(parts, BRAMPTON);
  const chip = (value: string) => chips.find((candidate) => candidate.value === value)!;

  it('removes the words a chip came from, and only those', () => {
    expect(withoutChip(parts, chip('Brampton'), BRAMPTON).search).toBe(
      'Divorce lawyer who speaks Punjabi in smith',
    );
    expect(withoutChip(parts, chip('Punjabi'), BRAMPTON).search).toBe(
      'Divorce lawyer who in Brampton smith',
    );
    expect(withoutChip(parts, chip('smith'), BRAMPTON).search).toBe(
      'Divorce lawyer who speaks Punjabi in Brampton',
    );
  });

  it('removes the explicit filter too when that is where the chip came from', () => {
    const explicit = { ...parts, practiceAreas: ['Family Law'], languages: ['French'] };
    const explicitChips = chipsOf(explicit, BRAMPTON);
    const family = explicitChips.find((candidate) => candidate.value === 'Family Law')!;
    expect(withoutChip(explicit, family, BRAMPTON)).toMatchObject({
      practiceAreas: [],
      search: 'lawyer who speaks Punjabi in Brampton smith',
    });
    const french = explicitChips.find((candidate) => candidate.value === 'French')!;
    expect(withoutChip(explicit, french, BRAMPTON)).toMatchObject({
      languages: [],
      search: BRAMPTON.query,
    });
  });

  it('forgets the city with its province, and clears experience, verified and location', () => {
    const filters: SearchParts = {
      ...NO_FILTERS,
      province: 'ON',
      city: 'Ottawa',
      location: 'Kanata',
      experience: 5,
      verified: true,
    };
    const [city, province, location, experience, verified] = chipsOf(filters);
    expect(withoutChip(filters, city!, null)).toMatchObject({ province: 'ON', city: '' });
    expect(withoutChip(filters, province!, null)).toMatchObject({ province: '', city: '' });
    expect(withoutChip(filters, location!, null).location).toBe('');
    expect(withoutChip(filters, experience!, null).experience).toBe(0);
    expect(withoutChip(filters, verified!, null).verified).toBe(false);
  });

  it('clears the whole text when it has not been interpreted yet', () => {
    const raw = { ...NO_FILTERS, search: 'divorce toronto' };
    const [text] = chipsOf(raw);
    expect(withoutChip(raw, text!, null).search).toBe('');
  });
});

describe('suggestionQuery', () => {
  it('writes a suggestion as a browse query, lists comma-separated', () => {
    const suggestion: SearchSuggestion = {
      kind: 'nearby-city',
      label: { city: 'Mississauga', distanceKm: 18 },
      params: { practiceAreas: ['family-law'], province: 'ON', city: 'Mississauga', search: '' },
      total: 42,
    };
    expect(suggestionQuery(suggestion)).toBe(
      'practiceAreas=family-law&province=ON&city=Mississauga',
    );
  });
});
