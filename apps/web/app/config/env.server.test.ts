import { PLACEHOLDER_SITE_OPERATOR } from '@cld/content/site-operator';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server.ts';

const OPERATOR = {
  SITE_OPERATOR_NAME: 'Lawyer Directory Canada Inc.',
  SITE_OPERATOR_ADDRESS: '1 Main Street, Ottawa ON  K1A 0A1',
  SITE_OPERATOR_EMAIL: 'hello@directory.example.org',
  SITE_OPERATOR_PHONE: '+1 (613) 555-0199',
  PRIVACY_OFFICER_NAME: 'Jo Tremblay',
  PRIVACY_OFFICER_EMAIL: 'privacy@directory.example.org',
  PRIVACY_OFFICER_PHONE: '613.555.0198',
};

describe('parseEnv', () => {
  it('has working defaults for a local run', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      API_URL: 'http://127.0.0.1:4000',
      PUBLIC_ORIGIN: 'http://localhost:3000',
      TRUST_PROXY: false,
      SHARED_CACHE_SECONDS: 30,
      SHARED_CACHE_STALE_SECONDS: 15,
      SHARED_CACHE_MB: 64,
      WEB_WORKERS: 1,
      CSP_THIRD_PARTY_ORIGINS: [],
      ADSENSE_SLOTS: {},
      SITE_OPERATOR_PLACEHOLDERS: false,
      demoMailbox: true,
      siteOperator: PLACEHOLDER_SITE_OPERATOR,
    });
    expect(PLACEHOLDER_SITE_OPERATOR.placeholder).toBe(true);
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

  it('reads TRUST_PROXY as false, a hop count or addresses, and refuses true', () => {
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: ' loopback, 10.0.0.0/8 ,192.0.2.7' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.0.2.7',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would let any client/,
    );
    expect(() => parseEnv({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY: must be false/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  it('in production requires an https PUBLIC_ORIGIN and a named TLS proxy, listing what is wrong', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_ORIGIN: required when NODE_ENV=production/,
    );
    expect(() =>
      parseEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://lawyers.example.ca' }),
    ).toThrow(/PUBLIC_ORIGIN: must be https/);
    // Behind TLS without a trusted proxy every request would look like http: a redirect loop.
    expect(() =>
      parseEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://lawyers.example.ca' }),
    ).toThrow(/TRUST_PROXY: required with an https PUBLIC_ORIGIN/);
    expect(() =>
      parseEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'ftp://x', PORT: 'eighty' }),
    ).toThrow(/PORT[\s\S]*PUBLIC_ORIGIN/);
    expect(
      parseEnv({
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://lawyers.example.ca/',
        TRUST_PROXY: '1',
        ...OPERATOR,
      }),
    ).toMatchObject({ PUBLIC_ORIGIN: 'https://lawyers.example.ca', TRUST_PROXY: 1 });
  });

  it('lets a production build run on this machine over http (pnpm start, tests, benches)', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:5211', 'http://[::1]:3000']) {
      expect(
        parseEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: origin, ...OPERATOR }).PUBLIC_ORIGIN,
      ).toBe(origin);
    }
    expect(() =>
      parseEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost.example.ca' }),
    ).toThrow(/PUBLIC_ORIGIN: must be https/);
  });

  it('reads the CSP’s third-party origins', () => {
    const env = parseEnv({
      CSP_THIRD_PARTY_ORIGINS: ' https://ads.example.com, https://stats.example.com ,',
    });
    expect(env.CSP_THIRD_PARTY_ORIGINS).toEqual([
      'https://ads.example.com',
      'https://stats.example.com',
    ]);
    expect(() => parseEnv({ CSP_THIRD_PARTY_ORIGINS: 'http://ads.example.com' })).toThrow(
      /CSP_THIRD_PARTY_ORIGINS/,
    );
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

  it('reads the operator and privacy officer, trimmed', () => {
    const env = parseEnv({ ...OPERATOR, SITE_OPERATOR_NAME: '  Lawyer Directory Canada Inc. ' });
    expect(env.siteOperator).toEqual({
      name: 'Lawyer Directory Canada Inc.',
      address: '1 Main Street, Ottawa ON  K1A 0A1',
      email: 'hello@directory.example.org',
      phone: '+1 (613) 555-0199',
      privacyOfficer: {
        name: 'Jo Tremblay',
        email: 'privacy@directory.example.org',
        phone: '613.555.0198',
      },
      placeholder: false,
    });
    expect(env).not.toHaveProperty('SITE_OPERATOR_NAME');
  });

  it('requires every operator variable in production, and refuses the placeholders there', () => {
    // A production origin is set here, so only the operator's identity is missing.
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost:3000' };
    expect(() => parseEnv(production)).toThrow(
      /SITE_OPERATOR_NAME: required in production[\s\S]*PRIVACY_OFFICER_PHONE: required in production/,
    );
    expect(parseEnv({ ...production, ...OPERATOR }).siteOperator.placeholder).toBe(false);
    // A demonstration run of the production build says so explicitly, and shows labelled placeholders.
    expect(parseEnv({ ...production, SITE_OPERATOR_PLACEHOLDERS: 'true' }).siteOperator).toBe(
      PLACEHOLDER_SITE_OPERATOR,
    );
  });

  it('takes every operator variable or none, and names each one missing or wrong', () => {
    const { PRIVACY_OFFICER_PHONE: _phone, ...partial } = OPERATOR;
    expect(() => parseEnv(partial)).toThrow(
      /PRIVACY_OFFICER_PHONE: set every operator variable, or none/,
    );
    expect(() => parseEnv({ ...OPERATOR, SITE_OPERATOR_EMAIL: 'not-an-address' })).toThrow(
      /SITE_OPERATOR_EMAIL: must be an e-mail address/,
    );
    expect(() => parseEnv({ ...OPERATOR, PRIVACY_OFFICER_PHONE: '555-01' })).toThrow(
      /PRIVACY_OFFICER_PHONE/,
    );
    expect(() => parseEnv({ ...OPERATOR, SITE_OPERATOR_NAME: '<script>x</script>' })).toThrow(
      /SITE_OPERATOR_NAME: must be one line of plain text/,
    );
    // Blank counts as unset.
    expect(parseEnv({ SITE_OPERATOR_NAME: '  ' }).siteOperator).toBe(PLACEHOLDER_SITE_OPERATOR);
  });

  it('offers the demo’s mailbox outside production, and in production only to the demo on this machine', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).demoMailbox).toBe(true);
    // Mail that leaves through a server is never held: there is nothing to show.
    expect(parseEnv({ SMTP_URL: 'smtp://mail:1025' }).demoMailbox).toBe(false);
    expect(parseEnv({ SMTP_URL: '' }).demoMailbox).toBe(true);
    expect(parseEnv({ DEMO_MAILBOX: 'false' }).demoMailbox).toBe(false);

    const local = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'http://localhost:3000', ...OPERATOR };
    expect(parseEnv(local).demoMailbox).toBe(false);
    // The root `pnpm start`: a production build run as the demo.
    expect(parseEnv({ ...local, DEMO_MAILBOX: 'true' }).demoMailbox).toBe(true);
    expect(parseEnv({ ...local, DEMO_MAILBOX: 'true', SMTP_URL: 'smtp://x' }).demoMailbox).toBe(
      false,
    );
    // A site never shows its mail to whoever asks: it refuses to start rather than do so.
    const site = { ...local, PUBLIC_ORIGIN: 'https://lawyers.example.ca', TRUST_PROXY: '1' };
    expect(parseEnv(site).demoMailbox).toBe(false);
    expect(() => parseEnv({ ...site, DEMO_MAILBOX: 'true' })).toThrow(
      /DEMO_MAILBOX: only for a demonstration on this machine/,
    );
    expect(parseEnv({ ...site, DEMO_MAILBOX: 'false' })).not.toHaveProperty('DEMO_MAILBOX');
  });

  it('treats an empty HOST as unset', () => {
    expect(parseEnv({ HOST: '' }).HOST).toBeUndefined();
  });
});
