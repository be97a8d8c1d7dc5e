// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { server, serveLawyerSearch } from '../../../test/msw-server.ts';
import { renderAt } from '../../../test/render.tsx';
import type { ContentResult } from './content-results.ts';
import { SearchPage } from './search-page.tsx';
import { expectLinkTo } from '../../../test/links.ts';

function serveLawyers(total: number) {
  return serveLawyerSearch(() => {
    const lawyers = Array.from({ length: Math.min(total, 6) }, (_, index) =>
      makeLawyer({ id: index + 1, name: `Avery Family ${index + 1}` }),
    );
    return { lawyers, total, page: 1, pageSize: 6 };
  });
}

/**
 * One page of the given lawyers, with what the API understood of the words (the fields not given
 * found nothing) and, when given, its suggestions.
 */
function serveInterpreted(
  lawyers: object[],
  interpretation: { query: string } & Record<string, unknown>,
  suggestions?: object[],
) {
  serveLawyerSearch(() => ({
    lawyers,
    total: lawyers.length,
    page: 1,
    pageSize: 6,
    interpretation: {
      practiceAreas: [],
      city: null,
      province: null,
      languages: [],
      freeText: null,
      ignored: [],
      ...interpretation,
    },
    ...(suggestions && { suggestions }),
  }));
}

const DIVORCE_POST: ContentResult = {
  kind: 'blog',
  title: 'How divorce works in Canada',
  snippet: [{ text: 'The steps of a ' }, { text: 'divorce', match: true }, { text: '.' }],
  path: '/blog/how-divorce-works-in-canada',
};

function renderSearch(query: string, content: ContentResult[] = [DIVORCE_POST]) {
  return renderAt({
    url: `/search?q=${encodeURIComponent(query)}`,
    path: '/search',
    Component: () => <SearchPage query={query} content={content} />,
  });
}

describe('SearchPage', () => {
  it('shows the matching lawyers with a link to all of them, and the guides and articles', async () => {
    const queries = serveLawyers(14);
    renderSearch('family');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Search results for “family”' }),
    ).toBeInTheDocument();
    const lawyers = screen.getByRole('region', { name: 'Lawyers' });
    expect(await within(lawyers).findByText('Avery Family 1')).toBeInTheDocument();
    expect(lawyers.querySelectorAll(':scope > ul > li')).toHaveLength(6);
    expectLinkTo('See all 14 lawyers', '/browse-lawyers?search=family', lawyers);
    expect(queries[0]!.get('search')).toBe('family');
    expect(queries[0]!.get('pageSize')).toBe('6');

    const content = screen.getByRole('region', { name: 'Guides, answers and articles' });
    expect(within(content).getByText('Article')).toBeInTheDocument();
    expect(
      within(content).getByRole('link', { name: 'How divorce works in Canada' }),
    ).toHaveAttribute('href', '/blog/how-divorce-works-in-canada');
    // The passage that matched, the query's word marked.
    expect(within(content).getByText('divorce', { selector: 'mark' })).toBeInTheDocument();
    expect(within(content).getByText(/The steps of a/)).toHaveTextContent(
      'The steps of a divorce.',
    );
  });

  it('says which part found nothing, links the suggestions, and offers the whole directory', async () => {
    serveInterpreted(
      [],
      {
        query: 'tax lawyer iqaluit',
        practiceAreas: [{ slug: 'tax-law', name: 'Tax Law', matched: ['tax'] }],
        city: { name: 'Iqaluit', province: 'NU', matched: ['iqaluit'] },
        ignored: ['lawyer'],
      },
      [
        {
          kind: 'nearby-city',
          label: { city: 'Yellowknife', distanceKm: 1450 },
          params: { practiceAreas: ['tax-law'], province: 'NT', city: 'Yellowknife' },
          total: 3,
        },
      ],
    );
    renderSearch('tax lawyer iqaluit', []);
    const lawyers = screen.getByRole('region', { name: 'Lawyers' });
    expect(
      await within(lawyers).findByText('No lawyer matches all of: Tax Law · Iqaluit.'),
    ).toBeInTheDocument();
    expect(
      within(lawyers).getByText('No lawyer in Iqaluit matches the rest of your search.'),
    ).toBeInTheDocument();
    expect(
      within(lawyers).getByRole('link', { name: 'In Yellowknife, 1,450 km away 3 lawyers' }),
    ).toHaveAttribute('href', '/browse-lawyers?practiceAreas=tax-law&province=NT&city=Yellowknife');
    expectLinkTo('Browse all lawyers', '/browse-lawyers', lawyers);
    expect(
      screen.getByText('No guide, answer or article matches “tax lawyer iqaluit”.'),
    ).toBeInTheDocument();
  });

  it('shows what it understood as chips that link to the search without them', async () => {
    serveInterpreted(
      [makeLawyer({ name: 'Avery Tremblay' })],
      {
        query: 'divorce lawyer toronto tremblay',
        practiceAreas: [{ slug: 'family-law', name: 'Family Law', matched: ['divorce'] }],
        city: { name: 'Toronto', province: 'ON', matched: ['toronto'] },
        freeText: 'tremblay',
        ignored: ['lawyer'],
      },
      [],
    );
    renderSearch('divorce lawyer toronto tremblay');
    const chips = await screen.findByRole('list', { name: 'Your search:' });
    expectLinkTo('Remove Family Law', '/search?q=lawyer+toronto+tremblay', chips);
    expectLinkTo('Remove Toronto', '/search?q=divorce+lawyer+tremblay', chips);
    expectLinkTo('Remove “tremblay”', '/search?q=divorce+lawyer+toronto', chips);
    // Lawyers lead when the search names an area or a place.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Lawyers', 'Guides, answers and articles']);
  });

  it('leads with the guides when the words name no area, place or language', async () => {
    serveInterpreted([makeLawyer({ name: 'Dominique Couture' })], {
      query: 'duty counsel',
      freeText: 'duty counsel',
    });
    renderSearch('duty counsel', [
      {
        kind: 'resource',
        title: 'Legal Aid Manitoba',
        path: '/legal-resources#legal-aid',
        snippet: [{ text: 'Duty', match: true }, { text: ' ' }, { text: 'counsel', match: true }],
      },
    ]);
    await screen.findByText('Dominique Couture');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Guides, answers and articles', 'Lawyers']);
    expect(screen.getByText('Legal resource')).toBeInTheDocument();
  });

  it('says when the lawyers could not be searched', async () => {
    server.use(http.get('*/api/lawyers', () => new HttpResponse(null, { status: 503 })));
    renderSearch('family');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The lawyers could not be searched just now.',
    );
  });

  it('shows only the search form before a search', () => {
    renderSearch('');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(
      screen.getByRole('searchbox', { name: 'Search lawyers, guides and articles' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lawyers' })).not.toBeInTheDocument();
  });
});
