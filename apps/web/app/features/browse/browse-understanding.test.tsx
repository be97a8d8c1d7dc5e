// @vitest-environment jsdom
import type {
  LawyerSearchResult,
  SearchInterpretation,
  SearchSuggestion,
} from '@cld/contract/lawyers';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { server } from '../../../test/msw-server.ts';
import { renderAt } from '../../../test/render.tsx';
import type { NoResultsCard } from '../lawyers/index.ts';
import { BrowsePage } from './browse-page.tsx';
import { expectLinkTo } from '../../../test/links.ts';

/** The API's reading of a few words, as `GET /api/lawyers` returns it (the engine is tested in the API). */
function interpret(query: string, explicit: URLSearchParams): SearchInterpretation {
  const words = query.split(/\s+/).filter(Boolean);
  const has = (word: string) => words.filter((w) => w.toLowerCase() === word);
  const explicitAreas = explicit.get('practiceAreas') ?? '';
  const free = words.filter(
    (w) =>
      !['divorce', 'brampton', 'speaks', 'punjabi', 'lawyer', 'who', 'in'].includes(
        w.toLowerCase(),
      ),
  );
  return {
    query: query.trim(),
    practiceAreas:
      has('divorce').length > 0 && !explicitAreas.includes('Family Law')
        ? [{ slug: 'family-law', name: 'Family Law', matched: has('divorce') }]
        : [],
    city:
      has('brampton').length > 0
        ? { name: 'Brampton', province: 'ON', matched: has('brampton') }
        : null,
    province: null,
    languages:
      has('punjabi').length > 0 && !explicit.get('languages')
        ? [{ name: 'Punjabi', matched: [...has('speaks'), ...has('punjabi')] }]
        : [],
    details: [],
    freeText: free.length > 0 ? free.join(' ') : null,
    ignored: words.filter((w) => ['lawyer', 'who', 'in'].includes(w.toLowerCase())),
  };
}

const FACETS = [
  { name: 'English', count: 3000 },
  { name: 'Punjabi', count: 12 },
  { name: 'Hindi', count: 7 },
  { name: 'Cree', count: 0 },
];

/** Answers /api/lawyers like the API: the interpretation, facets when asked, suggestions at 0. */
const SUGGESTIONS: SearchSuggestion[] = [
  {
    kind: 'without-text',
    label: { text: 'zzz' },
    params: { practiceAreas: 'family-law', city: 'Brampton', province: 'ON', languages: 'Punjabi' },
    total: 14,
  },
  {
    kind: 'nearby-city',
    label: { city: 'Mississauga', province: 'ON', distanceKm: 18 },
    params: { search: 'divorce punjabi zzz', city: 'Mississauga', province: 'ON' },
    total: 9,
  },
];

function serveSearch({
  total = 3,
  suggestions = SUGGESTIONS,
}: { total?: number; suggestions?: SearchSuggestion[] } = {}) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/lawyers', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const search = params.get('search');
      const body: LawyerSearchResult = {
        lawyers: Array.from({ length: total }, (_, index) =>
          makeLawyer({ name: `Lawyer ${index + 1}`, languages: ['English', 'Punjabi'] }),
        ),
        total,
        page: 1,
        pageSize: 12,
        interpretation: search ? interpret(search, params) : null,
        suggestions: total > 0 ? [] : suggestions,
      };
      if (
        [...params.entries()].some(
          ([key, value]) => key.startsWith('facets') && value === 'languages',
        )
      ) {
        body.facets = { languages: FACETS };
      }
      return HttpResponse.json(body);
    }),
    http.get('*/api/cities', () => HttpResponse.json([{ city: 'Brampton', count: 4 }])),
  );
  return queries;
}

const renderBrowse = (url: string) =>
  renderAt({ url, path: '/browse-lawyers', Component: BrowsePage });

const location = () => screen.getByTestId('location').textContent;
const listOf = (params: URLSearchParams, name: string) =>
  [...params.entries()].filter(([key]) => key.startsWith(name)).map(([, value]) => value);

/** Waits for the "Your search:" chips to read `labels`, in order; answers their list. */
async function expectChips(labels: string[]) {
  const chips = await screen.findByRole('list', { name: 'Your search:' });
  await waitFor(() =>
    expect(
      within(chips)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(labels),
  );
  return chips;
}

describe('BrowsePage: what the search understood', () => {
  it('shows each understood part of the text as a chip, and the words left over', async () => {
    serveSearch();
    renderBrowse('/browse-lawyers?search=divorce+lawyer+who+speaks+punjabi+in+brampton+smith');

    const chips = await expectChips(['Family Law', 'Brampton', 'Punjabi', '“smith”']);
    expect(within(chips).getByRole('button', { name: 'Remove Punjabi' })).toBeInTheDocument();
  });

  it('removes a chip by removing its words from the search text', async () => {
    const queries = serveSearch();
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers?search=divorce+lawyer+who+speaks+punjabi+in+brampton&page=2');

    await user.click(await screen.findByRole('button', { name: 'Remove Brampton' }));
    await waitFor(() =>
      expect(location()).toBe('/browse-lawyers?search=divorce+lawyer+who+speaks+punjabi+in'),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove Punjabi' }));
    await waitFor(() => expect(location()).toBe('/browse-lawyers?search=divorce+lawyer+who+in'));
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('divorce lawyer who in'));
    // Only filler would be left: the search goes altogether.
    await user.click(await screen.findByRole('button', { name: 'Remove Family Law' }));
    await waitFor(() => expect(location()).toBe('/browse-lawyers'));
    expect(screen.queryByRole('list', { name: 'Your search:' })).not.toBeInTheDocument();
  });

  it('shows the filters set explicitly, and removing one clears the filter itself', async () => {
    const queries = serveSearch();
    const user = userEvent.setup();
    renderBrowse(
      '/browse-lawyers?practiceAreas=Family%20Law&languages=Punjabi&search=divorce+smith',
    );

    const chips = await expectChips(['Family Law', 'Punjabi', '“divorce smith”']);
    expect(listOf(queries.at(-1)!, 'languages')).toEqual(['Punjabi']);

    await user.click(within(chips).getByRole('button', { name: 'Remove Punjabi' }));
    await waitFor(() =>
      expect(location()).toBe('/browse-lawyers?search=divorce+smith&practiceAreas=Family+Law'),
    );
    await waitFor(() => expect(listOf(queries.at(-1)!, 'languages')).toEqual([]));
  });

  it('removes the whole text with its chip before the interpretation arrives', async () => {
    server.use(
      http.get('*/api/lawyers', () =>
        HttpResponse.json({ lawyers: [makeLawyer()], total: 1, page: 1, pageSize: 12 }),
      ),
      http.get('*/api/cities', () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers?search=tremblay&province=ON');
    await user.click(await screen.findByRole('button', { name: 'Remove “tremblay”' }));
    await waitFor(() => expect(location()).toBe('/browse-lawyers?province=ON'));
  });
});

describe('BrowsePage: the language filter', () => {
  it('lists the languages lawyers speak with their counts, and filters by them through the URL', async () => {
    const queries = serveSearch();
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers?province=ON');

    const group = await screen.findByRole('group', { name: 'Languages' });
    // The languages nobody speaks under the other filters (Cree here) are left out.
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    for (const name of ['English 3,000 lawyers', 'Punjabi 12 lawyers', 'Hindi 7 lawyers']) {
      expect(within(group).getByRole('checkbox', { name })).toBeInTheDocument();
    }
    // The count beside each name is written as the page's language writes numbers.
    expect(within(group).getByText('3,000')).toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: 'Hindi 7 lawyers' })).not.toBeChecked();
    // Every browse request asks for the counts.
    expect(listOf(queries.at(-1)!, 'facets')).toEqual(['languages', 'practiceAreas']);

    await user.click(within(group).getByRole('checkbox', { name: 'Hindi 7 lawyers' }));
    await waitFor(() => expect(location()).toBe('/browse-lawyers?province=ON&languages=Hindi'));
    await waitFor(() => expect(listOf(queries.at(-1)!, 'languages')).toEqual(['Hindi']));
    expect(within(group).getByRole('checkbox', { name: 'Hindi 7 lawyers' })).toBeChecked();

    await user.click(within(group).getByRole('checkbox', { name: 'Punjabi 12 lawyers' }));
    await waitFor(() =>
      expect(location()).toBe('/browse-lawyers?province=ON&languages=Hindi%2CPunjabi'),
    );
    await user.click(within(group).getByRole('checkbox', { name: 'Hindi 7 lawyers' }));
    await waitFor(() => expect(location()).toBe('/browse-lawyers?province=ON&languages=Punjabi'));
  });

  it('reads languages from a shared URL in any case, and keeps a chosen language no lawyer speaks', async () => {
    const queries = serveSearch();
    renderBrowse('/browse-lawyers?languages=punjabi,cree');

    const group = await screen.findByRole('group', { name: 'Languages' });
    expect(within(group).getByRole('checkbox', { name: 'Punjabi 12 lawyers' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Cree 0 lawyers' })).toBeChecked();
    await waitFor(() => expect(listOf(queries.at(-1)!, 'languages')).toEqual(['Punjabi', 'Cree']));
  });

  it('names on each card the practice area searched for, when the lawyer practises it', async () => {
    server.use(
      http.get('*/api/lawyers', ({ request }) => {
        const params = new URL(request.url).searchParams;
        return HttpResponse.json({
          lawyers: [
            makeLawyer({
              name: 'Secondary Family',
              practiceArea: 'Wills & Estates',
              practiceAreas: ['Wills & Estates', 'Family Law'],
            }),
          ],
          total: 1,
          page: 1,
          pageSize: 12,
          interpretation: interpret(params.get('search') ?? '', params),
        });
      }),
    );
    renderBrowse('/browse-lawyers?search=divorce');
    const card = (await screen.findByText('Secondary Family')).closest('li')!;
    await waitFor(() => expect(card).toHaveTextContent('Family Law'));
    expect(card).not.toHaveTextContent('Wills & Estates');
  });

  it('shows each lawyer’s languages on the card', async () => {
    serveSearch({ total: 2 });
    renderBrowse('/browse-lawyers');
    expect(await screen.findAllByText('Speaks English, Punjabi')).toHaveLength(2);
  });
});

describe('BrowsePage: no dead ends', () => {
  it('says which part found nothing and links the searches that do find lawyers, with counts', async () => {
    serveSearch({ total: 0 });
    renderBrowse('/browse-lawyers?search=divorce+speaks+punjabi+brampton+zzz');

    expect(await screen.findByRole('heading', { name: 'No lawyers found' })).toBeInTheDocument();
    expect(
      screen.getByText('No lawyer matches all of: Family Law · Brampton · Punjabi · “zzz”.'),
    ).toBeInTheDocument();
    // Leaving out the text finds lawyers, and so does another city: it is the combination.
    expect(
      screen.getByText('Lawyers match parts of your search, but none matches all of it together.'),
    ).toBeInTheDocument();

    const suggestions = screen.getByRole('heading', { name: 'Searches that find lawyers' })
      .nextElementSibling as HTMLElement;
    const links = within(suggestions).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Without “zzz” 14 lawyers',
      'In Mississauga, 18 km away 9 lawyers',
    ]);
    expect(links[0]).toHaveAttribute(
      'href',
      '/browse-lawyers?practiceAreas=family-law&city=Brampton&province=ON&languages=Punjabi',
    );
    expect(links[1]).toHaveAttribute(
      'href',
      '/browse-lawyers?search=divorce+punjabi+zzz&city=Mississauga&province=ON',
    );
    expect(screen.getByRole('link', { name: 'Clear Filters' })).toBeInTheDocument();
  });

  it('names the one part that found nothing when only leaving it out finds lawyers', async () => {
    serveSearch({ total: 0, suggestions: SUGGESTIONS.slice(0, 1) });
    renderBrowse('/browse-lawyers?search=divorce+speaks+punjabi+brampton+zzz');
    expect(
      await screen.findByText(
        'No lawyer’s name, firm or profile mentions “zzz” together with the rest of your search.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /lawyers$/ })).toHaveLength(1);
  });

  it('follows a suggestion to its search', async () => {
    serveSearch({ total: 0 });
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers?search=divorce+speaks+punjabi+brampton+zzz');
    await user.click(await screen.findByRole('link', { name: /^Without “zzz”/ }));
    await waitFor(() =>
      expect(location()).toBe(
        '/browse-lawyers?practiceAreas=family-law&city=Brampton&province=ON&languages=Punjabi',
      ),
    );
  });

  it('shows the card the server wrote for the first load, with the page’s own Clear Filters', async () => {
    serveSearch({ total: 0 });
    // Text unlike what the browser would write: the page shows the server's card as it is.
    const written: NoResultsCard = {
      title: 'No lawyers found',
      body: 'Written by the server.',
      culprit: null,
      suggestionsTitle: 'Searches that find lawyers',
      suggestions: [
        { to: '/browse-lawyers?city=Toronto&province=ON', label: 'Toronto', count: '3 lawyers' },
      ],
    };
    const user = userEvent.setup();
    renderAt({
      url: '/browse-lawyers?search=zzz&sort=name',
      path: '/browse-lawyers',
      Component: () => <BrowsePage noResults={written} />,
    });
    expect(await screen.findByText('Written by the server.')).toBeInTheDocument();
    expect(screen.queryByText(/^No lawyer matches all of/)).not.toBeInTheDocument();
    expectLinkTo('Toronto 3 lawyers', '/browse-lawyers?city=Toronto&province=ON');
    await user.click(screen.getByRole('link', { name: 'Clear Filters' }));
    await waitFor(() => expect(location()).toBe('/browse-lawyers?sort=name'));
  });

  it('still offers Clear Filters and Browse All Lawyers when there is nothing to suggest', async () => {
    server.use(
      http.get('*/api/lawyers', () =>
        HttpResponse.json({ lawyers: [], total: 0, page: 1, pageSize: 12, suggestions: [] }),
      ),
      http.get('*/api/cities', () => HttpResponse.json([])),
    );
    renderBrowse('/browse-lawyers?province=NU&experience=25');
    expect(await screen.findByText('No lawyers found')).toBeInTheDocument();
    expect(
      screen.getByText('No lawyer matches all of: Nunavut · 25+ years experience.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Searches that find lawyers' }),
    ).not.toBeInTheDocument();
    expectLinkTo('Browse All Lawyers', '/browse-lawyers');
  });
});
