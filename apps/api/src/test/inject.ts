import type { FastifyInstance, InjectOptions } from 'fastify';
import { XHR } from '../modules/auth/testing.ts';
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
