import type { LawyerSearchResult, SearchInterpretation } from '@cld/contract/lawyers';
import { describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { parseBrowseParams } from './browse-params.ts';
import { browseNoResultsCard } from './no-results-card.server.ts';

const CREE_IN_TORONTO = 'lawyer who speaks cree in toronto';

const interpretation: SearchInterpretation = {
  query: CREE_IN_TORONTO,
  practiceAreas: [],
  city: { name: 'Toronto', province: 'ON', matched: ['toronto'] },
  province: null,
  languages: [{ name: 'Cree', matched: ['speaks', 'cree'] }],
  details: [],
  freeText: null,
  ignored: ['lawyer', 'who', 'in'],
};

function answer(overrides: Partial<LawyerSearchResult> = {}): LawyerSearchResult {
  return { lawyers: [], total: 0, page: 1, pageSize: 12, ...overrides };
}

const stateOf = (query: string) => parseBrowseParams(new URLSearchParams(query));

describe('browseNoResultsCard', () => {
  it('writes nothing when the search found lawyers or did not answer', async () => {
    const state = stateOf('search=family');
    expect(await browseNoResultsCard(state, undefined, 'en')).toBeNull();
    expect(
      await browseNoResultsCard(state, answer({ lawyers: [makeLawyer()], total: 1 }), 'en'),
    ).toBeNull();
  });

  it('writes the card the page shows: the search as chips, the part that failed, the suggestions', async () => {
    const card = await browseNoResultsCard(
      stateOf(`search=${encodeURIComponent(CREE_IN_TORONTO)}`),
      answer({
        interpretation,
        suggestions: [
          {
            kind: 'without-language',
            label: { language: 'Cree' },
            params: { city: 'Toronto', province: 'ON' },
            total: 1204,
          },
        ],
      }),
      'en',
    );
    expect(card).toEqual({
      title: 'No lawyers found',
      body: 'No lawyer matches all of: Toronto · Cree.',
      culprit: 'No lawyer who matches the rest of your search lists Cree.',
      suggestionsTitle: 'Searches that find lawyers',
      suggestions: [
        {
          to: '/browse-lawyers?city=Toronto&province=ON',
          label: 'In any language, not only Cree',
          count: '1,204 lawyers',
        },
      ],
    });
  });

  it('names the filters when the API had nothing to suggest, and ignores a reading of other text', async () => {
    expect(
      await browseNoResultsCard(
        stateOf('province=NU&experience=25'),
        answer({ suggestions: [], interpretation }),
        'en',
      ),
    ).toEqual({
      title: 'No lawyers found',
      body: 'No lawyer matches all of: Nunavut · 25+ years experience.',
      culprit: null,
      suggestionsTitle: 'Searches that find lawyers',
      suggestions: [],
    });
  });
});

describe('browseNoResultsCard: distance and stated details (issue 20)', () => {
  it('names them in the search, and labels the wider radius and the search without them', async () => {
    const card = await browseNoResultsCard(
      stateOf('near=Laval%2C+QC&radius=10&offers=free-consultation&funding=legal-aid'),
      answer({
        centre: { name: 'Laval', province: 'QC', lat: 45.57, lng: -73.69, radiusKm: 10 },
        suggestions: [
          {
            kind: 'wider-radius',
            label: { radiusKm: 20 },
            params: { near: 'Laval, QC', radius: '20' },
            total: 3,
          },
          {
            kind: 'without-details',
            label: {},
            params: { near: 'Laval, QC', radius: '10' },
            total: 12,
          },
        ],
      }),
      'fr',
    );
    expect(card?.body).toBe(
      'Aucun avocat ne correspond à l’ensemble de ces critères\u00a0: À moins de 10\u00a0km de Laval (QC) · Consultation initiale gratuite · Accepte l’aide juridique.',
    );
    expect(card?.suggestions.map((suggestion) => suggestion.label)).toEqual([
      'Plus loin\u00a0: à moins de 20\u00a0km',
      'Sans les filtres de coût, de financement et de rencontre',
    ]);
  });
});
