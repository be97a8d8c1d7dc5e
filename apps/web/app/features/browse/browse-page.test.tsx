// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { renderAt } from '../../../test/render.tsx';
import { server, serveLawyerSearch } from '../../../test/msw-server.ts';
import { BrowsePage } from './browse-page.tsx';
import { expectLinkTo } from '../../../test/links.ts';

/** Answers /api/lawyers with `total` lawyers, paged like the API, and records each query. */
function serveLawyers(total: number) {
  server.use(http.get('*/api/cities', () => HttpResponse.json([{ city: 'Ottawa', count: 4 }])));
  return serveLawyerSearch((params) => {
    const page = Number(params.get('page') ?? 1);
    const pageSize = Number(params.get('pageSize') ?? 12);
    const count = Math.max(Math.min(pageSize, total - (page - 1) * pageSize), 0);
    const lawyers = Array.from({ length: count }, (_, index) =>
      makeLawyer({ name: `Lawyer ${(page - 1) * pageSize + index + 1}` }),
    );
    return { lawyers, total, page, pageSize };
  });
}

const renderBrowse = (url: string) =>
  renderAt({ url, path: '/browse-lawyers', Component: BrowsePage });

const practiceAreasOf = (params: URLSearchParams) =>
  [...params.entries()]
    .filter(([key]) => key.startsWith('practiceAreas'))
    .map(([, value]) => value);

describe('BrowsePage', () => {
  it('offers a skip link to the results before the search box and filters (issue 37)', async () => {
    serveLawyers(3);
    renderBrowse('/browse-lawyers');
    await screen.findByText('3 Lawyers Found');
    const skip = screen.getAllByRole('link')[0]!;
    expect(skip).toHaveTextContent('Skip to results');
    expect(skip).toHaveAttribute('href', '#results');
    const results = document.getElementById('results')!;
    expect(results.tagName).toBe('SECTION');
    expect(results).toHaveAttribute('tabindex', '-1');
  });

  it('fills the filters from the URL and searches with them', async () => {
    const queries = serveLawyers(3);
    renderBrowse(
      '/browse-lawyers?province=ON&city=Ottawa&practiceAreas=Family%20Law&experience=7&query=divorce',
    );

    expect(await screen.findByRole('checkbox', { name: /Family Law/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Criminal Law/ })).not.toBeChecked();
    await screen.findByRole('option', { name: 'Ontario' });
    expect(screen.getByLabelText('Province or territory')).toHaveValue('ON');
    expect(screen.getByLabelText('City')).toHaveValue('Ottawa');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '7+ years');
    expect(screen.getByRole('searchbox', { name: 'Search lawyers' })).toHaveValue('divorce');

    await screen.findByText('3 Lawyers Found');
    const query = queries.at(-1)!;
    expect(query.get('province')).toBe('ON');
    expect(query.get('city')).toBe('Ottawa');
    expect(query.get('experience')).toBe('7');
    expect(query.get('search')).toBe('divorce');
    expect(practiceAreasOf(query)).toEqual(['Family Law']);
  });

  it('filters to verified lawyers, counts the filter and clears it with the others', async () => {
    const queries = serveLawyers(5);
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers?province=ON');

    await user.click(await screen.findByRole('checkbox', { name: 'Verified lawyers only' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/browse-lawyers?province=ON&verified=true',
      ),
    );
    await waitFor(() => expect(queries.at(-1)?.get('verified')).toBe('true'));
    expect(screen.getByRole('checkbox', { name: 'Verified lawyers only' })).toBeChecked();

    await user.click(screen.getAllByRole('button', { name: 'Clear All' })[0]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/browse-lawyers'));
    expect(screen.getByRole('checkbox', { name: 'Verified lawyers only' })).not.toBeChecked();
  });

  it('counts each practice area under the other filters, as the API answers (issue 35)', async () => {
    // Montréal has 699 lawyers; the directory's own 1,897 civil litigators are not theirs.
    server.use(http.get('*/api/cities', () => HttpResponse.json([{ city: 'Montréal', count: 9 }])));
    serveLawyerSearch(() => ({
      lawyers: [makeLawyer({ name: 'Lawyer 1' })],
      total: 9,
      page: 1,
      pageSize: 12,
      facets: {
        languages: [{ name: 'French', count: 9 }],
        practiceAreas: [{ name: 'Family Law', count: 7 }],
      },
    }));
    renderBrowse('/browse-lawyers?province=QC');
    await screen.findByText('9 Lawyers Found');
    expect(await screen.findByRole('checkbox', { name: /^Family Law/ })).toHaveAccessibleName(
      'Family Law 7 lawyers',
    );
    // An area nobody under these filters practises says so, not the directory's 80.
    expect(screen.getByRole('checkbox', { name: /^Criminal Law/ })).toHaveAccessibleName(
      'Criminal Law 0 lawyers',
    );
  });

  it('shows no city filter until a province is set', async () => {
    serveLawyers(3);
    renderBrowse('/browse-lawyers');
    await screen.findByText('3 Lawyers Found');
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '0+ years');
  });

  it('writes a changed filter into the URL and goes back to page 1', async () => {
    serveLawyers(40);
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers?practiceAreas=Family%20Law&page=3&sort=name');

    await user.click(await screen.findByRole('checkbox', { name: /Criminal Law/ }));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/browse-lawyers?practiceAreas=Family+Law%2CCriminal+Law&sort=name',
      ),
    );
  });

  it('applies the search box only on Enter', async () => {
    const queries = serveLawyers(5);
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers');
    await screen.findByText('5 Lawyers Found');
    const box = screen.getByRole('searchbox', { name: 'Search lawyers' });

    await user.type(box, 'tremblay');
    expect(screen.getByTestId('location').textContent).toBe('/browse-lawyers');

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/browse-lawyers?search=tremblay'),
    );
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('tremblay'));
  });

  it('tells how many lawyers were found and which ones are shown, with page links', async () => {
    const queries = serveLawyers(30);
    renderBrowse('/browse-lawyers?page=2&sort=rating');

    expect(await screen.findByRole('heading', { name: '30 Lawyers Found' })).toBeInTheDocument();
    expect(screen.getByText('Showing 13 to 24 of 30 results')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^View profile of Lawyer/ })).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'View profile of Lawyer 13' })).toBeInTheDocument();
    expect(queries.at(-1)?.get('page')).toBe('2');
    expect(queries.at(-1)?.get('sort')).toBe('rating');

    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expectLinkTo('Page 3', '/browse-lawyers?sort=rating&page=3', pagination);
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps sort and view in the URL', async () => {
    serveLawyers(30);
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers?page=2');
    await screen.findByText('30 Lawyers Found');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'experience');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/browse-lawyers?sort=experience'),
    );
    await user.click(screen.getByRole('button', { name: 'List view' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/browse-lawyers?sort=experience&view=list',
      ),
    );
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers to clear the filters when nothing matches', async () => {
    serveLawyers(0);
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers?province=NU&experience=25');

    expect(await screen.findByText('No lawyers found')).toBeInTheDocument();
    expectLinkTo('Browse All Lawyers', '/browse-lawyers');
    await user.click(screen.getByRole('link', { name: 'Clear Filters' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/browse-lawyers'));
  });

  it('says so when the lawyers cannot be loaded', async () => {
    server.use(
      http.get('*/api/lawyers', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    renderBrowse('/browse-lawyers');

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
