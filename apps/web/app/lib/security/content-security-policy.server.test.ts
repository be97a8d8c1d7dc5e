import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from './content-security-policy.server.ts';

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources.join(' ')];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('runs scripts only from the site or with the nonce, never inline without it', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123', https: false }));
    expect(policy.get('script-src')).toBe("'self' 'nonce-abc123'");
    expect(policy.get('script-src')).not.toContain('unsafe-inline');
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('frame-src')).toBe("'none'");
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('upgrades insecure requests on https', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n', https: true }));
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('allows a configured provider for scripts, frames, images and connections only', () => {
    const policy = directives(
      contentSecurityPolicy({
        nonce: 'n',
        https: true,
        thirdPartyOrigins: ['https://ads.example.com'],
      }),
    );
    expect(policy.get('script-src')).toBe("'self' 'nonce-n' https://ads.example.com");
    expect(policy.get('frame-src')).toBe('https://ads.example.com');
    expect(policy.get('img-src')).toBe("'self' data: https://ads.example.com");
    expect(policy.get('connect-src')).toBe("'self' https://ads.example.com");
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('form-action')).toBe("'self'");
  });
});

describe('createNonce', () => {
  it('is fresh every time and long enough not to be guessed', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
