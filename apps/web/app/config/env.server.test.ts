import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server.ts';

describe('parseEnv', () => {
  it('has working defaults for a local run', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      API_URL: 'http://127.0.0.1:4000',
      PUBLIC_ORIGIN: 'http://localhost:3000',
      TRUST_PROXY: false,
      CSP_THIRD_PARTY_ORIGINS: [],
    });
  });

  it('reads the proxy flag and the CSP’s third-party origins', () => {
    const env = parseEnv({
      TRUST_PROXY: 'true',
      CSP_THIRD_PARTY_ORIGINS: ' https://ads.example.com, https://stats.example.com ,',
    });
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.CSP_THIRD_PARTY_ORIGINS).toEqual([
      'https://ads.example.com',
      'https://stats.example.com',
    ]);
    expect(() => parseEnv({ CSP_THIRD_PARTY_ORIGINS: 'http://ads.example.com' })).toThrow(
      /CSP_THIRD_PARTY_ORIGINS/,
    );
    expect(() => parseEnv({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('reads and normalises what is set', () => {
    const env = parseEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      API_URL: 'http://api:4000/',
      PUBLIC_ORIGIN: 'https://lawyers.example.ca',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      API_URL: 'http://api:4000',
      PUBLIC_ORIGIN: 'https://lawyers.example.ca',
    });
  });

  it('lists everything that is wrong at once', () => {
    expect(() => parseEnv({ PORT: 'eighty', API_URL: 'ftp://x' })).toThrow(/PORT[\s\S]*API_URL/);
  });

  it('treats an empty HOST as unset', () => {
    expect(parseEnv({ HOST: '' }).HOST).toBeUndefined();
  });
});
