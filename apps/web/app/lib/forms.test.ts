import { loginSchema } from '@cld/validation/auth';
import { describe, expect, it, vi } from 'vitest';
import { failureOf } from './api/failure.ts';
import { apiFailureOf, checkedValues, validateForm } from './forms.ts';

describe('validateForm', () => {
  it('returns the schema’s normalised data or its messages', () => {
    expect(validateForm(loginSchema, { email: ' A@Example.com ', password: 'x' }, 'en')).toEqual({
      success: true,
      data: { email: 'a@example.com', password: 'x' },
    });
    expect(validateForm(loginSchema, { email: 'nope', password: '' }, 'en')).toEqual({
      success: false,
      errors: { email: 'Invalid email address', password: 'Password is required' },
    });
  });

  it('gives the messages in the page’s language', () => {
    // French, before `'fr'` joins LOCALES (issue 19).
    const french = 'fr' as const;
    expect(validateForm(loginSchema, { email: 'nope', password: '' }, french)).toEqual({
      success: false,
      errors: {
        email: 'Entrez une adresse courriel valide.',
        password: 'Le mot de passe est obligatoire.',
      },
    });
  });
});

describe('checkedValues', () => {
  it('shows the messages and answers nothing, then clears them and answers the data', () => {
    const setErrors = vi.fn();
    expect(checkedValues(loginSchema, { email: 'nope', password: '' }, 'en', setErrors)).toBe(
      undefined,
    );
    expect(setErrors).toHaveBeenLastCalledWith({
      email: 'Invalid email address',
      password: 'Password is required',
    });
    expect(
      checkedValues(loginSchema, { email: 'a@example.com', password: 'x' }, 'en', setErrors),
    ).toEqual({ email: 'a@example.com', password: 'x' });
    expect(setErrors).toHaveBeenLastCalledWith({});
  });
});

describe('apiFailureOf', () => {
  it('reads the API’s message and field issues', () => {
    expect(
      apiFailureOf(
        failureOf(400, {
          message: 'Invalid profile',
          issues: [{ path: ['city'], message: 'Pick a city' }],
        }),
      ),
    ).toEqual({ status: 400, message: 'Invalid profile', fieldErrors: { city: 'Pick a city' } });
  });

  it('has no message for bodies that are not the API’s, nor for other failures', () => {
    expect(apiFailureOf(failureOf(502, 'Bad gateway'))).toEqual({
      status: 502,
      message: undefined,
      fieldErrors: {},
    });
    expect(apiFailureOf({ status: 400, body: { message: 'not an ApiError' } })).toMatchObject({
      status: 0,
    });
    expect(apiFailureOf(new TypeError('Failed to fetch'))).toEqual({
      status: 0,
      message: undefined,
      fieldErrors: {},
    });
  });
});
