import { AppError } from '../errors.ts';
import type { AuthSession } from './sessions.ts';

/**
 * The lawyers' guard, for every route of every module that serves a lawyer's own data (profile,
 * inbox, statistics): anonymous callers get 401, other roles 403.
 */
export function requireLawyer(session: AuthSession | null): AuthSession {
  if (!session) throw new AppError('unauthorized', 'Please sign in');
  if (session.role !== 'lawyer') {
    throw new AppError('forbidden', 'Only lawyer accounts have a lawyer profile');
  }
  return session;
}
