import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RequestValidationError } from '@ts-rest/fastify';
import { AppError } from '../errors.ts';
import type { AppErrorIssue } from '../errors.ts';
import { setCachePolicy } from './cache-control.ts';

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
  }));
}

/** A ts-rest request validation failure as a 400 that names the fields at fault. */
export function toValidationError(error: RequestValidationError): AppError {
  const issues = [error.pathParams, error.headers, error.query, error.body].flatMap(toIssues);
  const fields = [...new Set(issues.map((i) => i.path.join('.') || 'request'))];
  return new AppError('bad_request', `Invalid ${fields.join(', ')}`, { issues, cause: error });
}

/** Fastify's own 4xx errors (body parsing, limits) keep their status; anything else is a 500. */
function fromFastifyError(error: FastifyError): AppError {
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
    case 400:
      return new AppError(
        'bad_request',
        error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'Malformed JSON body'
          : 'Bad request',
        { cause: error },
      );
    default:
      return new AppError('internal', 'Internal server error', { cause: error });
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

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  if (appError.status >= 500) {
    request.log.error({ err: appError.cause ?? appError }, 'request failed');
  } else {
    request.log.info({ kind: appError.kind, message: appError.message }, 'request rejected');
  }
  setCachePolicy(reply, 'none');
  if (appError.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(appError.retryAfterSeconds));
  }
  return reply
    .status(appError.status)
    .send(
      appError.issues
        ? { message: appError.message, issues: appError.issues }
        : { message: appError.message },
    );
}

/** Every error of the API leaves through here: a JSON `{ message, issues? }`, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
  app.setNotFoundHandler((request, reply) =>
    sendError(new AppError('not_found', 'Not found'), request, reply),
  );
}
