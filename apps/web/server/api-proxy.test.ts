import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-proxy.ts';

describe('isApiPath', () => {
  it('sends /api and /auth paths to the API', () => {
    expect(isApiPath('/api/lawyers')).toBe(true);
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/auth/google')).toBe(true);
    expect(isApiPath('/auth/google/callback')).toBe(true);
  });

  it('keeps the site’s own pages, including its sign-in pages', () => {
    expect(isApiPath('/')).toBe(false);
    expect(isApiPath('/apis')).toBe(false);
    expect(isApiPath('/auth/login')).toBe(false);
    expect(isApiPath('/auth/register/')).toBe(false);
    expect(isApiPath('/browse-lawyers')).toBe(false);
  });
});
