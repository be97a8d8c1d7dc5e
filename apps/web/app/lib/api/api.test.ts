import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import type { Locale } from '../../i18n/locale.ts';
import { createQueryClient } from '../query/query-client.ts';
import { ApiError, apiQueryOptions, callApi } from './api.ts';
import { serverCall } from './api.server.ts';

const API = 'http://api.test';

/** The page's language as `requestLocale` reads it (English until issue 19 reads `/fr/…`). */
const page = vi.hoisted(() => ({ locale: 'en' }));
vi.mock(import('../../i18n/locale.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  requestLocale: () => page.locale as Locale,
}));
afterEach(() => {
  page.locale = 'en';
});
const context = { overrideClientOptions: { baseUrl: API } };

describe('callApi', () => {
  it('answers with the API’s success, status and body', async () => {
    server.use(
      http.get(`${API}/api/lawyers/:id`, ({ params }) =>
        HttpResponse.json({ id: Number(params.id) }),
      ),
    );
    const result = await callApi((api) => api.lawyers.getById, { params: { id: '7' } }, context);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: 7 });
  });

  it('throws an ApiError with the API’s message and the first issue of each field', async () => {
    server.use(
      http.post(`${API}/api/auth/login`, () =>
        HttpResponse.json(
          {
            message: 'Check the form',
            issues: [
              { path: ['email'], message: 'Invalid email address' },
              { path: ['email'], message: 'Too long' },
              { path: ['password'], message: 'Password is required' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const call = callApi((api) => api.auth.login, { body: { email: 'x', password: '' } }, context);
    const error = await call.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Check the form',
      apiMessage: 'Check the form',
      issues: { email: 'Invalid email address', password: 'Password is required' },
    });
  });

  it('throws an ApiError without an API message when the body is not the API’s', async () => {
    server.use(
      http.get(`${API}/api/stats`, () => new HttpResponse('Bad gateway', { status: 502 })),
    );
    const error = await callApi((api) => api.reference.stats, {}, context).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, apiMessage: undefined, issues: {} });
    expect((error as ApiError).message).toBe('The API answered 502');
  });

  it('lets a network failure through as it is, not as an ApiError', async () => {
    server.use(http.get(`${API}/api/stats`, () => HttpResponse.error()));
    const error = await callApi((api) => api.reference.stats, {}, context).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(TypeError);
  });
});

describe('apiQueryOptions', () => {
  it('caches the answer under the feature’s key and throws the ApiError to the query', async () => {
    server.use(
      http.get(`${API}/api/lawyers/:id`, ({ params }) =>
        params.id === '1'
          ? HttpResponse.json({ id: 1 })
          : HttpResponse.json({ message: 'Lawyer not found' }, { status: 404 }),
      ),
    );
    const queryClient = createQueryClient();
    const found = { queryKey: ['lawyers', '1'], queryData: { params: { id: '1' } } };
    await queryClient.fetchQuery(apiQueryOptions((api) => api.lawyers.getById, found, context));
    expect(queryClient.getQueryData(['lawyers', '1'])).toMatchObject({ body: { id: 1 } });
    const missing = { queryKey: ['lawyers', '2'], queryData: { params: { id: '2' } } };
    await queryClient.prefetchQuery(
      apiQueryOptions((api) => api.lawyers.getById, missing, context),
    );
    const error = queryClient.getQueryState(['lawyers', '2'])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Lawyer not found' });
  });
});

describe('serverCall', () => {
  /** Any answer the stats contract accepts: these tests read what was sent, not what came back. */
  const STATS = { lawyers: 1, cities: 1, practiceAreas: 1, provinces: 1, demo: false };

  it('sends the visitor’s cookie and settled address to the API, and nothing without a request', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get('*/api/stats', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json(STATS);
      }),
    );
    const visit = new Request('http://localhost:3000/', {
      headers: { cookie: 'session=abc', 'x-forwarded-for': '203.0.113.4', 'x-other': 'no' },
    });
    await callApi((api) => api.reference.stats, {}, serverCall(visit));
    await callApi((api) => api.reference.stats, {}, serverCall());
    expect(seen[0]?.get('cookie')).toBe('session=abc');
    expect(seen[0]?.get('x-forwarded-for')).toBe('203.0.113.4');
    expect(seen[0]?.get('x-other')).toBeNull();
    expect(seen[1]?.get('cookie')).toBeNull();
  });

  it('asks in the page’s language, not the browser’s', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/stats', ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json(STATS);
      }),
    );
    const visit = new Request('http://localhost:3000/', {
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    await callApi((api) => api.reference.stats, {}, serverCall(visit));
    page.locale = 'fr';
    await callApi((api) => api.reference.stats, {}, serverCall(new Request('http://localhost/')));
    // The page's language (requestLocale), whatever the browser prefers.
    expect(seen).toEqual(['en-CA', 'fr-CA']);
  });
});
