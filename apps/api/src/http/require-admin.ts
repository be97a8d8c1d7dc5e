import { AppError } from '../errors.ts';
import type { AuthSession } from './sessions.ts';

/**
 * The one administrators' guard, for every admin route of every module: anonymous callers get 401,
 * signed-in non-administrators 403. Run it in a `preHandler` so nobody learns about the body first.
 */
export function requireAdmin(session: AuthSession | null): AuthSession {
  if (!session) throw new AppError('unauthorized', 'Please sign in');
  if (session.role !== 'admin') throw new AppError('forbidden', 'Only administrators may do this');
  return session;
}
