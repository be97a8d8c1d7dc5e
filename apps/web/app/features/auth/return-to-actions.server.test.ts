import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { OFF_SITE_RETURN_ADDRESSES, SITE_RETURN_ADDRESS } from '../../../test/open-redirects.ts';
import { action as accountAction } from '../../routes/account.tsx';
import { action as portalAction } from '../../routes/lawyer-auth.tsx';

/**
 * Sign-in and registration posted without JavaScript go back to `returnTo` (issue 21): the
 * page's address carries it (the form posts to its own address), or a posted field. Only a path of
 * this site; anything else lands on the default.
 */

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'quiet meadow lantern 42';

type AccountArgs = Parameters<typeof accountAction>[0];
type PortalArgs = Parameters<typeof portalAction>[0];

function post(path: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`${ORIGIN}${path}`, { method: 'POST', body, headers: { origin: ORIGIN } });
}

const args = (request: Request) =>
  ({ request, params: {}, context: {} }) as unknown as AccountArgs & PortalArgs;

async function locationOf(answer: Promise<unknown>): Promise<string | null> {
  const response = await answer;
  if (!(response instanceof Response)) throw new Error(`no redirect: ${JSON.stringify(response)}`);
  expect(response.status).toBe(302);
  return response.headers.get('Location');
}

const login = { email: 'avery@example.com', password: PASSWORD };
const customer = {
  firstName: 'Casey',
  lastName: 'Client',
  email: 'casey@example.com',
  password: PASSWORD,
  userType: 'customer',
};

beforeEach(() => {
  const signedIn = (status: number) =>
    HttpResponse.json(
      { token: 'a.b.c', user: { id: 1 } },
      { status, headers: { 'Set-Cookie': 'session=new; Path=/; HttpOnly' } },
    );
  server.use(
    http.post('*/api/auth/login', () => signedIn(200)),
    http.post('*/api/auth/register', () => signedIn(201)),
  );
});

describe('returnTo after signing in without JavaScript', () => {
  it('goes back to the lawyer of the address’s returnTo', async () => {
    const request = post('/auth/login?returnTo=%2Flawyer%2F12', login);
    expect(await locationOf(accountAction(args(request)))).toBe('/lawyer/12');
  });

  it('keeps a French page, and its query', async () => {
    const request = post('/fr/compte/connexion?returnTo=%2Ffr%2Favocat%2F12%3Ftab%3Davis', login);
    expect(await locationOf(accountAction(args(request)))).toBe('/fr/avocat/12?tab=avis');
  });

  it('prefers a posted returnTo field', async () => {
    const request = post('/auth/login', { ...login, returnTo: '/browse-lawyers?province=ON' });
    expect(await locationOf(accountAction(args(request)))).toBe('/browse-lawyers?province=ON');
  });

  it.each([
    ['another origin', 'https%3A%2F%2Fevil.example'],
    ['a protocol-relative address', '%2F%2Fevil.example'],
    ['a backslash', '%2F%5Cevil.example'],
    ['javascript:', 'javascript%3Aalert(1)'],
    ['an encoded slash', '%2F%252Fevil.example'],
    ['a control character', '%2F%09%2Fevil.example'],
  ])('refuses %s and goes home', async (_, returnTo) => {
    const request = post(`/auth/login?returnTo=${returnTo}`, login);
    expect(await locationOf(accountAction(args(request)))).toBe('/');
  });

  // Issue 38's probe: written as is into the address, these answered `Location: //evil.example`.
  it.each(['/.//evil.example', '/..//evil.example', '/%2e%2e//evil.example', '/%09/evil.example'])(
    'refuses the address’s returnTo=%s and goes home',
    async (returnTo) => {
      const request = post(`/auth/login?returnTo=${returnTo}`, login);
      expect(await locationOf(accountAction(args(request)))).toBe('/');
    },
  );

  it.each(OFF_SITE_RETURN_ADDRESSES)(
    'refuses the posted returnTo %j and goes home',
    async (returnTo) => {
      const request = post('/auth/login', { ...login, returnTo });
      expect(await locationOf(accountAction(args(request)))).toBe('/');
    },
  );

  it('keeps a posted French page with its query and fragment', async () => {
    const request = post('/auth/login', { ...login, returnTo: SITE_RETURN_ADDRESS });
    expect(await locationOf(accountAction(args(request)))).toBe(SITE_RETURN_ADDRESS);
  });

  it('refuses a posted address of another origin', async () => {
    const request = post('/auth/login', { ...login, returnTo: '//evil.example' });
    expect(await locationOf(accountAction(args(request)))).toBe('/');
  });
});

describe('returnTo after registering without JavaScript', () => {
  it('asks a new customer to check the e-mail, on the way back to the lawyer', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/auth/register', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ token: 'a.b.c', user: { id: 1 } }, { status: 201 });
      }),
    );
    const request = post('/auth/register?returnTo=%2Flawyer%2F12', customer);
    expect(await locationOf(accountAction(args(request)))).toBe(
      '/verify-email?returnTo=%2Flawyer%2F12',
    );
    // The e-mailed link leads back there too.
    expect(bodies).toEqual([expect.objectContaining({ returnTo: '/lawyer/12' })]);
  });

  it('keeps a posted French page, in French', async () => {
    const request = post('/fr/compte/inscription', {
      ...customer,
      returnTo: '/fr/avocat/12/message',
    });
    expect(await locationOf(accountAction(args(request)))).toBe(
      '/fr/verifier-courriel?returnTo=%2Ffr%2Favocat%2F12%2Fmessage',
    );
  });

  it('refuses another origin: "check your e-mail" leads on to nowhere but the account', async () => {
    const request = post('/auth/register?returnTo=https%3A%2F%2Fevil.example', customer);
    expect(await locationOf(accountAction(args(request)))).toBe('/verify-email');
  });

  it.each(OFF_SITE_RETURN_ADDRESSES)('refuses a posted %j', async (returnTo) => {
    const request = post('/auth/register', { ...customer, returnTo });
    expect(await locationOf(accountAction(args(request)))).toBe('/verify-email');
  });

  it('keeps a page to go back to from the portal, and drops its default', async () => {
    const portalForm = {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      password: PASSWORD,
    };
    const back = post('/lawyer-auth/register?returnTo=%2Flawyer%2F12', portalForm);
    expect(await locationOf(portalAction(args(back)))).toBe(
      '/verify-email?returnTo=%2Flawyer%2F12',
    );
    const plain = post('/lawyer-auth/register', portalForm);
    expect(await locationOf(portalAction(args(plain)))).toBe('/verify-email');
  });
});

describe('returnTo on the lawyer portal', () => {
  it('goes back to the page, or to the dashboard by default', async () => {
    const back = post('/lawyer-auth?returnTo=%2Flawyer%2F12', login);
    expect(await locationOf(portalAction(args(back)))).toBe('/lawyer/12');
    const evil = post('/lawyer-auth?returnTo=%2F%2Fevil.example', login);
    expect(await locationOf(portalAction(args(evil)))).toBe('/lawyer-dashboard');
  });

  it.each(OFF_SITE_RETURN_ADDRESSES)('refuses %j and goes to the dashboard', async (returnTo) => {
    const request = post('/lawyer-auth', { ...login, returnTo });
    expect(await locationOf(portalAction(args(request)))).toBe('/lawyer-dashboard');
  });
});
