import type { Inquiry } from '@cld/contract/inquiries';
import { http, HttpResponse } from 'msw';
import { makeMyProfile } from '../../../test/factories.ts';
import { renderAt } from '../../../test/render.tsx';
import { server } from '../../../test/msw-server.ts';
import { makeUser, renderToaster, signInAs } from '../auth/testing.tsx';
import { DashboardPage } from './dashboard-page.tsx';

/** The signed-in lawyer's profile, verified unless a test says otherwise. */
export const myProfile = (overrides: Parameters<typeof makeMyProfile>[0] = {}) =>
  makeMyProfile({ isVerified: true, ...overrides });

/** A contact request in the lawyer's inbox; override what a test needs. */
export function makeRequest(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    kind: 'contact',
    id: 7,
    lawyerId: 1,
    name: 'Jordan Client',
    email: 'jordan@example.com',
    phone: '6135550199',
    legalIssue: 'Divorce',
    message: 'I would like to discuss my separation.',
    createdAt: '2026-11-02T15:00:00.000Z',
    isRead: false,
    repliedAt: null,
    ...overrides,
  } as Inquiry;
}

/**
 * Signs Avery Tremblay in and makes the API answer the dashboard's first calls: the profile (or
 * the 404 of a lawyer without one), the requests, the activity and the cities.
 */
export function serveDashboard({
  profile,
  requests = [],
}: {
  profile: ReturnType<typeof myProfile> | null;
  requests?: Inquiry[];
}) {
  signInAs(makeUser({ firstName: 'Avery', lastName: 'Tremblay' }));
  server.use(
    http.get('*/api/lawyers/my-profile', () =>
      profile
        ? HttpResponse.json(profile)
        : HttpResponse.json({ message: 'You have no lawyer profile yet' }, { status: 404 }),
    ),
    http.get('*/api/lawyers/my-contact-requests', () => HttpResponse.json(requests)),
    http.get('*/api/lawyers/my-activity', () =>
      HttpResponse.json({ profileViews30Days: 1234, requests30Days: 7 }),
    ),
    http.get('*/api/cities', () => HttpResponse.json([{ city: 'Ottawa', count: 4 }])),
  );
}

/** The dashboard at its address, with the toast region beside it. */
export function renderDashboard() {
  renderToaster();
  return renderAt({
    url: '/lawyer-dashboard',
    path: '/lawyer-dashboard',
    Component: DashboardPage,
  });
}
