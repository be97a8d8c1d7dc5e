import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestValidationError } from '@ts-rest/fastify';
import { localizeMessage } from '@cld/validation/i18n';
import { localizeIssue } from '@cld/validation/zod-i18n';
import { AppError, HTTP_STATUS_OF } from '../errors.ts';
import type { AppErrorKind } from '../errors.ts';
import type { AppErrorIssue } from '../errors.ts';
import { setCachePolicy } from './cache-control.ts';
import { requestLanguage } from './language.ts';
import { apiText } from './messages.ts';
import { setSecurityHeaders } from './security-headers.ts';

interface SchemaIssue {
  path?: readonly (PropertyKey | { key: PropertyKey })[];
  message: string;
}

function toIssues(error: unknown): AppErrorIssue[] {
  const issues = (error as { issues?: SchemaIssue[] } | null)?.issues ?? [];
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((segment) => {
      const key = typeof segment === 'object' ? segment.key : segment;
      return typeof key === 'number' ? key : String(key);
    }),
    message: issue.message,
    source: issue,
  }));
}

/** A ts-rest request validation failure as a 400 that names the fields at fault. */
export function toValidationError(error: RequestValidationError): AppError {
  const issues = [error.pathParams, error.headers, error.query, error.body].flatMap(toIssues);
  const fields = [...new Set(issues.map((i) => i.path.join('.') || 'request'))].join(', ');
  return new AppError('bad_request', apiText('en', 'request.invalid', { fields }), {
    issues,
    cause: error,
    messageIn: (language) => apiText(language, 'request.invalid', { fields }),
  });
}

const DEFAULT_MESSAGES: Record<AppErrorKind, string> = {
  bad_request: 'Bad request',
  unauthorized: 'Not signed in',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  conflict: 'Conflict',
  gone: 'Gone',
  unprocessable: 'Unprocessable request',
  request_timeout: 'Request took too long to arrive',
  payload_too_large: 'Request body is too large',
  uri_too_long: 'URL is too long',
  unsupported_media_type: 'Unsupported content type: send application/json',
  headers_too_large: 'Request headers are too large',
  too_many_requests: 'Too many requests',
  unavailable: 'Service temporarily unavailable',
  internal: 'Internal server error',
};

/** Fastify's own 4xx errors (body parsing, limits, URLs) keep their status in the app's shape. */
function fromFastifyError(error: FastifyError): AppError {
  if (error.code === 'FST_ERR_BAD_URL')
    return new AppError('bad_request', 'Malformed URL: invalid percent-encoding', { cause: error });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return new AppError('uri_too_long', 'URL is too long', { cause: error });
  switch (error.statusCode) {
    case 413:
      return new AppError('payload_too_large', 'Request body is too large', { cause: error });
    case 415:
      return new AppError(
        'unsupported_media_type',
        'Unsupported content type: send application/json',
        {
          cause: error,
        },
      );
    case 408:
      return new AppError('request_timeout', 'Request took too long to arrive', { cause: error });
    case 414:
      return new AppError('uri_too_long', 'URL is too long', { cause: error });
    case 431:
      return new AppError('headers_too_large', 'Request headers are too large', { cause: error });
    case 400:
      return new AppError(
        'bad_request',
        error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'Malformed JSON body'
          : 'Bad request',
        { cause: error },
      );
    default: {
      // Any other 4xx keeps its status when the app has a kind for it (401, 403, 404, 409, 429).
      const kind = (Object.keys(HTTP_STATUS_OF) as AppErrorKind[]).find(
        (k) => HTTP_STATUS_OF[k] === error.statusCode,
      );
      return new AppError(kind ?? 'bad_request', kind ? DEFAULT_MESSAGES[kind] : 'Bad request', {
        cause: error,
      });
    }
  }
}

/** Seconds a client is asked to wait while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** pg's own timeouts and a connection that died mid-query carry no code, only these messages. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Network failures, SQLSTATE classes 08 (connection) and 57P (shutdown), a cancelled statement
 * (57014: statement_timeout) and pg's timeouts mean "try again later" (decision 015).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (
      ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN'].includes(code)
    )
      return true;
    if (/^(08|57P)/.test(code) || code === '57014') return true;
  }
  return (
    typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known))
  );
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    return new AppError('unavailable', 'Service temporarily unavailable', {
      cause: error,
      retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
    });
  }
  if (error instanceof RequestValidationError) return toValidationError(error);
  const statusCode = (error as Partial<FastifyError> | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return fromFastifyError(error as FastifyError);
  }
  return new AppError('internal', 'Internal server error', { cause: error });
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  if (appError.status >= 500) {
    request.log.error({ err: appError.cause ?? appError }, 'request failed');
  } else {
    request.log.info({ kind: appError.kind, message: appError.message }, 'request rejected');
  }
  setCachePolicy(reply, 'none');
  // Errors Fastify raises before routing (bad URLs) skip the onSend hooks that set these.
  setSecurityHeaders(request, reply);
  if (appError.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(appError.retryAfterSeconds));
  }
  // The request's language (Accept-Language): the message and each field's (decision 029).
  const language = requestLanguage(request);
  const message = appError.messageIn?.(language) ?? localizeMessage(appError.message, language);
  return reply.status(appError.status).send(
    appError.issues
      ? {
          message,
          issues: appError.issues.map(({ path, message: text, source }) => ({
            path,
            message: localizeIssue(source?.message === text ? source : { message: text }, language),
          })),
        }
      : { message },
  );
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request headers are too large' },
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a header block over the limit, a
 * request slower than `requestTimeout`, bytes that are not HTTP): the same `{ message }` shape, then
 * the connection closes, as Node itself would.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    message: 'Bad request',
  };
  const body = JSON.stringify({ message: known.message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\n` +
        'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Every error of the API leaves through here: a JSON `{ message, issues? }`, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
  app.setNotFoundHandler((request, reply) =>
    sendError(new AppError('not_found', 'Not found'), request, reply),
  );
}
