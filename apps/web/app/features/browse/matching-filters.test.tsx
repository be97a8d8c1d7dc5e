// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEvents } from '../../../test/events.ts';
import { makeLawyer } from '../../../test/factories.ts';
import { server, serveLawyerSearch } from '../../../test/msw-server.ts';
import { renderAt } from '../../../test/render.tsx';
import { BrowsePage } from './browse-page.tsx';

/** The values of a list parameter however the client encodes it (`a=x`, `a[0]=x`). */
const listOf = (params: URLSearchParams, name: string) =>
  [...params.entries()]
    .filter(([key]) => key === name || key.startsWith(`${name}[`))
    .flatMap(([, value]) => value.split(','));

/** Answers the search with three lawyers, and a centre when the query has one. */
function serveSearch() {
  server.use(
    http.get('*/api/cities', () =>
      HttpResponse.json([
        { city: 'Laval', count: 40 },
        { city: 'Montréal', count: 400 },
      ]),
    ),
  );
  return serveLawyerSearch((params) => {
    const near = params.get('near');
    const lat = params.get('lat');
    const radiusKm = Number(params.get('radius') ?? 25);
    const centre = near
      ? { name: near.split(',')[0], province: 'QC', lat: 45.57, lng: -73.69, radiusKm }
      : lat
        ? { name: null, province: null, lat: Number(lat), lng: Number(params.get('lng')), radiusKm }
        : null;
    const lawyers = Array.from({ length: 3 }, (_, index) =>
      makeLawyer({
        name: `Lawyer ${index + 1}`,
        ...(centre ? { distanceKm: 2.46 + index * 10 } : {}),
      }),
    );
    return { lawyers, total: 3, page: 1, pageSize: 12, centre };
  });
}

const renderBrowse = (url: string) =>
  renderAt({ url, path: '/browse-lawyers', Component: BrowsePage });

const locationOf = () => screen.getByTestId('location').textContent;

/** The filter's live region (the test's location probe is an `output`, a status too). */
const nearMeStatus = () => screen.getAllByRole('status').find((node) => node.tagName === 'P')!;

/** A browser whose geolocation answers with `answer` (a position or an error code). */
function mockGeolocation(answer: { lat: number; lng: number } | { code: number }) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if ('code' in answer) {
        failure?.({ code: answer.code, message: '' } as GeolocationPositionError);
      } else {
        success({
          coords: { latitude: answer.lat, longitude: answer.lng },
        } as GeolocationPosition);
      }
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  localStorage.clear();
});

describe('Browse: cost, funding and how to meet', () => {
  it('writes each ticked box into the URL and the request, under the API’s names', async () => {
    const queries = serveSearch();
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers');
    await screen.findByText('3 Lawyers Found');

    // The group loads with its own script once the panel shows it.
    await user.click(await screen.findByRole('checkbox', { name: 'Free first consultation' }));
    await waitFor(() => expect(locationOf()).toBe('/browse-lawyers?offers=free-consultation'));
    await user.click(screen.getByRole('checkbox', { name: 'Limited scope (unbundled)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Accepts legal aid' }));
    await user.click(screen.getByRole('checkbox', { name: 'By video' }));
    await user.click(screen.getByRole('checkbox', { name: 'Step-free entrance' }));
    await user.click(screen.getByRole('checkbox', { name: 'Accepting new clients' }));
    await waitFor(() =>
      expect(locationOf()).toBe(
        '/browse-lawyers?offers=free-consultation%2Climited-scope&funding=legal-aid&meeting=video&stepFree=true&acceptingClients=true',
      ),
    );
    await waitFor(() => expect(queries.at(-1)?.get('stepFree')).toBe('true'));
    const query = queries.at(-1)!;
    expect(listOf(query, 'offers')).toEqual(['free-consultation', 'limited-scope']);
    expect(listOf(query, 'funding')).toEqual(['legal-aid']);
    expect(listOf(query, 'meeting')).toEqual(['video']);
    expect(query.get('acceptingClients')).toBe('true');

    // Each shows as a chip that removes it, and Clear All takes them all.
    await user.click(screen.getByRole('button', { name: 'Remove By video' }));
    await waitFor(() => expect(locationOf()).not.toContain('meeting'));
    expect(screen.getByRole('checkbox', { name: 'By video' })).not.toBeChecked();
    await user.click(screen.getAllByRole('button', { name: 'Clear All' })[0]!);
    await waitFor(() => expect(locationOf()).toBe('/browse-lawyers'));
    expect(screen.getByRole('checkbox', { name: 'Free first consultation' })).not.toBeChecked();
  });

  it('filters on evenings or weekends, in the URL, the request and a chip (issue 35)', async () => {
    const queries = serveSearch();
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers');
    await screen.findByText('3 Lawyers Found');
    await user.click(await screen.findByRole('checkbox', { name: 'Evenings or weekends' }));
    await waitFor(() => expect(locationOf()).toBe('/browse-lawyers?eveningsWeekends=true'));
    await waitFor(() => expect(queries.at(-1)?.get('eveningsWeekends')).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Remove Evenings or weekends' }));
    await waitFor(() => expect(locationOf()).toBe('/browse-lawyers'));
  });

  it('filters on "can meet in the next 48 hours", in the URL, the request and a chip (issue 37)', async () => {
    const queries = serveSearch();
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers');
    await screen.findByText('3 Lawyers Found');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Can meet in the next 48 hours' }),
    );
    await waitFor(() => expect(locationOf()).toBe('/browse-lawyers?meetSoon=true'));
    await waitFor(() => expect(queries.at(-1)?.get('meetSoon')).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Remove Can meet in the next 48 hours' }));
    await waitFor(() => expect(locationOf()).toBe('/browse-lawyers'));
  });

  it('ticks a detail the search text named, and unticking it takes its words out (issue 35)', async () => {
    serveLawyerSearch((params) => ({
      lawyers: [makeLawyer({ name: 'Lawyer 1' })],
      total: 1,
      page: 1,
      pageSize: 12,
      interpretation: {
        query: params.get('search') ?? '',
        practiceAreas: [],
        city: null,
        province: null,
        languages: [],
        details: params.get('search')?.includes('pro bono')
          ? [{ param: 'funding', value: 'pro-bono', matched: ['pro bono'] }]
          : [],
        freeText: params.get('search')?.replace('pro bono', '').trim() || null,
        ignored: [],
      },
    }));
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers?search=pro+bono+tenant');
    const box = await screen.findByRole('checkbox', { name: 'Pro bono' });
    await waitFor(() => expect(box).toBeChecked());
    expect(screen.getByRole('button', { name: 'Remove Pro bono' })).toBeInTheDocument();
    await user.click(box);
    await waitFor(() => expect(locationOf()).toBe('/browse-lawyers?search=tenant'));
  });

  it('fills the boxes from a shared link', async () => {
    serveSearch();
    renderBrowse(
      '/browse-lawyers?offers=flat-fees,payment-plans&funding=contingency,pro-bono&meeting=phone&stepFree=true',
    );
    await screen.findByText('3 Lawyers Found');
    expect(screen.getByRole('checkbox', { name: 'Flat fees' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Payment plans' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sliding scale' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pro bono' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Contingency fees' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'By phone' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Step-free entrance' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Accepting new clients' })).not.toBeChecked();
  });

  it('names the province’s legal-aid plan once a province is chosen', async () => {
    serveSearch();
    renderBrowse('/browse-lawyers?province=QC&funding=legal-aid');
    expect(
      await screen.findByRole('checkbox', {
        name: 'Accepts legal aid (Commission des services juridiques)',
      }),
    ).toBeChecked();
  });
});

describe('Browse: distance', () => {
  it('measures from the chosen city once a radius is chosen, and offers nearest first', async () => {
    const queries = serveSearch();
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers?province=QC&city=Laval');
    await screen.findByText('3 Lawyers Found');
    const sort = screen.getByLabelText('Sort by');
    expect(
      within(sort).queryByRole('option', { name: 'Distance (nearest first)' }),
    ).not.toBeInTheDocument();

    await user.selectOptions(await screen.findByLabelText('Search radius'), 'Within 25 km');
    await waitFor(() =>
      expect(locationOf()).toBe('/browse-lawyers?province=QC&city=Laval&radius=25'),
    );
    await waitFor(() => expect(queries.at(-1)?.get('near')).toBe('Laval, QC'));
    expect(queries.at(-1)?.get('radius')).toBe('25');
    // The city is the centre, not a boundary.
    expect(queries.at(-1)?.has('city')).toBe(false);
    expect(queries.at(-1)?.has('province')).toBe(false);

    expect(
      await screen.findByRole('heading', { name: '3 Lawyers Found within 25 km of Laval, QC' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Measured from Laval, QC')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Within 25 km of Laval, QC' })).toBeVisible();
    expect(screen.getAllByTestId('distance')[0]).toHaveTextContent('Distance: 2.5 km');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Distance (nearest first)');
    await waitFor(() => expect(locationOf()).toContain('sort=distance'));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('distance'));
  });

  it('reads a landing page’s link: a named centre and its radius', async () => {
    const queries = serveSearch();
    renderBrowse('/browse-lawyers?near=Laval%2C+QC&radius=10');
    expect(
      await screen.findByRole('heading', { name: '3 Lawyers Found within 10 km of Laval, QC' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Search radius')).toHaveValue('10');
    expect(queries.at(-1)?.get('near')).toBe('Laval, QC');
    expect(queries.at(-1)?.get('radius')).toBe('10');
  });

  it('asks for the position only when Near me is pressed, once, and sends it rounded', async () => {
    const queries = serveSearch();
    const events = recordEvents();
    const getCurrentPosition = mockGeolocation({ lat: 45.556_78, lng: -73.714_99 });
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers?province=QC');
    await screen.findByText('3 Lawyers Found');
    expect(getCurrentPosition).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(locationOf()).toBe('/browse-lawyers?lat=45.56&lng=-73.71'));
    await waitFor(() => expect(queries.at(-1)?.get('lat')).toBe('45.56'));
    expect(queries.at(-1)?.get('lng')).toBe('-73.71');
    expect(queries.at(-1)?.has('near')).toBe(false);
    expect(nearMeStatus()).toHaveTextContent('Showing lawyers near your approximate position.');
    expect(
      await screen.findByRole('heading', { name: '3 Lawyers Found within 25 km of your position' }),
    ).toBeInTheDocument();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);

    // Never kept, never reported: no storage, and the analytics event names only the change.
    expect(localStorage.length).toBe(0);
    expect(document.cookie).not.toContain('45.5');
    const sent = await events.sent();
    expect(sent).toContainEqual({ name: 'browse_location_filter' });
    expect(JSON.stringify(sent)).not.toMatch(/45\.5|73\.7/);

    await user.click(screen.getByRole('button', { name: 'Stop using my position' }));
    await waitFor(() => expect(locationOf()).toBe('/browse-lawyers'));
  });

  it('explains a refusal politely, and changes nothing', async () => {
    const queries = serveSearch();
    mockGeolocation({ code: 1 });
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers');
    await screen.findByText('3 Lawyers Found');
    const asked = queries.length;

    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(nearMeStatus().textContent).toMatch(
      /did not share your position.*choose a city instead/,
    );
    expect(locationOf()).toBe('/browse-lawyers');
    expect(queries).toHaveLength(asked);
  });

  it('says when the position cannot be found, or the browser cannot share one', async () => {
    serveSearch();
    mockGeolocation({ code: 2 });
    const user = userEvent.setup();
    renderBrowse('/browse-lawyers');
    await screen.findByText('3 Lawyers Found');
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(nearMeStatus()).toHaveTextContent('Your position could not be found just now.');

    Reflect.deleteProperty(navigator, 'geolocation');
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(nearMeStatus()).toHaveTextContent('This browser cannot share a position.');
  });
});
