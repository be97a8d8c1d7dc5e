import { AppError } from '../errors.ts';
import { requireSession } from './require-session.ts';
import type { AuthSession } from './sessions.ts';

/**
 * The one administrators' guard, for every admin route of every module: anonymous callers get 401,
 * signed-in non-administrators 403. Run it in a `preHandler` so nobody learns about the body first.
 */
export function requireAdmin(session: AuthSession | null): AuthSession {
  const signedIn = requireSession(session);
  if (signedIn.role !== 'admin') throw new AppError('forbidden', 'Only administrators may do this');
  return signedIn;
}
