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
      ADSENSE_SLOTS: {},
    });
  });

  it('reads the optional analytics and ad providers', () => {
    const env = parseEnv({
      ANALYTICS_SCRIPT_URL: 'https://stats.example.com/script.js',
      ADSENSE_CLIENT_ID: 'ca-pub-1234567890123456',
      ADSENSE_SLOTS: 'PROFILE_TOP=1111111111, BROWSE_TOP=2222222222',
    });
    expect(env.ANALYTICS_SCRIPT_URL).toBe('https://stats.example.com/script.js');
    expect(env.ADSENSE_CLIENT_ID).toBe('ca-pub-1234567890123456');
    expect(env.ADSENSE_SLOTS).toEqual({ PROFILE_TOP: '1111111111', BROWSE_TOP: '2222222222' });
    expect(() => parseEnv({ ADSENSE_CLIENT_ID: 'pub-1' })).toThrow(/ADSENSE_CLIENT_ID/);
    expect(() => parseEnv({ ANALYTICS_SCRIPT_URL: 'http://stats.example.com/s.js' })).toThrow(
      /ANALYTICS_SCRIPT_URL/,
    );
    expect(() => parseEnv({ ADSENSE_SLOTS: 'PROFILE_TOP=abc' })).toThrow(/ADSENSE_SLOTS/);
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
