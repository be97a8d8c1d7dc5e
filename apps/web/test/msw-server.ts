import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Data every page asks for; tests add or override the handlers they care about. */
export const referenceHandlers = [
  http.get('*/api/practice-areas', () =>
    HttpResponse.json([
      { name: 'Family Law', slug: 'family-law', count: '120' },
      { name: 'Criminal Law', slug: 'criminal-law', count: '80' },
      { name: 'Real Estate Law', slug: 'real-estate-law', count: '64' },
    ]),
  ),
  http.get('*/api/locations', () =>
    HttpResponse.json({
      provinces: [
        { province: 'ON', name: 'Ontario', count: 200 },
        { province: 'BC', name: 'British Columbia', count: 90 },
      ],
    }),
  ),
  // Visitors by default; tests of signed-in screens answer with a user.
  http.get('*/api/auth/user', () =>
    HttpResponse.json({ message: 'Please sign in' }, { status: 401 }),
  ),
  // First-party analytics: accepted; tests that check events record them (test/events.ts).
  http.post('*/api/events', () => new HttpResponse(null, { status: 204 })),
  // A profile's published reviews: none unless a test says otherwise.
  http.get('*/api/lawyers/:id/reviews', () =>
    HttpResponse.json({ rating: 0, reviewCount: 0, reviews: [], total: 0, page: 1, pageSize: 10 }),
  ),
  // A lawyer takes no consultation bookings unless a test says otherwise: the request form shows.
  http.get('*/api/lawyers/:id/slots', ({ params }) =>
    HttpResponse.json({
      lawyerId: Number(params.id),
      bookable: false,
      timeZone: 'America/Toronto',
      slotMinutes: null,
      meetingModes: [],
      from: '2026-11-26T00:00:00.000Z',
      to: '2026-12-10T00:00:00.000Z',
      slots: [],
    }),
  ),
  // A signed-in person's saved lawyers (the heart on cards and profiles): none unless a test says so.
  http.get('*/api/my-space/saved-lawyers', () => HttpResponse.json([])),
  // The language of a signed-in account's e-mails (the dashboard's setting).
  http.get('*/api/account/language', () => HttpResponse.json({ language: 'en' })),
  http.get('*/api/stats', () =>
    HttpResponse.json({
      lawyers: 8200,
      cities: 212,
      practiceAreas: 18,
      provinces: 13,
      demo: false,
    }),
  ),
];

export const server = setupServer(...referenceHandlers);

/** Answers the directory search with what `answer` makes of each query; answers the queries seen. */
export function serveLawyerSearch(answer: (params: URLSearchParams) => object): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/lawyers', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      return HttpResponse.json(answer(params));
    }),
  );
  return queries;
}
