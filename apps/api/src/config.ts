import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** The repository root, found from this file so that the data directory does not depend on the cwd. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

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

const httpUrl = z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' });

const envSchema = z.object({
  API_PORT: wholeNumber(0, 65_535).default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'Must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_LAWYERS: wholeNumber(0, 1_000_000).default(8200),
  DEMO_SEED: wholeNumber(0, 2 ** 31 - 1).default(20190601),
  SEED_ON_EMPTY: booleanFlag.default(true),
  TRUST_PROXY: booleanFlag.default(false),
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
  REVIEW_INVITATION_DELAY_HOURS: wholeNumber(0, 24 * 60).default(72),
  REVIEW_LINK_DAYS: wholeNumber(1, 365).default(30),
  REVIEW_JOB_INTERVAL_SECONDS: wholeNumber(1, 86_400).default(900),
});

/** Only for development and tests: production refuses to start without its own secret. */
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-do-not-deploy';
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
  trustProxy: boolean;
  nodeEnv: z.infer<typeof envSchema>['NODE_ENV'];
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
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR ?? 'data');
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    logLevel: e.LOG_LEVEL,
    demoLawyers: e.DEMO_LAWYERS,
    demoSeed: e.DEMO_SEED,
    seedOnEmpty: e.SEED_ON_EMPTY,
    trustProxy: e.TRUST_PROXY,
    nodeEnv: e.NODE_ENV,
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
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: Set both or neither');
  }
  return problems;
}
