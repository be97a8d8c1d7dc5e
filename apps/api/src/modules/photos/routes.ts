import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LAWYER_PHOTOS_PATH, MY_PHOTO_PATH } from '@cld/contract/my-profile';
import type { Database } from '@cld/db/schema';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@cld/reference/practice-details';
import { AppError } from '../../errors.ts';
import { setCachePolicy } from '../../http/cache-control.ts';
import { sendError } from '../../http/error-handling.ts';
import { requireLawyer } from '../../http/require-lawyer.ts';
import { PHOTO_REQUIRED, PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE, photoError } from './processing.ts';
import { findPublicPhoto, removeMyPhoto, uploadMyPhoto } from './service.ts';
import type { PhotoStore } from './store.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const PHOTO_FILE = /^([0-9a-f]{16})\.webp$/;
const LAWYER_ID = /^[1-9]\d{0,9}$/;

/** Fastify's own refusal of a body over the route's limit (before or while reading it). */
function isBodyTooLarge(error: unknown): boolean {
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  return statusCode === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE';
}

/**
 * The photos (issue 20, docs/decisions/034): the owner sends the image as the raw body (ts-rest
 * cannot describe one, so these are plain routes, named in the contract's my-profile module), and
 * anyone reads a visible profile's photo by its versioned address, cached for a year.
 */
export async function photosRoutes(
  app: FastifyInstance,
  { db, store }: { db: Kysely<Database>; store: PhotoStore },
) {
  // In this plugin only: the three image types arrive as bytes, any other body is a 415 naming the
  // photo (not the API's "send application/json").
  app.removeAllContentTypeParsers();
  app.addContentTypeParser([...PHOTO_TYPES], { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(photoError('unsupported_media_type', PHOTO_WRONG_TYPE), undefined);
  });
  app.setErrorHandler((error, request, reply) =>
    sendError(
      isBodyTooLarge(error) ? photoError('payload_too_large', PHOTO_TOO_LARGE, error) : error,
      request,
      reply,
    ),
  );

  // The guard runs on request, before a byte of the body is read: anonymous callers get 401.
  const ownerOnly = {
    onRequest: async (request: FastifyRequest) => {
      requireLawyer(request.authSession);
    },
  };

  app.put(MY_PHOTO_PATH, { ...ownerOnly, bodyLimit: PHOTO_MAX_BYTES }, async (request, reply) => {
    const { userId } = requireLawyer(request.authSession);
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
      throw photoError('bad_request', PHOTO_REQUIRED);
    }
    setCachePolicy(reply, 'personal');
    return uploadMyPhoto({ db, store, ownerId: userId, upload: request.body });
  });

  app.delete(MY_PHOTO_PATH, ownerOnly, async (request, reply) => {
    const { userId } = requireLawyer(request.authSession);
    setCachePolicy(reply, 'personal');
    return removeMyPhoto({ db, store, ownerId: userId });
  });

  app.get<{ Params: { id: string; file: string } }>(
    `${LAWYER_PHOTOS_PATH}/:id/:file`,
    async (request, reply) => {
      const version = PHOTO_FILE.exec(request.params.file)?.[1];
      const { id } = request.params;
      const photo =
        version && LAWYER_ID.test(id) && Number(id) <= 2_147_483_647
          ? await findPublicPhoto({ db, store, lawyerId: Number(id), version })
          : undefined;
      if (!photo) throw new AppError('not_found', 'Not found');
      const etag = `"${photo.version}"`;
      reply
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(photo.contentType).send(photo.image);
    },
  );
}
