import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { createQueryClient } from '../../lib/query/query-client.ts';
import { CURRENT_USER_KEY } from './current-user.ts';
import { getCurrentUser, prefetchCurrentUser } from './current-user.server.ts';
import { makeUser } from './testing.tsx';

const visit = (cookie?: string) =>
  new Request('http://localhost:3000/', { headers: cookie ? { cookie } : {} });

describe('getCurrentUser', () => {
  it('asks the API with the visitor’s cookie', async () => {
    const user = makeUser();
    let cookie: string | null = null;
    server.use(
      http.get('*/api/auth/user', ({ request }) => {
        cookie = request.headers.get('cookie');
        return HttpResponse.json(user);
      }),
    );
    expect(await getCurrentUser(visit('session=abc'))).toEqual(user);
    expect(cookie).toBe('session=abc');
  });

  it('reads a 401 as nobody, and asks nothing without a cookie', async () => {
    const calls = vi.fn();
    server.use(
      http.get('*/api/auth/user', () => {
        calls();
        return HttpResponse.json({ message: 'Please sign in' }, { status: 401 });
      }),
    );
    expect(await getCurrentUser(visit('session=expired'))).toBeNull();
    expect(await getCurrentUser(visit())).toBeNull();
    expect(calls).toHaveBeenCalledTimes(1);
  });
});

describe('prefetchCurrentUser', () => {
  it('leaves the user unknown when the API fails, for the browser to ask again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/api/auth/user', () => new HttpResponse(null, { status: 503 })));
    const queryClient = createQueryClient();
    await prefetchCurrentUser({ queryClient, request: visit('session=abc') });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeUndefined();
  });

  it('caches nobody for visitors, so the header renders Sign In on the server', async () => {
    const queryClient = createQueryClient();
    await prefetchCurrentUser({ queryClient, request: visit() });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
  });
});
