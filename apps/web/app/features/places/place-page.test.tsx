// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearCompared } from '../lawyers/index.ts';
import { makeLawyer } from '../../../test/factories.ts';
import { server } from '../../../test/msw-server.ts';
import { renderAt } from '../../../test/render.tsx';
import { PlacePage, placeCrumbs, type Place } from './place-page.tsx';
import { expectLinkTo } from '../../../test/links.ts';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';

const TORONTO: Place = {
  province: { code: 'ON', name: 'Ontario' },
  city: 'Toronto',
  area: null,
  total: 40,
  cities: 12,
};

function serveDirectory({ reviewCount = 38 } = {}) {
  const searches: URLSearchParams[] = [];
  server.use(
    http.get('*/api/lawyers', ({ request }) => {
      searches.push(new URL(request.url).searchParams);
      const lawyers = Array.from({ length: 6 }, (_, index) =>
        makeLawyer({ id: index + 1, name: `Toronto Lawyer ${index + 1}`, reviewCount }),
      );
      return HttpResponse.json({ lawyers, total: 40, page: 1, pageSize: 6 });
    }),
    http.get('*/api/cities/practice-areas', () =>
      HttpResponse.json([
        { city: 'Toronto', slug: 'criminal-law', name: 'Criminal Law', count: 12 },
        { city: 'Toronto', slug: 'family-law', name: 'Family Law', count: 1234 },
      ]),
    ),
    http.get('*/api/cities', () =>
      HttpResponse.json([
        { city: 'Toronto', count: 40 },
        { city: 'Trois-Rivières', count: 1 },
      ]),
    ),
  );
  return searches;
}

const renderPlace = (place: Place) =>
  renderAt({ url: '/place', path: '/place', Component: () => <PlacePage place={place} /> });

describe('PlacePage', () => {
  it('calls nobody top-rated while no rating backs it', async () => {
    serveDirectory({ reviewCount: 2 });
    renderPlace(TORONTO);
    const listed = await screen.findByRole('region', { name: 'Lawyers in the directory' });
    expect(await within(listed).findByText('Toronto Lawyer 1')).toBeInTheDocument();
    expect(screen.queryByText('Top-rated lawyers')).not.toBeInTheDocument();
  });

  it('shows a city: its top-rated lawyers, its practice areas and its province’s guides', async () => {
    const searches = serveDirectory();
    renderPlace(TORONTO);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Lawyers in Toronto, Ontario' }),
    ).toBeInTheDocument();
    expect(screen.getByText('40 lawyers in Toronto are listed in the directory.')).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expectLinkTo('Ontario', '/lawyers-in/ontario', trail);
    expect(within(trail).getByText('Toronto')).toHaveAttribute('aria-current', 'page');

    const top = await screen.findByRole('region', { name: 'Top-rated lawyers' });
    expect(await within(top).findByText('Toronto Lawyer 1')).toBeInTheDocument();
    expectLinkTo('See all 40 lawyers', '/browse-lawyers?province=ON&city=Toronto', top);
    expect(searches[0]!.get('sort')).toBe('rating');
    expect(searches[0]!.get('city')).toBe('Toronto');

    const areas = await screen.findByRole('region', { name: 'Practice areas in Toronto' });
    expectLinkTo('Family Law', '/lawyers-in/ontario/toronto/family-law', areas);
    expect(within(areas).getByText('1,234 lawyers')).toBeInTheDocument();

    const guides = screen.getByRole('region', { name: 'Guides for Ontario' });
    expectLinkTo(/Legal aid .* Ontario/, '/legal-resources', guides);
  });

  describe('comparing (issue 37)', () => {
    afterEach(() => {
      clearCompared();
      sessionStorage.clear();
    });

    it('gathers the ticked lawyers in the compare bar, with distances from the city', async () => {
      const user = userEvent.setup();
      serveDirectory();
      renderPlace(TORONTO);
      const top = await screen.findByRole('region', { name: 'Top-rated lawyers' });
      await user.click(
        await within(top).findByRole('checkbox', { name: 'Compare Toronto Lawyer 1' }),
      );
      await user.click(within(top).getByRole('checkbox', { name: 'Compare Toronto Lawyer 3' }));
      const bar = screen.getByRole('region', { name: 'Lawyers to compare' });
      expect(within(bar).getByRole('link', { name: 'Compare these 2 profiles' })).toHaveAttribute(
        'href',
        '/compare?ids=1%2C3&near=Toronto%2C+ON',
      );
    });

    it('compares without a place on a province’s page', async () => {
      const user = userEvent.setup();
      serveDirectory();
      renderPlace({ ...TORONTO, city: null, total: 41 });
      const top = await screen.findByRole('region', { name: 'Top-rated lawyers' });
      await user.click(
        await within(top).findByRole('checkbox', { name: 'Compare Toronto Lawyer 1' }),
      );
      await user.click(within(top).getByRole('checkbox', { name: 'Compare Toronto Lawyer 2' }));
      expect(screen.getByRole('link', { name: 'Compare these 2 profiles' })).toHaveAttribute(
        'href',
        '/compare?ids=1%2C2',
      );
    });
  });

  it('shows a practice area of a city with the other areas there and its guide', async () => {
    serveDirectory();
    renderPlace({ ...TORONTO, area: { slug: 'family-law', name: 'Family Law' }, total: 1234 });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Family Law Lawyers in Toronto, Ontario' }),
    ).toBeInTheDocument();
    const others = await screen.findByRole('region', { name: 'Other practice areas in Toronto' });
    expect(within(others).queryByRole('link', { name: 'Family Law' })).not.toBeInTheDocument();
    expect(within(others).getByRole('link', { name: 'Criminal Law' })).toBeInTheDocument();
    expectLinkTo(/Our guide to Family Law/, '/practice-areas');
  });

  it('shows a province with links to its cities', async () => {
    serveDirectory();
    renderPlace({ ...TORONTO, city: null, total: 41 });
    const cities = await screen.findByRole('region', { name: 'Cities in Ontario' });
    expectLinkTo('Trois-Rivières', '/lawyers-in/ontario/trois-rivieres', cities);
    expect(
      screen.getByText('41 lawyers in 12 cities of Ontario are listed in the directory.'),
    ).toBeVisible();
  });

  it('links searches within 10 to 100 km of the city, and its nearby cities', async () => {
    serveDirectory();
    renderPlace({
      ...TORONTO,
      nearbyCities: [
        { name: 'Mississauga', province: 'ON', distanceKm: 26.44, lawyerCount: 31 },
        { name: 'Gatineau', province: 'QC', distanceKm: 351.2, lawyerCount: 1 },
      ],
    });
    const distance = screen.getByRole('region', { name: 'Search by distance from Toronto' });
    expectLinkTo('Within 10 km', '/browse-lawyers?near=Toronto%2C+ON&radius=10', distance);
    expectLinkTo('Within 100 km', '/browse-lawyers?near=Toronto%2C+ON&radius=100', distance);

    const nearby = screen.getByRole('region', { name: 'Nearby cities' });
    expectLinkTo('Mississauga', '/lawyers-in/ontario/mississauga', nearby);
    expect(within(nearby).getByText('26.4 km away · 31 lawyers')).toBeInTheDocument();
    // Across a border, the city says its province.
    expectLinkTo('Gatineau, QC', '/lawyers-in/quebec/gatineau', nearby);
    expect(within(nearby).getByText('351.2 km away · 1 lawyer')).toBeInTheDocument();
  });

  it('keeps the practice area in its distance links, and lists no nearby cities without any', () => {
    serveDirectory();
    renderPlace({ ...TORONTO, area: { slug: 'family-law', name: 'Family Law' }, nearbyCities: [] });
    expectLinkTo(
      'Within 25 km',
      '/browse-lawyers?near=Toronto%2C+ON&radius=25&practiceAreas=Family+Law',
    );
    expect(screen.queryByRole('region', { name: 'Nearby cities' })).not.toBeInTheDocument();
  });

  it('offers no distance on a province’s page', () => {
    serveDirectory();
    renderPlace({ ...TORONTO, city: null });
    expect(screen.queryByRole('link', { name: 'Within 25 km' })).not.toBeInTheDocument();
  });

  it('builds the breadcrumb trail of each level', () => {
    expect(
      placeCrumbs({ ...TORONTO, area: { slug: 'family-law', name: 'Family Law' } }, 'Home').map(
        (crumb) => crumb.path,
      ),
    ).toEqual([
      '/',
      '/lawyers-in/ontario',
      '/lawyers-in/ontario/toronto',
      '/lawyers-in/ontario/toronto/family-law',
    ]);
  });
});

describe('PlacePage in French (issue 37)', () => {
  beforeAll(loadFrench);

  const QUEBEC: Place = {
    province: { code: 'QC', name: 'Québec' },
    city: null,
    area: null,
    total: 41,
    cities: 2,
  };

  const renderFrench = (place: Place) =>
    renderAt({
      url: '/fr/place',
      path: '/fr/place',
      Component: () => (
        <FrenchPage>
          <PlacePage place={place} />
        </FrenchPage>
      ),
    });

  it('names Quebec City « Québec » in the province’s list of cities', async () => {
    serveDirectory();
    server.use(
      http.get('*/api/cities', () =>
        HttpResponse.json([
          { city: 'Quebec City', count: 40 },
          { city: 'Trois-Rivières', count: 1 },
        ]),
      ),
    );
    renderFrench(QUEBEC);
    const cities = await screen.findByRole('region', { name: /^Québec\s:\sles villes$/ });
    expect(within(cities).getByRole('link', { name: 'Québec' })).toBeInTheDocument();
    expect(within(cities).queryByText('Quebec City')).not.toBeInTheDocument();
  });

  it('titles a city’s page and its trail with the French name the route gave', async () => {
    serveDirectory();
    renderFrench({ ...QUEBEC, city: 'Quebec City', cityLabel: 'Québec' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Avocats à Québec, Québec' }),
    ).toBeVisible();
    expect(
      placeCrumbs({ ...QUEBEC, city: 'Quebec City', cityLabel: 'Québec' }, 'Accueil').map(
        (crumb) => crumb.name,
      ),
    ).toEqual(['Accueil', 'Québec', 'Québec']);
  });
});
