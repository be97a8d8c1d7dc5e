import { AppError } from '../errors.ts';
import type { AuthSession } from './sessions.ts';

/**
 * The signed-in users' guard, whatever their role: anonymous callers get 401. The admins' and
 * lawyers' guards start with it. Run it in a `preHandler` so nobody learns about the body first.
 */
export function requireSession(session: AuthSession | null): AuthSession {
  if (!session) throw new AppError('unauthorized', 'Please sign in');
  return session;
}

/**
 * The signed-in user's own row, read after the guard: an account closed in the meantime answers as
 * signed out (401), like a missing session.
 */
export function requireOwnRow<Row>(row: Row | undefined): NonNullable<Row> {
  if (!row) throw new AppError('unauthorized', 'Please sign in');
  return row;
}
