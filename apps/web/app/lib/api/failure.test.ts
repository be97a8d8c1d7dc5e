import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { failureOf, fieldErrorsOf } from './failure.ts';

describe('fieldErrorsOf', () => {
  it('keeps the first message of each field', () => {
    expect(
      fieldErrorsOf([
        { path: ['email'], message: 'Invalid email address' },
        { path: ['email'], message: 'Too long' },
        { path: ['specializations', 0], message: 'At most 100 characters' },
      ]),
    ).toEqual({ email: 'Invalid email address', specializations: 'At most 100 characters' });
  });
});

describe('failureOf', () => {
  it('reads the API’s message and issues into an ApiError', () => {
    const error = failureOf(409, {
      message: 'Already sent',
      issues: [{ path: ['token'], message: 'Used' }],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 409,
      message: 'Already sent',
      apiMessage: 'Already sent',
      issues: { token: 'Used' },
    });
  });

  it('says the status when the body is not the API’s, and ignores malformed issues', () => {
    expect(failureOf(503, '<html>')).toMatchObject({
      message: 'The API answered 503',
      apiMessage: undefined,
      issues: {},
      body: '<html>',
    });
    expect(failureOf(400, { issues: [{ path: ['x'] }, 'odd'] }).issues).toEqual({});
  });
});
