import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server.ts';

describe('parseEnv', () => {
  it('has working defaults for a local run', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      API_URL: 'http://127.0.0.1:4000',
      PUBLIC_ORIGIN: 'http://localhost:3000',
    });
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
