import { AppError } from '../errors.ts';
import { requireSession } from './require-session.ts';
import type { AuthSession } from './sessions.ts';

/**
 * The lawyers' guard, for every route of every module that serves a lawyer's own data (profile,
 * inbox, statistics): anonymous callers get 401, other roles 403.
 */
export function requireLawyer(session: AuthSession | null): AuthSession {
  const signedIn = requireSession(session);
  if (signedIn.role !== 'lawyer') {
    throw new AppError('forbidden', 'Only lawyer accounts have a lawyer profile');
  }
  return signedIn;
}
