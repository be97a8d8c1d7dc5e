// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { loadNearbyCities, NEARBY_CITIES_SHOWN } from './nearby-cities.server.ts';

describe('loadNearbyCities', () => {
  it('asks the API for the cities near a city, and answers its list', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/lawyers/nearby-cities', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json([
          { name: 'Montréal', province: 'QC', distanceKm: 15.2, lawyerCount: 412 },
          { name: 'Terrebonne', province: 'QC', distanceKm: 18.9, lawyerCount: 12 },
        ]);
      }),
    );
    const cities = await loadNearbyCities({}, { province: 'QC', city: 'Laval' });
    expect(cities.map((city) => city.name)).toEqual(['Montréal', 'Terrebonne']);
    expect(asked[0]!.get('city')).toBe('Laval');
    expect(asked[0]!.get('province')).toBe('QC');
    expect(asked[0]!.get('limit')).toBe(String(NEARBY_CITIES_SHOWN));
  });

  it('answers none when the API does not know the city or fails: the page still shows', async () => {
    server.use(
      http.get('*/api/lawyers/nearby-cities', () =>
        HttpResponse.json({ message: 'Unknown city', field: 'city' }, { status: 404 }),
      ),
    );
    expect(await loadNearbyCities({}, { province: 'QC', city: 'Nowhere' })).toEqual([]);
    server.use(
      http.get('*/api/lawyers/nearby-cities', () => HttpResponse.json({}, { status: 500 })),
    );
    expect(await loadNearbyCities({}, { province: 'QC', city: 'Laval' })).toEqual([]);
  });
});
