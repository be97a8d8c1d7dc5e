// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { server } from '../../../test/msw-server.ts';
import { renderAt } from '../../../test/render.tsx';
import { SearchPage } from './search-page.tsx';

function serveLawyers(total: number) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/lawyers', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const lawyers = Array.from({ length: Math.min(total, 6) }, (_, index) =>
        makeLawyer({ id: index + 1, name: `Avery Family ${index + 1}` }),
      );
      return HttpResponse.json({ lawyers, total, page: 1, pageSize: 6 });
    }),
  );
  return queries;
}

const DIVORCE_POST = {
  kind: 'blog' as const,
  title: 'How divorce works in Canada',
  snippet: [{ text: 'The steps of a ' }, { text: 'divorce', match: true as const }, { text: '.' }],
  path: '/blog/how-divorce-works-in-canada',
};

function renderSearch(query: string, content = [DIVORCE_POST]) {
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
    expect(within(lawyers).getByRole('link', { name: 'See all 14 lawyers' })).toHaveAttribute(
      'href',
      '/browse-lawyers?search=family',
    );
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

  it('says so when nothing matches, and offers the whole directory', async () => {
    serveLawyers(0);
    renderSearch('zzz', []);
    expect(
      await screen.findByText('No lawyer’s name, firm or practice matches “zzz”.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all lawyers' })).toHaveAttribute(
      'href',
      '/browse-lawyers',
    );
    expect(screen.getByText('No guide, answer or article matches “zzz”.')).toBeInTheDocument();
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
