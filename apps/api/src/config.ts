import { isIP } from 'node:net';
import { z } from 'zod';
import {
  DATABASE_URL_MESSAGE,
  DATABASE_URL_PATTERN,
  pgliteDirOf,
  resolveDataDir,
} from '@cld/db/location';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'Must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** `address@domain` or `Name <address@domain>`, on one line. */
const MAILBOX = /^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/;

export interface MailConfig {
  /** Absent: mail stays in the outbox as `held`, for an operator to read (no server needed). */
  smtpUrl: string | undefined;
  /** The From of every mail; a visitor's address is only ever a Reply-To. */
  from: string;
  /** Where the site's contact form goes. */
  contactTo: string;
  /** Whether this process delivers the outbox (replicas may leave it to one of them). */
  worker: boolean;
}

export const DEFAULT_MAIL_CONFIG: MailConfig = {
  smtpUrl: undefined,
  from: 'Canada Lawyer Directory <no-reply@example.ca>',
  contactTo: 'support@example.ca',
  worker: true,
};

/**
 * Which proxies' `X-Forwarded-For` the API believes: `false`, a hop count, or a comma-separated list
 * of addresses, CIDR ranges and proxy-addr names. `true` (believe any client) is refused: a client
 * could then choose its own address and escape every per-address limit (decision 014).
 */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address) return false;
  const family = isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export type TrustProxy = false | number | string[];

const trustProxySetting = z.string().transform((value, ctx): TrustProxy => {
  const v = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(v)) return false;
  if (['true', 'yes'].includes(v)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would believe an X-Forwarded-For sent by any client; give the hop count (1) or the proxy addresses (loopback, 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) ctx.addIssue({ code: 'custom', message: 'At most 10 hops' });
    return hops;
  }
  const entries = v.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length) {
    ctx.addIssue({
      code: 'custom',
      message: `Not an address, CIDR range or loopback/linklocal/uniquelocal: ${bad.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
});

const httpUrl = z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' });

const envSchema = z.object({
  API_PORT: wholeNumber(0, 65_535).default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().regex(DATABASE_URL_PATTERN, DATABASE_URL_MESSAGE).optional(),
  DATA_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_LAWYERS: wholeNumber(0, 1_000_000).default(8200),
  DEMO_SEED: wholeNumber(0, 2 ** 31 - 1).default(20190601),
  /** Unset: true in development and tests, false in production (never seed demo data unasked). */
  SEED_ON_EMPTY: booleanFlag.optional(),
  /** Unset: the web server on the same host (`pnpm start`) is the one proxy. */
  TRUST_PROXY: trustProxySetting.default(['loopback']),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SESSION_SECRET: z.string().min(32, 'Must be at least 32 characters').optional(),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'Must be an http(s) origin' })
    .transform((value) => new URL(value).origin)
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTH_URL: httpUrl.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrl.default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: httpUrl.default('https://openidconnect.googleapis.com/v1/userinfo'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'Must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .regex(MAILBOX, 'Must be an address, optionally with a name: Name <address@example.ca>')
    .default(DEFAULT_MAIL_CONFIG.from),
  CONTACT_TO: z.email('Must be an e-mail address').default(DEFAULT_MAIL_CONFIG.contactTo),
  MAIL_WORKER: booleanFlag.default(true),
  RETENTION_WORKER: booleanFlag.default(true),
  REVIEW_WORKER: booleanFlag.default(true),
  /**
   * Unset: true in development and tests, false in production. Whether the lawyer directory's
   * answers are checked against the contract before they leave (decision 017, speed).
   */
  DIRECTORY_RESPONSE_VALIDATION: booleanFlag.optional(),
  /**
   * Reads as named prepared statements, planned once per connection (decision 046). False behind a
   * pooler that cannot keep them (PgBouncer in transaction mode before 1.21).
   */
  DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
  REVIEW_INVITATION_DELAY_HOURS: wholeNumber(0, 24 * 60).default(72),
  REVIEW_LINK_DAYS: wholeNumber(1, 365).default(30),
  REVIEW_JOB_INTERVAL_SECONDS: wholeNumber(1, 86_400).default(900),
});

/** Only for development and tests: production refuses to start without its own secret. */
export const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-do-not-deploy';

/** Secrets anyone could guess: the repository's development value, example values, low variety. */
const KNOWN_SECRETS = [
  DEVELOPMENT_SESSION_SECRET,
  'change-me',
  'changeme',
  'secret',
  'session-secret',
  'your-secret-here',
];
const MIN_DISTINCT_SECRET_CHARACTERS = 10;

/** Why a production session secret is refused, or undefined when it is acceptable. */
export function weakSessionSecretReason(secret: string): string | undefined {
  const lower = secret.toLowerCase();
  if (KNOWN_SECRETS.some((known) => lower.includes(known)))
    return 'Is a published example or development value: generate one (openssl rand -base64 48)';
  if (new Set(secret).size < MIN_DISTINCT_SECRET_CHARACTERS)
    return `Has fewer than ${MIN_DISTINCT_SECRET_CHARACTERS} different characters: generate one (openssl rand -base64 48)`;
  return undefined;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const DEVELOPMENT_PUBLIC_ORIGIN = 'http://localhost:3000';

export interface GoogleSignInConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in `pgliteDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  demoLawyers: number;
  demoSeed: number;
  seedOnEmpty: boolean;
  /** The proxies whose X-Forwarded-For gives `request.ip` (decision 014). */
  trustProxy: TrustProxy;
  nodeEnv: z.infer<typeof envSchema>['NODE_ENV'];
  /**
   * Whether the directory's search and profile answers are validated against the contract (zod) as
   * they leave. Their mapping builds exactly the contract's fields (a test proves validation changes
   * nothing), so production skips the cost on its busiest route; tests keep the check.
   */
  directoryResponseValidation: boolean;
  /** Whether reads run as named prepared statements (decision 046). */
  preparedStatements: boolean;
  /** Signs session tokens (JWT). */
  sessionSecret: string;
  /** The site's origin as browsers see it: same-origin checks, redirects, and whether cookies are Secure. */
  publicOrigin: string;
  /** Present only when both Google credentials are set. */
  google: GoogleSignInConfig | undefined;
  mail: MailConfig;
  /** Whether this process runs the daily retention job (replicas may leave it to one of them). */
  retentionWorker: boolean;
  /** The review invitations (docs/decisions/018): whether this process sends them, and when. */
  reviews: ReviewsConfig;
}

export interface ReviewsConfig {
  worker: boolean;
  /** How long after a request's first answer its sender is invited to review. */
  invitationDelayHours: number;
  /** How long a review link works. */
  linkDays: number;
  /** How often the invitations and the responsiveness refresh run. */
  jobIntervalSeconds: number;
}

export const DEFAULT_REVIEWS_CONFIG: ReviewsConfig = {
  worker: false,
  invitationDelayHours: 72,
  linkDays: 30,
  jobIntervalSeconds: 900,
};

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Reads and validates the environment once; throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, as in most .env tooling.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  problems.push(...crossFieldProblems(present));
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = resolveDataDir(e.DATA_DIR);
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteDir: pgliteDirOf(dataDir),
    logLevel: e.LOG_LEVEL,
    demoLawyers: e.DEMO_LAWYERS,
    demoSeed: e.DEMO_SEED,
    seedOnEmpty: e.SEED_ON_EMPTY ?? e.NODE_ENV !== 'production',
    trustProxy: e.TRUST_PROXY,
    nodeEnv: e.NODE_ENV,
    directoryResponseValidation: e.DIRECTORY_RESPONSE_VALIDATION ?? e.NODE_ENV !== 'production',
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    sessionSecret: e.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    publicOrigin: e.PUBLIC_ORIGIN ?? DEVELOPMENT_PUBLIC_ORIGIN,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authUrl: e.GOOGLE_AUTH_URL,
            tokenUrl: e.GOOGLE_TOKEN_URL,
            userinfoUrl: e.GOOGLE_USERINFO_URL,
          }
        : undefined,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      contactTo: e.CONTACT_TO,
      worker: e.MAIL_WORKER,
    },
    retentionWorker: e.RETENTION_WORKER,
    reviews: {
      worker: e.REVIEW_WORKER,
      invitationDelayHours: e.REVIEW_INVITATION_DELAY_HOURS,
      linkDays: e.REVIEW_LINK_DAYS,
      jobIntervalSeconds: e.REVIEW_JOB_INTERVAL_SECONDS,
    },
  };
}

/** Rules that involve more than one variable; reported together with the per-variable ones. */
function crossFieldProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.NODE_ENV === 'production') {
    for (const name of ['SESSION_SECRET', 'PUBLIC_ORIGIN']) {
      if (!env[name]) problems.push(`${name}: Required in production`);
    }
    const weakness = env.SESSION_SECRET ? weakSessionSecretReason(env.SESSION_SECRET) : undefined;
    if (weakness) problems.push(`SESSION_SECRET: ${weakness}`);
    // Cookies are only Secure over https; a machine's own loopback (docker compose up) is the exception.
    if (env.PUBLIC_ORIGIN && URL.canParse(env.PUBLIC_ORIGIN)) {
      const origin = new URL(env.PUBLIC_ORIGIN);
      if (origin.protocol === 'http:' && !LOOPBACK_HOSTS.has(origin.hostname))
        problems.push('PUBLIC_ORIGIN: Must be https in production (http only for localhost)');
    }
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: Set both or neither');
  }
  return problems;
}
