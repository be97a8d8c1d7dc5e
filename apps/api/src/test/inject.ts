import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { MyProfile } from '@cld/contract/my-profile';
import {
  XHR,
  buildProfileInput,
  nextIp,
  registerCustomer,
  registerUser,
} from '../modules/auth/testing.ts';
import type { SignedIn } from '../modules/auth/testing.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call as the website makes it (the XHR header), signed in as `actor` when there is one. */
export function injectAs(
  app: FastifyInstance,
  actor: SignedIn | null,
  method: Method,
  url: string,
  options: Omit<InjectOptions, 'method' | 'url'> = {},
) {
  return app.inject({
    ...options,
    method,
    url,
    headers: { ...XHR, ...(actor ? { cookie: actor.cookie } : {}), ...options.headers },
  });
}

type CallOptions = Omit<InjectOptions, 'method' | 'url'>;

/**
 * A suite's `injectAs`: `app` is read at each call (the suite opens it in `beforeAll`), and each
 * call's options go over `defaults()` (e.g. a fresh `remoteAddress`, so rate limits stay apart).
 */
export function callerOf(app: () => FastifyInstance, defaults: () => CallOptions = () => ({})) {
  return (actor: SignedIn | null, method: Method, url: string, options: CallOptions = {}) =>
    injectAs(app(), actor, method, url, { ...defaults(), ...options });
}

/** Each call from its own address, so that one test's calls never meet another's rate limit. */
export const freshAddress = (): CallOptions => ({ remoteAddress: nextIp() });

/** A visitor's post (signed out, from a fresh address) of `payload` to `url`. */
export function visitorPostOf(app: () => FastifyInstance) {
  return (url: string, payload: unknown, options: CallOptions = {}) =>
    injectAs(app(), null, 'POST', url, {
      ...freshAddress(),
      ...options,
      payload: payload as InjectOptions['payload'],
    });
}

/** A visitor's post to the one route `url`: `(payload, options)`. */
export function visitorPostTo(app: () => FastifyInstance, url: string) {
  const post = visitorPostOf(app);
  return (payload: unknown, options: CallOptions = {}) => post(url, payload, options);
}

/** A signed-in customer and two lawyers without a profile yet (Ada First, Bo Second). */
export async function registerCustomerAndLawyers(app: FastifyInstance) {
  return {
    customer: await registerCustomer(app),
    lawyerA: await registerUser(app, { firstName: 'Ada', lastName: 'First' }),
    lawyerB: await registerUser(app, { firstName: 'Bo', lastName: 'Second' }),
  };
}

/** Creates `actor`'s lawyer profile through the API (`buildProfileInput(input)`) and answers it. */
export async function createProfileAs(
  app: FastifyInstance,
  actor: SignedIn,
  input: Parameters<typeof buildProfileInput>[0] = {},
): Promise<MyProfile> {
  const response = await injectAs(app, actor, 'POST', '/api/lawyers/profile', {
    payload: buildProfileInput(input),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MyProfile>();
}

/** An API error's body: its message and, for a refused input, the fields at fault. */
export interface ErrorBody {
  message: string;
  issues?: { path: (string | number)[]; message: string }[];
}
