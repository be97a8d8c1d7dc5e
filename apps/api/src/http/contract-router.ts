import type { FastifyInstance } from 'fastify';
import type { AppRouter } from '@ts-rest/core';
import type { initServer, RouterImplementation } from '@ts-rest/fastify';
import { toValidationError } from './error-handling.ts';

/**
 * Registers a domain's part of the contract. ts-rest installs its own error handler in the plugin's
 * scope; ours turns validation failures into AppErrors and hands every error to the app's handler.
 */
export function registerContractRouter<T extends AppRouter>(
  s: ReturnType<typeof initServer>,
  contract: T,
  router: RouterImplementation<T>,
  app: FastifyInstance,
): void {
  s.registerRouter(contract, router, app, {
    responseValidation: true,
    logInitialization: false,
    requestValidationErrorHandler: (error, _request, reply) => {
      reply.send(toValidationError(error));
    },
  });
}
