import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { initServer } from '@ts-rest/fastify';
import { accountContract } from '@cld/contract/account';
import { DELETE_CONFIRM_MESSAGE } from '@cld/validation/admin';
import type { Config } from '../../config.ts';
import type { Database } from '@cld/db/schema';
import { AppError } from '../../errors.ts';
import { setCachePolicy } from '../../http/cache-control.ts';
import { registerContractRouter } from '../../http/contract-router.ts';
import { clearSessionCookie, sessionCookieFor } from '../../http/sessions.ts';
import { requireOwnRow, requireSession } from '../../http/require-session.ts';
import { deleteAccount, exportPersonalData } from '../privacy/personal-data.ts';
import {
  changePassword,
  requestEmailChange,
  resendVerification,
} from '../auth/email-verification.ts';

/**
 * The signed-in user's own data requests (a copy of everything held, closing the account), the
 * language of the account's e-mails, and the Settings' e-mail verification, change of e-mail and
 * change of password (decision 038).
 */
export async function accountRoutes(
  app: FastifyInstance,
  { config, db }: { config: Config; db: Kysely<Database> },
) {
  const cookie = sessionCookieFor(config.publicOrigin);
  /** One column of the signed-in user's row. */
  const ownColumn = async <Column extends 'email' | 'language'>(userId: number, column: Column) =>
    requireOwnRow(
      await db.selectFrom('users').select(column).where('id', '=', userId).executeTakeFirst(),
    );
  // Before ts-rest validates the body: an anonymous caller learns nothing about the form.
  app.addHook('preHandler', async (request) => {
    requireSession(request.authSession);
  });
  const s = initServer();
  const router = s.router(accountContract, {
    exportMyData: async ({ request, reply }) => {
      const { userId } = requireSession(request.authSession);
      setCachePolicy(reply, 'personal');
      reply.header('content-disposition', 'attachment; filename="my-data.json"');
      return { status: 200, body: await exportPersonalData({ db, userId }) };
    },
    deleteMyAccount: async ({ body, request, reply }) => {
      const { userId } = requireSession(request.authSession);
      setCachePolicy(reply, 'none');
      const user = await ownColumn(userId, 'email');
      if (body.confirmEmail !== user.email.toLowerCase()) {
        throw new AppError('bad_request', DELETE_CONFIRM_MESSAGE, {
          issues: [{ path: ['confirmEmail'], message: DELETE_CONFIRM_MESSAGE }],
        });
      }
      await deleteAccount({ db, userId, actorId: null, publicOrigin: config.publicOrigin });
      clearSessionCookie(reply, cookie);
      return { status: 204, body: undefined };
    },
    resendVerification: async ({ query, request, reply }) => {
      const { userId } = requireSession(request.authSession);
      setCachePolicy(reply, 'none');
      await resendVerification({
        db,
        userId,
        publicOrigin: config.publicOrigin,
        returnTo: query.returnTo,
      });
      return { status: 202, body: undefined };
    },
    changeEmail: async ({ body, request, reply }) => {
      const { userId } = requireSession(request.authSession);
      setCachePolicy(reply, 'none');
      const pending = await requestEmailChange({
        db,
        userId,
        body,
        publicOrigin: config.publicOrigin,
      });
      return { status: 202, body: pending };
    },
    changePassword: async ({ body, request, reply }) => {
      const session = requireSession(request.authSession);
      setCachePolicy(reply, 'none');
      await changePassword({
        db,
        userId: session.userId,
        sessionId: session.id,
        body,
        publicOrigin: config.publicOrigin,
      });
      return { status: 200, body: { changed: true } };
    },
    mailLanguage: async ({ request, reply }) => {
      const { userId } = requireSession(request.authSession);
      setCachePolicy(reply, 'personal');
      const user = await ownColumn(userId, 'language');
      return { status: 200, body: { language: user.language } };
    },
    setMailLanguage: async ({ body, request, reply }) => {
      const { userId } = requireSession(request.authSession);
      setCachePolicy(reply, 'none');
      const user = requireOwnRow(
        await db
          .updateTable('users')
          .set({ language: body.language, updated_at: sql<Date>`now()` })
          .where('id', '=', userId)
          .returning('language')
          .executeTakeFirst(),
      );
      return { status: 200, body: { language: user.language } };
    },
  });
  registerContractRouter(s, accountContract, router, app);
}
