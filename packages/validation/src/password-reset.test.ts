import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_MESSAGE } from './password.ts';
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  RESET_TOKEN_MESSAGE,
} from './password-reset.ts';
import { messagesOf } from './test-helpers.ts';

const TOKEN = 'aB3_-'.repeat(8).concat('xyz');

describe('the password reset forms', () => {
  it('read the address as the sign-in form does', () => {
    expect(passwordResetRequestSchema.parse({ email: ' Ann@Example.COM ' })).toEqual({
      email: 'ann@example.com',
    });
    expect(messagesOf(passwordResetRequestSchema, { email: 'ann\u0000@example.com' })).toEqual({
      email: 'Invalid email address',
    });
    expect(messagesOf(passwordResetRequestSchema, { email: `${'a'.repeat(300)}@x.ca` })).toEqual({
      email: 'Invalid email address',
    });
  });

  it('take a token of 32 bytes in base64url and the one password rule', () => {
    expect(TOKEN).toHaveLength(43);
    expect(
      passwordResetSchema.parse({ token: TOKEN, password: 'maple syrup on a tuesday' }),
    ).toEqual({ token: TOKEN, password: 'maple syrup on a tuesday' });
    for (const token of [undefined, '', 'A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}=`]) {
      expect(messagesOf(passwordResetSchema, { token, password: 'maple syrup' })).toEqual({
        token: RESET_TOKEN_MESSAGE,
      });
    }
    expect(messagesOf(passwordResetSchema, { token: TOKEN, password: 'short' })).toEqual({
      password: PASSWORD_MIN_MESSAGE,
    });
  });

  it('say what is wrong with the link in French', () => {
    expect(messagesOf(passwordResetSchema, { token: 'x', password: 'maple syrup' }, 'fr')).toEqual({
      token:
        'Ce lien de réinitialisation n’est pas valide, a déjà servi ou a expiré. Demandez-en un nouveau.',
    });
  });
});
