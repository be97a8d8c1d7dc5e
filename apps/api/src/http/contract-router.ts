import type { FastifyInstance } from 'fastify';
import { isAppRoute } from '@ts-rest/core';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import type { initServer, RouterImplementation } from '@ts-rest/fastify';
import { z } from 'zod';
import { refusingUnsafeText } from '@cld/validation/safe-text';
import { toValidationError } from './error-handling.ts';
import { MALFORMED_PARAMETERS, type ParsedQuery } from './query-string.ts';

export const MALFORMED_ENCODING_MESSAGE = 'Must be valid percent-encoded UTF-8';

/** A query parameter whose percent-encoding was malformed is a 400 naming it (see query-string.ts). */
function refusingMalformedQuery(schema: z.ZodType) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const malformed =
        value !== null && typeof value === 'object'
          ? (value as ParsedQuery)[MALFORMED_PARAMETERS]
          : undefined;
      for (const name of malformed ?? []) {
        ctx.addIssue({ code: 'custom', path: [name], message: MALFORMED_ENCODING_MESSAGE });
      }
    })
    .pipe(schema);
}

/** Path parameters the contract leaves untyped are still text that reaches the queries. */
const ANY_PATH_PARAMS = z.record(z.string(), z.string());
/** A query on an operation that takes none is ignored, unless its encoding is malformed. */
const ANY_QUERY = z.unknown();

export const UNCHECKABLE_INPUT_MESSAGE = 'Could not be checked: send the documented shape';

/**
 * `schema`, parsed synchronously with anything it throws turned into an issue. zod's standard-schema
 * entry retries a parse that threw as an async one, ts-rest then refuses the promise ("Schema
 * validation must be synchronous") and the promise's rejection was left unhandled: one request
 * ended the process (issue 38). A refinement that throws is a bug of its own, found by the sweep in
 * hostile-input.test.ts; this keeps the bug a 400 for its request.
 */
export function neverThrowing(schema: z.ZodType) {
  return z.unknown().transform((value, ctx) => {
    let result: ReturnType<z.ZodType['safeParse']>;
    try {
      result = schema.safeParse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: UNCHECKABLE_INPUT_MESSAGE });
      return z.NEVER;
    }
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue(issue as z.core.$ZodRawIssue);
    return z.NEVER;
  });
}

/**
 * The route as the server checks it: body, query and path parameters refuse NUL and unpaired
 * surrogates first, for every operation (a 400 naming the field), whatever the field's own schema, and
 * a query parameter with malformed percent-encoding is a 400 naming it. No schema can throw out of it.
 */
function guardedRoute(route: AppRoute): AppRoute {
  const guard = (schema: unknown) => neverThrowing(refusingUnsafeText(schema as z.ZodType));
  const guarded: AppRoute = {
    ...route,
    pathParams: guard(route.pathParams ?? ANY_PATH_PARAMS),
    query: refusingMalformedQuery(route.query ? guard(route.query) : ANY_QUERY),
  } as AppRoute;
  if (route.method !== 'GET' && 'body' in route && route.body instanceof z.ZodType) {
    (guarded as { body: unknown }).body = guard(route.body);
  }
  return guarded;
}

export function guardedContract<T extends AppRouter>(contract: T): T {
  return Object.fromEntries(
    Object.entries(contract).map(([name, entry]) => [
      name,
      isAppRoute(entry) ? guardedRoute(entry) : guardedContract(entry as AppRouter),
    ]),
  ) as T;
}

/**
 * Registers a domain's part of the contract. ts-rest installs its own error handler in the plugin's
 * scope; ours turns validation failures into AppErrors and hands every error to the app's handler.
 * Answers are validated against the contract (zod strips any field it does not name) unless
 * `responseValidation` is false, which only a router whose mapping is proved exact may ask for.
 */
export function registerContractRouter<T extends AppRouter>(
  s: ReturnType<typeof initServer>,
  contract: T,
  router: RouterImplementation<T>,
  app: FastifyInstance,
  { responseValidation = true }: { responseValidation?: boolean } = {},
): void {
  s.registerRouter(guardedContract(contract), router, app, {
    responseValidation,
    logInitialization: false,
    requestValidationErrorHandler: (error, _request, reply) => {
      reply.send(toValidationError(error));
    },
  });
}
