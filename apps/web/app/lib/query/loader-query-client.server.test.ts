import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { makeLawyer } from '../../../test/factories.ts';
import { CACHE_TIMES } from './cache-times.ts';
import { createLoaderQueries } from './loader-query-client.server.ts';
import { createQueryClient, createRequestQueryClient } from './query-client.ts';

// Queries as a feature describes them (shared code imports no feature): a lawyer and a search.
const lawyerQuery = (id: string) => ({
  queryKey: ['lawyers', 'detail', id],
  queryData: { params: { id } },
  ...CACHE_TIMES.lawyers,
});
const citySearchQuery = (city: string) => ({
  queryKey: ['lawyers', 'search', { city }],
  queryData: { query: { city } },
  ...CACHE_TIMES.lawyers,
});

// A real collection on demand, to show what a response leaves behind (issue 15, item 3).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Lets the current job end (WeakRefs hold their target until then), then collects. */
async function collected(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  collectGarbage();
}

function visitorRequest(path: string) {
  return new Request(`http://localhost${path}`, {
    headers: { 'x-forwarded-for': '203.0.113.4', 'x-forwarded-proto': 'https', cookie: 'a=b' },
  });
}

describe('a request’s query cache on the server', () => {
  it('schedules no removal timer, unlike the browser’s (whose 10-minute timers kept every page’s data)', () => {
    vi.useFakeTimers();
    try {
      const options = { ...lawyerQuery('1'), queryFn: () => null };
      const browser = createQueryClient();
      browser.getQueryCache().build(browser, options);
      expect(vi.getTimerCount()).toBe(1);
      browser.clear();

      const request = createRequestQueryClient();
      request.getQueryCache().build(request, options);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps nothing of a page’s data once the loader has dehydrated it', async () => {
    server.use(
      http.get('*/api/lawyers/:id', ({ params }) =>
        HttpResponse.json(makeLawyer({ id: Number(params.id) })),
      ),
    );
    // A loader, as a profile page runs it; the test keeps only a weak reference to the data.
    async function load() {
      const queries = createLoaderQueries(visitorRequest('/lawyer/7'));
      const { body } = await queries.fetchQuery((api) => api.lawyers.getById, lawyerQuery('7'));
      return { data: new WeakRef(body), dehydrated: JSON.stringify(queries.dehydrate()) };
    }
    const { data, dehydrated } = await load();
    expect(dehydrated).toContain('"id":7');
    await collected();
    expect(data.deref()).toBeUndefined();
  });

  it('calls the API with the visitor’s settled address and protocol', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get('*/api/lawyers/:id', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json(makeLawyer());
      }),
    );
    const queries = createLoaderQueries(visitorRequest('/lawyer/1'));
    await queries.fetchQuery((api) => api.lawyers.getById, lawyerQuery('1'));
    expect(seen[0]?.get('x-forwarded-for')).toBe('203.0.113.4');
    expect(seen[0]?.get('x-forwarded-proto')).toBe('https');
    expect(seen[0]?.get('cookie')).toBe('a=b');
  });

  it('answers with the API’s 4xx when a prefetch was refused (a page of nothing is not a 200)', async () => {
    server.use(
      http.get('*/api/lawyers', () =>
        HttpResponse.json(
          { message: 'Invalid', issues: [{ path: ['city'], message: 'no NUL' }] },
          { status: 400 },
        ),
      ),
    );
    const queries = createLoaderQueries(visitorRequest('/browse-lawyers?city=x'));
    await queries.prefetch((api) => api.lawyers.search, citySearchQuery('x'));
    let thrown: unknown;
    try {
      queries.dehydrate();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ type: 'DataWithResponseInit', init: { status: 400 } });
  });
});
