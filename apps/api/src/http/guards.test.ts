import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { requireAdmin } from './require-admin.ts';
import { requireLawyer } from './require-lawyer.ts';
import type { AuthSession } from './sessions.ts';

const session = (role: AuthSession['role']): AuthSession => ({
  id: 's1',
  userId: 7,
  role,
  via: 'cookie',
});

describe.each([
  ['requireLawyer', requireLawyer, 'lawyer'],
  ['requireAdmin', requireAdmin, 'admin'],
] as const)('%s', (_name, guard, allowed) => {
  it('refuses an anonymous caller with 401', () => {
    expect(() => guard(null)).toThrow(expect.objectContaining({ kind: 'unauthorized' }));
  });

  it('refuses the other roles with 403 and returns the session of its own', () => {
    for (const role of ['client', 'lawyer', 'admin'] as const) {
      if (role === allowed) expect(guard(session(role))).toEqual(session(role));
      else {
        expect(() => guard(session(role))).toThrow(AppError);
        expect(() => guard(session(role))).toThrow(expect.objectContaining({ kind: 'forbidden' }));
      }
    }
  });
});
