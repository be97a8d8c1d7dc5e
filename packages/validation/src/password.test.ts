import { describe, expect, it } from 'vitest';
import { isCommonPassword, serverNewPasswordSchema } from './common-passwords.server.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  currentPasswordSchema,
  PREDICTABLE_PASSWORD_MESSAGE,
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
    const long = 'maple syrup on a tuesday '.repeat(6).slice(0, 128);
    expect(newPasswordSchema.parse(long)).toHaveLength(128);
  });

  it('refuses one repeated character and keyboard runs, with the same message', () => {
    for (const password of [
      'aaaaaaaa',
      ' '.repeat(8),
      'ZZZZZZZZZZ',
      'abababab',
      '12121212',
      'qwertyuiop',
      'QWERTY12',
      '12345678',
      '1234567890123',
      '87654321',
      'azertyuiop',
      'qwertzui',
      'asdfghjkl',
      'abcdefgh',
      'zyxwvuts',
      '1qaz2wsx3edc',
      'aaaa1234',
    ]) {
      expect(messagesOf(newPasswordSchema, password), password).toEqual({
        '': PREDICTABLE_PASSWORD_MESSAGE,
      });
    }
  });

  it('lets ordinary passphrases and mixed passwords through', () => {
    for (const password of [
      'quiet meadow lantern 42',
      'Tr0ub4dor&3',
      'qwerty-maple-77',
      'lake louise',
    ]) {
      expect(newPasswordSchema.safeParse(password).success, password).toBe(true);
    }
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
