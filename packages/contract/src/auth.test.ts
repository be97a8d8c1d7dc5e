import { describe, expect, it } from 'vitest';
import { registerBodySchema } from './auth.ts';

const portal = {
  email: ' Pat@Example.com ',
  password: 'quiet meadow lantern',
  firstName: 'Pat',
  lastName: 'Portal',
};

const issuesOf = (input: unknown) => {
  const result = registerBodySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('registerBodySchema', () => {
  it('reads the lawyer portal shape, normalising the e-mail', () => {
    expect(registerBodySchema.parse(portal)).toEqual({ ...portal, email: 'pat@example.com' });
  });

  it('reads the account page shape by its userType', () => {
    expect(
      registerBodySchema.parse({ ...portal, userType: 'customer', role: 'user' }),
    ).toMatchObject({ userType: 'customer', role: 'user' });
  });

  it("keeps each form's own messages", () => {
    expect(issuesOf({ ...portal, firstName: '', password: 'short' })).toEqual([
      ['password', 'Password must be at least 8 characters'],
      ['firstName', 'First name is required'],
    ]);
    expect(issuesOf({ ...portal, userType: 'customer', firstName: 'P' })).toEqual([
      ['firstName', 'First name must be at least 2 characters'],
    ]);
    expect(issuesOf({ ...portal, userType: 'lawyer' })).toEqual([
      ['userType', 'All professional fields are required for lawyers'],
    ]);
    expect(issuesOf({ ...portal, userType: '' })).toEqual([
      ['userType', 'Please select a user type'],
    ]);
  });

  it("takes the page's language on both forms, and keeps the lawyer's rule", () => {
    expect(registerBodySchema.parse({ ...portal, locale: 'fr' })).toMatchObject({ locale: 'fr' });
    expect(
      registerBodySchema.parse({ ...portal, userType: 'customer', locale: 'fr' }),
    ).toMatchObject({ userType: 'customer', locale: 'fr' });
    expect(issuesOf({ ...portal, locale: 'de' })).toEqual([
      ['locale', 'Invalid option: expected one of "en"|"fr"'],
    ]);
    expect(issuesOf({ ...portal, userType: 'lawyer', locale: 'fr' })).toEqual([
      ['userType', 'All professional fields are required for lawyers'],
    ]);
  });
});
