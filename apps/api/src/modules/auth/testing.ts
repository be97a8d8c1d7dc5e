import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TOKEN_IN_BODY } from '@cld/contract/auth';
import type { CurrentUser } from '@cld/contract/auth';
import type { LawyerProfileInput } from '@cld/validation/lawyer-profile';

/** Test helpers for signed-in callers. Each call comes from its own address, below the IP limits. */

let sequence = 0;

export function nextIp(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

export function uniqueEmail(label: string, domain = 'example.com'): string {
  sequence += 1;
  return `${label}-${process.pid}-${sequence}@${domain}`;
}

/** What the website sends with every call (spec §7). */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

export const GOOD_PASSWORD = 'quiet meadow lantern 42';

/** `name=value` of the session cookie a response sets, ready for a `cookie` header. */
export function sessionCookieOf(response: LightMyRequestResponse, name = 'session'): string {
  const cookie = response.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in ${JSON.stringify(response.headers)}`);
  return `${name}=${cookie.value}`;
}

/** A registered user, signed in both ways: the website's cookie and an API client's bearer. */
export interface SignedIn {
  user: CurrentUser;
  token: string;
  cookie: string;
  bearer: { authorization: string };
}

export async function registerUser(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextIp(),
    headers: { ...XHR, ...TOKEN_IN_BODY },
    payload: {
      email: uniqueEmail('user'),
      password: GOOD_PASSWORD,
      firstName: 'Test',
      lastName: 'User',
      ...body,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const { token, user } = response.json<{ token?: string; user: CurrentUser }>();
  if (!token) throw new Error(`register answered no token: ${response.body}`);
  return {
    user,
    token,
    cookie: sessionCookieOf(response),
    bearer: { authorization: `Bearer ${token}` },
  };
}

export function registerCustomer(app: FastifyInstance, body: Record<string, unknown> = {}) {
  return registerUser(app, {
    firstName: 'Casey',
    lastName: 'Client',
    userType: 'customer',
    role: 'user',
    ...body,
  });
}

export function buildProfileInput(overrides: Partial<LawyerProfileInput> = {}): LawyerProfileInput {
  return {
    name: 'Jordan Avocat',
    email: 'jordan@example.com',
    phone: '416-555-0123',
    practiceArea: 'Family Law',
    location: 'Toronto, ON',
    city: 'Toronto',
    province: 'ON',
    address: '1 Example Street',
    experience: 7,
    hourlyRate: 300,
    bio: 'Helps families settle separation and parenting matters.',
    specializations: ['Mediation'],
    languages: ['English', 'french'],
    feeStructure: 'Hourly',
    website: 'https://jordan.example.com',
    ...overrides,
  };
}
