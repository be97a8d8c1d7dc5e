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
