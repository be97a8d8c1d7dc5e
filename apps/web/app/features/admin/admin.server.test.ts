import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../auth/testing.tsx';

const getCurrentUser = vi.fn();
vi.mock('../auth/current-user.server.ts', () => ({ getCurrentUser }));
const { requireAdmin } = await import('./admin.server.ts');

const request = new Request('http://localhost/admin', { headers: { cookie: 'session=x' } });

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('requireAdmin', () => {
  beforeEach(() => getCurrentUser.mockReset());

  it('sends visitors to sign in, and back to the page they asked for', async () => {
    getCurrentUser.mockResolvedValue(null);
    const response = (await thrown(requireAdmin(request))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/lawyer-auth?returnTo=%2Fadmin');
  });

  it.each(['client', 'lawyer'] as const)('answers a %s with not found', async (role) => {
    getCurrentUser.mockResolvedValue(makeUser({ role }));
    // React Router turns a thrown `data(…, { status: 404 })` into the not-found page.
    expect(await thrown(requireAdmin(request))).toMatchObject({ init: { status: 404 } });
  });

  it('lets administrators in', async () => {
    const admin = makeUser({ role: 'admin' });
    getCurrentUser.mockResolvedValue(admin);
    await expect(requireAdmin(request)).resolves.toBe(admin);
  });
});
