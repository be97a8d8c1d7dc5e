import type { ApiError } from '@cld/contract/errors';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { type UrlProblem, urlProblem } from '../app/lib/http/url-problem.ts';
import { isApiPath } from './api-proxy.ts';

/** A host name and optional port; anything else in `Host` could not make a URL. */
const VALID_HOST = /^(?:[a-z0-9._-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The API's error shape, so a client of `/api` reads every answer the same way. */
export function sendApiError(response: Response, status: number, body: ApiError): void {
  response.status(status).type('application/json').send(JSON.stringify(body));
}

/**
 * `Host` decides nothing here (redirects and canonical URLs use PUBLIC_ORIGIN), but React Router
 * builds the request's URL from it. HTTP/1.1 without Host is refused by Node itself (400); an
 * HTTP/1.0 request may omit it and is answered as a request for the public origin. A Host that is
 * not a host name gets 400 instead of failing inside the URL parser.
 */
export function hostGuard({ publicOrigin }: { publicOrigin: string }): RequestHandler {
  const publicHost = new URL(publicOrigin).host;
  return (request, response, next) => {
    const host = request.headers.host;
    if (host === undefined || host === '') {
      request.headers.host = publicHost;
      return next();
    }
    if (!VALID_HOST.test(host)) {
      response.status(400).type('text/plain').send('Bad Request: invalid Host header');
      return;
    }
    next();
  };
}

const URL_PROBLEM_MESSAGES: Record<UrlProblem, string> = {
  encoding: 'The address has a percent-encoding that is not valid UTF-8.',
  control: 'The address contains a control character (such as NUL).',
};

/**
 * Requests for the API with a bad address get the API's own 400 shape here. Pages carry on: the
 * root loader (`app/root.tsx`) answers them with the site’s 400 page.
 */
export function apiUrlGuard(): RequestHandler {
  return (request, response, next) => {
    if (!isApiPath(request.path)) return next();
    const problem = urlProblem(request.originalUrl);
    if (!problem) return next();
    sendApiError(response, 400, {
      message: URL_PROBLEM_MESSAGES[problem],
      issues: [{ path: ['url'], message: URL_PROBLEM_MESSAGES[problem] }],
    });
  };
}

interface HttpError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

/**
 * The last handler: an error a middleware raised about the request (a bad address for the static
 * files, a body too large) keeps its 4xx; anything else is logged and answered 500 without details.
 * `/api` paths answer in the API's shape.
 */
export function errorHandler(): ErrorRequestHandler {
  return (error: unknown, request, response, next) => {
    if (response.headersSent) return next(error);
    const httpError = (typeof error === 'object' && error !== null ? error : {}) as HttpError;
    const declared = httpError.status ?? httpError.statusCode;
    const status =
      error instanceof URIError
        ? 400
        : declared !== undefined && declared >= 400 && declared < 500
          ? declared
          : 500;
    if (status === 500) console.error(error);
    const message =
      status === 500
        ? 'An unexpected error occurred.'
        : status === 400
          ? 'The request is not valid.'
          : (httpError.expose && httpError.message) || 'The request cannot be served.';
    if (isApiPath(request.path)) {
      sendApiError(response, status, { message });
      return;
    }
    response.status(status).type('text/plain').send(message);
  };
}
