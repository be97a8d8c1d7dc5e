import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SESSION_SECRET, loadConfig } from './config.ts';

const repoRoot = path.resolve(fileURLToPath(new URL('../../../', import.meta.url)));

describe('loadConfig', () => {
  it('defaults every variable, with the data dir under the repository root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, 'data'),
      pgliteDir: path.join(repoRoot, 'data', 'pglite'),
      logLevel: 'info',
      demoLawyers: 8200,
      demoSeed: 20190601,
      seedOnEmpty: true,
      trustProxy: ['loopback'],
      nodeEnv: 'development',
      directoryResponseValidation: true,
      preparedStatements: true,
      publicOrigin: 'http://localhost:3000',
      google: undefined,
      retentionWorker: true,
      reviews: { worker: true, invitationDelayHours: 72, linkDays: 30, jobIntervalSeconds: 900 },
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = loadConfig({
      API_PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/cld',
      DATA_DIR: '/var/lib/cld',
      LOG_LEVEL: '',
      DEMO_LAWYERS: '100',
      SEED_ON_EMPTY: 'false',
      TRUST_PROXY: '1',
      NODE_ENV: 'production',
      SESSION_SECRET: 'Kq8v2LmZ0pXr7TbN4sWc9YhJ1uEd6Gf3',
      PUBLIC_ORIGIN: 'https://lawyers.example.ca',
      RETENTION_WORKER: 'no',
      DATABASE_PREPARED_STATEMENTS: 'false',
      REVIEW_WORKER: 'false',
      REVIEW_INVITATION_DELAY_HOURS: '0',
      REVIEW_LINK_DAYS: '14',
      REVIEW_JOB_INTERVAL_SECONDS: '5',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/cld',
      pgliteDir: '/var/lib/cld/pglite',
      logLevel: 'info',
      demoLawyers: 100,
      seedOnEmpty: false,
      trustProxy: 1,
      nodeEnv: 'production',
      directoryResponseValidation: false,
      preparedStatements: false,
      retentionWorker: false,
      reviews: { worker: false, invitationDelayHours: 0, linkDays: 14, jobIntervalSeconds: 5 },
    });
  });

  it('resolves a relative data dir from the repository root, not the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/data' }).dataDir).toBe(path.join(repoRoot, 'tmp/data'));
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        API_PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SEED_ON_EMPTY: 'maybe',
        LOG_LEVEL: 'loud',
        RETENTION_WORKER: 'sometimes',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'API_PORT',
      'DATABASE_URL',
      'SEED_ON_EMPTY',
      'LOG_LEVEL',
      'RETENTION_WORKER',
    ])
      expect(problems).toContain(name);
  });

  it('turns Google sign-in on only with both credentials, endpoints overridable', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9000/token',
    });
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'http://127.0.0.1:9000/token',
      userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/Set both or neither/);
  });

  it('keeps only the origin of PUBLIC_ORIGIN', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://lawyers.example.ca/some/path' }).publicOrigin).toBe(
      'https://lawyers.example.ca',
    );
  });

  it('requires a session secret and the public origin in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: Required in production[\s\S]*PUBLIC_ORIGIN: Required in production/,
    );
    expect(() => loadConfig({ SESSION_SECRET: 'too short' })).toThrow(/SESSION_SECRET/);
    const config = loadConfig({ ...PRODUCTION });
    expect(config.sessionSecret).toBe(PRODUCTION.SESSION_SECRET);
  });

  describe('in production', () => {
    it('refuses the repository development secret, one repeated character and low variety', () => {
      for (const secret of [
        DEVELOPMENT_SESSION_SECRET,
        'a'.repeat(32),
        'abababababababababababababababab',
        'changeme-changeme-changeme-changeme',
      ]) {
        expect(() => loadConfig({ ...PRODUCTION, SESSION_SECRET: secret }), secret).toThrow(
          /SESSION_SECRET: (Is a published|Has fewer than 10 different)/,
        );
      }
      // Development keeps accepting anything long enough.
      expect(loadConfig({ SESSION_SECRET: 'a'.repeat(32) }).sessionSecret).toBe('a'.repeat(32));
    });

    it('refuses an http public origin except on the machine itself', () => {
      expect(() =>
        loadConfig({ ...PRODUCTION, PUBLIC_ORIGIN: 'http://lawyers.example.ca' }),
      ).toThrow(/PUBLIC_ORIGIN: Must be https in production/);
      expect(
        loadConfig({ ...PRODUCTION, PUBLIC_ORIGIN: 'http://localhost:3000' }).publicOrigin,
      ).toBe('http://localhost:3000');
      expect(
        loadConfig({ ...PRODUCTION, NODE_ENV: 'development', PUBLIC_ORIGIN: 'http://dev.test' })
          .publicOrigin,
      ).toBe('http://dev.test');
    });

    it('seeds demo data only when SEED_ON_EMPTY says so', () => {
      expect(loadConfig({ ...PRODUCTION }).seedOnEmpty).toBe(false);
      expect(loadConfig({ ...PRODUCTION, SEED_ON_EMPTY: 'true' }).seedOnEmpty).toBe(true);
      expect(loadConfig({}).seedOnEmpty).toBe(true);
      expect(loadConfig({ SEED_ON_EMPTY: 'false' }).seedOnEmpty).toBe(false);
    });
  });

  describe('TRUST_PROXY', () => {
    it('is off, a hop count, or a list of addresses, ranges and names', () => {
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
      expect(
        loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,172.18.0.5,fd00::/8' }).trustProxy,
      ).toEqual(['loopback', '10.0.0.0/8', '172.18.0.5', 'fd00::/8']);
    });

    it('refuses true, which would let any client choose its address, with a clear message', () => {
      expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
        /TRUST_PROXY: true would believe an X-Forwarded-For sent by any client/,
      );
      expect(() => loadConfig({ TRUST_PROXY: 'loopback,10.0.0.0/33,proxy.example' })).toThrow(
        /TRUST_PROXY: Not an address, CIDR range or loopback\/linklocal\/uniquelocal: 10.0.0.0\/33, proxy.example/,
      );
    });
  });
});

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'Kq8v2LmZ0pXr7TbN4sWc9YhJ1uEd6Gf3',
  PUBLIC_ORIGIN: 'https://lawyers.example.ca',
};
