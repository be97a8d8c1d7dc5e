import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from '@cld/db/schema';
import { fastifyTrustProxy } from './http/client-address.ts';
import { clientErrorHandler, registerErrorHandling, sendError } from './http/error-handling.ts';
import { parseQueryString } from './http/query-string.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { sessionsPlugin } from './http/sessions.ts';
import { registerViewer } from './http/viewer.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createBookingReminderWorker } from './modules/bookings/reminders.ts';
import { bookingsRoutes } from './modules/bookings/routes.ts';
import { claimsRoutes } from './modules/claims/routes.ts';
import { clientSpaceRoutes } from './modules/client-space/routes.ts';
import { inquiriesRoutes } from './modules/inquiries/routes.ts';
import { lawyersRoutes } from './modules/lawyers/routes.ts';
import { devMailboxRoutes, isDevMailboxOn } from './modules/mail/dev-mailbox.ts';
import { createConfiguredOutboxWorker } from './modules/mail/mailer.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { createAvailabilityWorker } from './modules/my-profile/accepting-clients.ts';
import { acceptingClientsLinkRoutes, myProfileRoutes } from './modules/my-profile/routes.ts';
import { photosRoutes } from './modules/photos/routes.ts';
import { createPostgresPhotoStore } from './modules/photos/store.ts';
import { createRetentionWorker } from './modules/privacy/retention.ts';
import { referenceRoutes } from './modules/reference/routes.ts';
import { createReviewWorker } from './modules/reviews/invitations.ts';
import { reviewsRoutes } from './modules/reviews/routes.ts';
import { siteContactRoutes } from './modules/site-contact/routes.ts';
import { sitemapRoutes } from './modules/sitemap/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';

const BODY_LIMIT_BYTES = 64 * 1024;
/**
 * A request must arrive whole within `REQUEST_TIMEOUT_MS` (headers within Node's `headersTimeout`,
 * which follows it), and a connection that sends nothing for `CONNECTION_TIMEOUT_MS` is closed: a
 * client trickling or abandoning half a body cannot hold a socket for minutes (issue 15).
 */
export const REQUEST_TIMEOUT_MS = 15_000;
export const CONNECTION_TIMEOUT_MS = 10_000;
/** Longest path segment; longer answers 414 (the longest real one, a slug, is under 200). */
const MAX_PARAM_LENGTH = 300;
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Only method and path: query strings and client addresses may carry personal data.
    serializers: {
      req: (request) => ({ method: request.method, path: request.url.split('?')[0] }),
      res: (reply) => ({ statusCode: reply.statusCode }),
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
}

/** The API as a tree of plugins, one per domain; tests drive it through `app.inject`. */
export function buildApp({ config, db }: { config: Config; db: Kysely<Database> }) {
  // Fastify's overloads cannot pick one for a union; its option accepts each member.
  const trustProxy = fastifyTrustProxy(config.trustProxy) as string[];
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // Bad percent-encoding and over-long path segments answer in the app's error shape.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
    clientErrorHandler,
    // Honour a caller's request id (a proxy's or another service's) so one id follows a request.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { querystringParser: parseQueryString, maxParamLength: MAX_PARAM_LENGTH },
  });

  // Node lets headers take 60 s unless told otherwise; they are part of the request's time.
  app.server.headersTimeout = REQUEST_TIMEOUT_MS;
  registerErrorHandling(app);
  registerViewer(app);
  registerSecurityHeaders(app);
  app.register(sessionsPlugin, { config, db });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.register(systemRoutes, { db });
  app.register(referenceRoutes, { db });
  app.register(lawyersRoutes, {
    db,
    responseValidation: config.directoryResponseValidation,
  });
  app.register(sitemapRoutes, { db });
  app.register(authRoutes, { config, db });
  app.register(myProfileRoutes, { db });
  app.register(acceptingClientsLinkRoutes, { db, secret: config.sessionSecret });
  // The photos live in PostgreSQL; an object store would be another PhotoStore (decision 034).
  app.register(photosRoutes, { db, store: createPostgresPhotoStore(db) });
  app.register(analyticsRoutes, { db });

  // The outbox worker lives as long as the app: it starts once the app is ready and finishes the
  // mail in hand before the app (and then the database) closes.
  const { mail } = config;
  const outbox = createConfiguredOutboxWorker({ mail, db, log: app.log });
  if (mail.worker) app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', () => outbox.stop());
  app.register(inquiriesRoutes, { db, publicOrigin: config.publicOrigin, outbox });
  app.register(bookingsRoutes, {
    db,
    publicOrigin: config.publicOrigin,
    outbox,
    secret: config.sessionSecret,
  });
  app.register(clientSpaceRoutes, { db, publicOrigin: config.publicOrigin, outbox });
  app.register(siteContactRoutes, { db, operatorAddress: mail.contactTo, outbox });
  app.register(mailRoutes, { db });
  // The demo's mailbox (DESIGN §8.5): not registered at all with a mail server or in production.
  if (isDevMailboxOn(config)) {
    app.register(devMailboxRoutes, { db, publicOrigin: config.publicOrigin });
  }
  app.register(accountRoutes, { config, db });
  app.register(adminRoutes, { db, outbox, publicOrigin: config.publicOrigin });
  app.register(claimsRoutes, { db, outbox, publicOrigin: config.publicOrigin });

  const retention = createRetentionWorker({ db, log: app.log });
  if (config.retentionWorker) startAfterListening(app, retention);
  app.addHook('onClose', () => retention.stop());

  app.register(reviewsRoutes, { db, secret: config.sessionSecret });
  const reviews = createReviewWorker({
    db,
    log: app.log,
    config: config.reviews,
    publicOrigin: config.publicOrigin,
    onMailQueued: () => outbox.wake(),
  });
  if (config.reviews.worker) startAfterListening(app, reviews);
  app.addHook('onClose', () => reviews.stop());

  // The "accepting new clients" reminders run once a day with the other daily job, retention.
  const availability = createAvailabilityWorker({
    db,
    log: app.log,
    secret: config.sessionSecret,
    publicOrigin: config.publicOrigin,
    onMailQueued: () => outbox.wake(),
  });
  if (config.retentionWorker) startAfterListening(app, availability);
  app.addHook('onClose', () => availability.stop());

  // The consultation reminders, every quarter of an hour, under the same switch.
  const bookingReminders = createBookingReminderWorker({
    db,
    log: app.log,
    publicOrigin: config.publicOrigin,
    onMailQueued: () => outbox.wake(),
  });
  if (config.retentionWorker) startAfterListening(app, bookingReminders);
  app.addHook('onClose', () => bookingReminders.stop());
  return app;
}

/**
 * The periodic jobs' first runs wait until a few seconds after the server listens: on PGlite's one
 * connection they would otherwise hold a restarted API's first health check (issue 38, decision
 * 055). They are daily or quarter-hourly, so the wait changes nothing else.
 */
const FIRST_JOB_RUN_AFTER_LISTENING_MS = 5000;

function startAfterListening(app: FastifyInstance, job: { start(): void }) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    timer = setTimeout(() => job.start(), FIRST_JOB_RUN_AFTER_LISTENING_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
