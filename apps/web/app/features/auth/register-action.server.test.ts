import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { accountRegisterAction, portalRegisterAction } from './register-action.server.ts';

const PASSWORD = 'quiet meadow lantern 42';
const NUL = 'Must not contain a NUL character or an unpaired surrogate';

/** A lawyer's registration as the form posts it, with `changes` over it. */
function lawyerForm(changes: Record<string, string> = {}) {
  const entries: Record<string, string> = {
    firstName: 'Avery',
    lastName: 'Tremblay',
    email: 'avery@example.com',
    password: PASSWORD,
    userType: 'lawyer',
    phone: '416-555-0100',
    practiceArea: 'Family Law',
    province: 'ON',
    city: 'Toronto',
    location: 'Downtown',
    address: '1 King St W',
    experience: '12',
    hourlyRate: '350',
    bio: 'Family lawyer in Toronto for twelve years.',
    website: '',
    ...changes,
  };
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

const request = () =>
  new Request('http://localhost:3000/auth/register', {
    method: 'POST',
    headers: { origin: 'http://localhost:3000' },
  });

/** What the action answered: a redirect (a Response) or the form's data, and its status. */
interface Answer {
  httpStatus: number;
  location?: string | null;
  cookies?: string[];
  result?: {
    status?: string;
    intent?: unknown;
    error?: Record<string, string[] | null>;
    initialValue?: Record<string, unknown>;
  };
  dehydratedState?: { queries: { queryKey: unknown; state: { data: unknown } }[] };
}

function answerOf(response: unknown): Answer {
  if (response instanceof Response) {
    return {
      httpStatus: response.status,
      location: response.headers.get('Location'),
      cookies: response.headers.getSetCookie(),
    };
  }
  const { data, init } = response as {
    data: Omit<Answer, 'httpStatus'>;
    init: { status?: number } | null;
  };
  return { httpStatus: init?.status ?? 200, ...data };
}

/** The cities the API lists, by province. */
const CITIES: Record<string, { city: string; count: number }[]> = {
  ON: [
    { city: 'Toronto', count: 40 },
    { city: 'Ottawa', count: 12 },
  ],
  BC: [{ city: 'Vancouver', count: 9 }],
};

let registered: unknown[];
let citiesAsked: string[];

beforeEach(() => {
  registered = [];
  citiesAsked = [];
  server.use(
    http.get('*/api/cities', ({ request: call }) => {
      const province = new URL(call.url).searchParams.get('province') ?? '';
      citiesAsked.push(province);
      return HttpResponse.json(CITIES[province] ?? []);
    }),
    http.post('*/api/auth/register', async ({ request: call }) => {
      registered.push(await call.json());
      return HttpResponse.json(
        { token: 'a.b.c', user: { id: 1 } },
        { status: 201, headers: { 'Set-Cookie': 'session=new; Path=/; HttpOnly' } },
      );
    }),
  );
});

const register = (formData: FormData) =>
  accountRegisterAction({ request: request(), formData, redirectTo: '/' }).then(answerOf);

describe('the account page’s registration without JavaScript', () => {
  it('creates a lawyer with a city of the province and asks to check the e-mail, with the session', async () => {
    const answer = await register(lawyerForm());
    expect(answer.httpStatus).toBe(302);
    expect(answer.location).toBe('/verify-email');
    expect(answer.cookies).toEqual(['session=new; Path=/; HttpOnly']);
    expect(registered).toEqual([
      expect.objectContaining({
        userType: 'lawyer',
        role: 'user',
        province: 'ON',
        city: 'Toronto',
        locale: 'en',
      }),
    ]);
  });

  it('creates a lawyer who wrote the bio in French only (issue 19)', async () => {
    const bioFr = 'Avocate en droit de la famille à Toronto depuis douze ans.';
    const answer = await register(lawyerForm({ bio: '', bioFr }));
    expect(answer.httpStatus).toBe(302);
    expect(registered).toEqual([expect.objectContaining({ bioFr })]);
    expect(registered[0]).not.toHaveProperty('bio');
  });

  it.each([
    ['a city of another province', 'Vancouver'],
    ['a city no lawyer lists', 'Atlantis'],
    ['a NUL byte', 'Tor\u0000onto'],
  ])('names the city for %s, a 400, and creates nothing', async (_, city) => {
    const answer = await register(lawyerForm({ city }));
    expect(answer.httpStatus).toBe(400);
    expect(answer.result?.error).toEqual({
      city: ['Please select a city of this province from the list'],
    });
    expect(registered).toEqual([]);
  });

  it.each([
    [
      'an unknown province',
      { province: 'XX' },
      'province',
      'Please select a province or territory',
    ],
    [
      'a province with a NUL',
      { province: 'O\u0000N' },
      'province',
      'Please select a province or territory',
    ],
    [
      'a city of 10,000 characters',
      { city: 'T'.repeat(10_000) },
      'city',
      'City must be at most 100 characters',
    ],
    [
      'a bio of 10,000 characters',
      { bio: 'b'.repeat(10_000) },
      'bio',
      'Bio must be at most 5000 characters',
    ],
  ])(
    'names the field for %s, a 400, and asks the API nothing',
    async (_, changes, field, message) => {
      const answer = await register(lawyerForm(changes));
      expect(answer.httpStatus).toBe(400);
      expect(answer.result?.error?.[field]).toEqual([message]);
      expect(registered).toEqual([]);
      // Only a province exactly as the select sends it is looked up.
      expect(citiesAsked).toEqual('province' in changes ? [] : ['ON']);
    },
  );

  it('names a field the API refuses (a NUL in a name) with the API’s status', async () => {
    // The API's answer to a NUL anywhere in a body (apps/api/src/http/hostile-input.test.ts).
    const refusal = { message: 'Invalid request', issues: [{ path: ['firstName'], message: NUL }] };
    server.use(http.post('*/api/auth/register', () => HttpResponse.json(refusal, { status: 400 })));
    const answer = await register(lawyerForm({ firstName: 'Av\u0000ery' }));
    expect(answer.httpStatus).toBe(400);
    expect(answer.result?.error?.firstName).toEqual([NUL]);
  });

  it('says the registration failed, a 502, when the API gives no city list', async () => {
    server.use(http.get('*/api/cities', () => HttpResponse.error()));
    const answer = await register(lawyerForm());
    expect(answer.httpStatus).toBe(502);
    expect(answer.result?.error).toEqual({ '': ['Registration failed'] });
    expect(registered).toEqual([]);
  });

  it('sends the form back with the province’s cities for "Show the cities", creating nothing', async () => {
    const answer = await register(
      lawyerForm({
        province: 'BC',
        city: 'Toronto',
        phone: '',
        __intent__: '{"type":"validate","payload":{"name":"province"}}',
      }),
    );
    expect(answer.httpStatus).toBe(200);
    if (!answer.result) throw new Error('expected the form back');
    expect(answer.result.status).toBeUndefined();
    // What was typed comes back, the password never.
    expect(answer.result.initialValue).toMatchObject({ province: 'BC', firstName: 'Avery' });
    expect(answer.result.initialValue).not.toHaveProperty('password');
    expect(answer.dehydratedState?.queries).toEqual([
      expect.objectContaining({
        queryKey: ['reference', 'cities', 'BC'],
        state: expect.objectContaining({
          data: expect.objectContaining({ body: [{ city: 'Vancouver', count: 9 }] }),
        }),
      }),
    ]);
    expect(registered).toEqual([]);
  });

  it('sends the form back as a lawyer’s for "Continue as a lawyer", without messages', async () => {
    const data = new FormData();
    data.append('firstName', '');
    data.append('userType', 'customer');
    data.append('__intent__', '{"type":"update","payload":{"name":"userType","value":"lawyer"}}');
    const answer = await register(data);
    expect(answer.httpStatus).toBe(200);
    if (!answer.result) throw new Error('expected the form back');
    expect(answer.result.initialValue).toMatchObject({ userType: 'lawyer' });
    expect(answer.result.intent).toEqual({
      type: 'update',
      payload: { name: 'userType', value: 'lawyer' },
    });
    expect(answer.dehydratedState).toBeUndefined();
    expect(registered).toEqual([]);
  });
});

const PORTAL_VALUES = {
  firstName: 'Robin',
  lastName: 'Offline',
  email: 'robin@example.com',
  password: PASSWORD,
};

describe('the lawyer portal’s registration without JavaScript', () => {
  /** The portal's form as it posts it, with `changes` over a valid one. */
  const portalForm = (changes: Record<string, string> = {}) => {
    const data = new FormData();
    const entries = { ...PORTAL_VALUES, ...changes };
    for (const [name, value] of Object.entries(entries)) data.append(name, value);
    return data;
  };
  const portal = (formData: FormData) =>
    portalRegisterAction({ request: request(), formData, redirectTo: '/lawyer-dashboard' }).then(
      answerOf,
    );

  it('names each empty field, a 400', async () => {
    const answer = await portal(
      portalForm({ firstName: '', lastName: '', email: '', password: '' }),
    );
    expect(answer.httpStatus).toBe(400);
    expect(answer.result?.error).toMatchObject({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Invalid email address'],
      password: ['Password must be at least 8 characters'],
    });
    expect(registered).toEqual([]);
  });

  it('names a name of 10,000 characters', async () => {
    const answer = await portal(portalForm({ firstName: 'A'.repeat(10_000) }));
    expect(answer.httpStatus).toBe(400);
    expect(answer.result?.error?.firstName).toEqual(['First name must be at most 100 characters']);
  });

  it('registers a lawyer account and asks to check the e-mail, with the session', async () => {
    const answer = await portal(portalForm());
    expect(answer.httpStatus).toBe(302);
    // "Check your e-mail" leads on to the dashboard, the portal's default (issue 37).
    expect(answer.location).toBe('/verify-email');
    expect(answer.cookies).toEqual(['session=new; Path=/; HttpOnly']);
    // The page's language: the new account's e-mails are written in it.
    expect(registered).toEqual([{ ...PORTAL_VALUES, locale: 'en' }]);
  });
});
