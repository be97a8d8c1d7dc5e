import type { CurrentUser } from '@cld/contract/auth';
import { data } from 'react-router';
import { redirect } from '../../lib/links/index.ts';
import { signInFor } from '../auth/index.ts';
import { getCurrentUser } from '../auth/index.server.ts';

/**
 * The administration's door, on the server before any of it is sent: visitors are sent to sign
 * in and brought back, every other account is told there is nothing here (a 404 does not reveal the area exists).
 */
export async function requireAdmin(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw redirect(request, signInFor(request, '/lawyer-auth'));
  if (user.role !== 'admin') throw data(null, { status: 404 });
  return user;
}
