import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server.ts';
import { loader } from './lawyer-inquiry.tsx';

/**
 * The inquiry pages' loader turns every refusal of the API into the page's own status, shown by
 * the site's error page (issue 38: an id of 301+ characters, which the API's router answers 414,
 * made these pages a 500).
 */

type LoaderArgs = Parameters<typeof loader>[0];

const LONG_ID = 'a'.repeat(301);

/** The status a thrown `data(null, { status })` gives the page; undefined for anything else. */
function statusOf(thrown: unknown): number | undefined {
  const value = thrown as { type?: string; init?: { status?: number } };
  return value.type === 'DataWithResponseInit' ? value.init?.status : undefined;
}

async function thrownBy(path: string, id: string): Promise<unknown> {
  const request = new Request(`http://localhost${path}`);
  try {
    await loader({ request, params: { id }, context: {} } as unknown as LoaderArgs);
  } catch (thrown) {
    return thrown;
  }
  throw new Error(`${path} loaded`);
}

/** The contact and consultation pages, in English and in French (`SITE_PAGES`). */
const PAGES = [
  (id: string) => `/lawyer/${id}/contact`,
  (id: string) => `/lawyer/${id}/consultation`,
  (id: string) => `/fr/avocat/${id}/message`,
  (id: string) => `/fr/avocat/${id}/consultation`,
];

describe.each(PAGES.map((page) => [page('…'), page]))('the inquiry page %s', (_, page) => {
  it('answers an over-long id with the site’s page for a bad address, not a 500', async () => {
    // What the API's router answers for a path segment over 300 characters.
    server.use(
      http.get('*/api/lawyers/:id', () =>
        HttpResponse.json({ message: 'URL is too long' }, { status: 414 }),
      ),
    );
    expect(statusOf(await thrownBy(page(LONG_ID), LONG_ID))).toBe(414);
  });

  it('answers an unknown lawyer with the site’s 404 page', async () => {
    server.use(
      http.get('*/api/lawyers/:id', () =>
        HttpResponse.json({ message: 'Lawyer not found' }, { status: 404 }),
      ),
    );
    expect(statusOf(await thrownBy(page('999999'), '999999'))).toBe(404);
  });

  it.each([
    [400, 400],
    [429, 429],
    [503, 503],
  ])('makes the API’s %i the page’s %i', async (status, expected) => {
    server.use(
      http.get('*/api/lawyers/:id', () => HttpResponse.json({ message: 'no' }, { status })),
    );
    expect(statusOf(await thrownBy(page('12'), '12'))).toBe(expected);
  });
});
