import { describe, expect, it } from 'vitest';
import { isCommonPassword, serverNewPasswordSchema } from './common-passwords.server.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  currentPasswordSchema,
  newPasswordSchema,
  PASSWORD_MAX_MESSAGE,
  PASSWORD_MIN_MESSAGE,
} from './password.ts';
import { messagesOf } from './test-helpers.ts';

describe('newPasswordSchema', () => {
  it('needs 8 to 128 characters and nothing else', () => {
    expect(messagesOf(newPasswordSchema, '1234567')).toEqual({ '': PASSWORD_MIN_MESSAGE });
    expect(messagesOf(newPasswordSchema, 'a'.repeat(129))).toEqual({ '': PASSWORD_MAX_MESSAGE });
    expect(newPasswordSchema.parse('alllowercase')).toBe('alllowercase');
    expect(newPasswordSchema.parse('a'.repeat(128))).toHaveLength(128);
  });

  it('keeps spaces, which belong to the password', () => {
    expect(newPasswordSchema.parse('  spaced out  ')).toBe('  spaced out  ');
  });

  it('says the minimum when the password is missing', () => {
    expect(messagesOf(newPasswordSchema, undefined)).toEqual({ '': PASSWORD_MIN_MESSAGE });
  });
});

describe('currentPasswordSchema', () => {
  it('only needs a password', () => {
    expect(messagesOf(currentPasswordSchema, '')).toEqual({ '': 'Password is required' });
    expect(currentPasswordSchema.parse('short')).toBe('short');
  });
});

describe('isCommonPassword', () => {
  it('finds common passwords whatever their case', () => {
    for (const password of ['password', 'Password1', '12345678', 'qwertyuiop', 'ILOVEYOU']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets uncommon passphrases through', () => {
    expect(isCommonPassword('maple syrup on a tuesday')).toBe(false);
    expect(isCommonPassword('Tr0ub4dor&3-lake-louise')).toBe(false);
  });
});

describe('serverNewPasswordSchema', () => {
  it('adds the common-password list to the length rule', () => {
    expect(messagesOf(serverNewPasswordSchema, 'password123')).toEqual({
      '': COMMON_PASSWORD_MESSAGE,
    });
    expect(messagesOf(serverNewPasswordSchema, 'short')).toEqual({ '': PASSWORD_MIN_MESSAGE });
    expect(serverNewPasswordSchema.parse('maple syrup on a tuesday')).toBe(
      'maple syrup on a tuesday',
    );
  });
});
