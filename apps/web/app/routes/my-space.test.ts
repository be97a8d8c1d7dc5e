import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server.ts';
import { makeUser } from '../features/auth/testing.tsx';
import { loader as dashboardLoader } from './lawyer-dashboard.tsx';
import { loader } from './my-space.tsx';

const request = (path: string) =>
  new Request(`https://example.ca${path}`, { headers: { cookie: 'session=abc' } });
const args = (path: string) => ({ request: request(path), params: {}, context: {} }) as never;

/** What a loader threw: the redirect's status and target. */
async function redirectOf(load: Promise<unknown>) {
  try {
    await load;
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get('location') };
    }
    throw thrown;
  }
  return undefined;
}

describe('the space’s loader', () => {
  it('sends a visitor to sign in and back to the space, in the page’s language', async () => {
    expect(await redirectOf(loader(args('/my-space')))).toEqual({
      status: 302,
      location: '/auth/login?returnTo=%2Fmy-space',
    });
    expect(await redirectOf(loader(args('/fr/mon-espace')))).toMatchObject({
      location: expect.stringMatching(/^\/fr\/compte\/connexion\?returnTo=/),
    });
  });

  it('comes back to the tab asked for (issue 37)', async () => {
    expect(await redirectOf(loader(args('/my-space?tab=bookings')))).toEqual({
      status: 302,
      location: '/auth/login?returnTo=%2Fmy-space%3Ftab%3Dbookings',
    });
  });

  it('opens for a signed-in person of any role', async () => {
    for (const role of ['client', 'lawyer', 'admin'] as const) {
      server.use(http.get('*/api/auth/user', () => HttpResponse.json(makeUser({ role }))));
      expect(await redirectOf(loader(args('/my-space')))).toBeUndefined();
    }
  });
});

describe('the lawyer dashboard for a visitor', () => {
  it('sends a visitor to the portal and back to the page asked for (issue 37)', async () => {
    expect(await redirectOf(dashboardLoader(args('/lawyer-dashboard?tab=bookings')))).toEqual({
      status: 302,
      location: '/lawyer-auth?returnTo=%2Flawyer-dashboard%3Ftab%3Dbookings',
    });
    expect(await redirectOf(dashboardLoader(args('/fr/espace-avocat')))).toMatchObject({
      location: expect.stringMatching(/^\/fr\/portail-avocat\?returnTo=%2Ffr%2Fespace-avocat$/),
    });
  });
});

describe('the lawyer dashboard for a customer', () => {
  it('sends a customer to their space instead of the « customer account » notice', async () => {
    server.use(http.get('*/api/auth/user', () => HttpResponse.json(makeUser({ role: 'client' }))));
    expect(await redirectOf(dashboardLoader(args('/lawyer-dashboard')))).toEqual({
      status: 302,
      location: '/my-space',
    });
    expect(await redirectOf(dashboardLoader(args('/fr/espace-avocat')))).toMatchObject({
      location: '/fr/mon-espace',
    });
  });
});
