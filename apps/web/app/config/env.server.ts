import proxyaddr from 'proxy-addr';
import { PLACEHOLDER_SITE_OPERATOR, type SiteOperator } from '@cld/content/site-operator';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const origin = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

/**
 * Which proxies in front of the web server to believe about the client's address and protocol, in
 * the API's syntax (proxy-addr): `false`, a hop count, or addresses, subnets and the names
 * `loopback`, `linklocal`, `uniquelocal`. `true` would believe any client's `X-Forwarded-For`.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'true would let any client choose its own address: give the hop count or the proxies’ addresses',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    try {
      proxyaddr.compile(entries);
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `must be false, a hop count or addresses/subnets (${(error as Error).message})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** A comma-separated list of https origins (e.g. an ad provider's), trimmed, empty entries dropped. */
const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https$/, error: 'must be https origins' })));

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** This machine: a production build run here (`pnpm start`, the tests, the benches) may use http. */
export function isLocalOrigin(value: string): boolean {
  return LOCAL_HOSTNAMES.has(new URL(value).hostname);
}

const DEVELOPMENT_ORIGIN = 'http://localhost:3000';

/** Unset or blank → undefined; otherwise trimmed and checked. */
const optionalText = (schema: z.ZodType<string>) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    schema.optional(),
  );
const text = (min: number, max: number) =>
  z
    .string()
    .min(min, `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^<>\r\n]+$/, 'must be one line of plain text');
const email = z.email({ error: 'must be an e-mail address' });
/** A phone number as people write it: digits, spaces, dots, hyphens, brackets, a leading +. */
const phone = z
  .string()
  .regex(/^\+?[\d\s().-]{7,25}$/, 'must be a phone number, e.g. 613-555-0100')
  .refine((value) => value.replace(/\D/g, '').length >= 10, 'must have at least 10 digits');

const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** Unset means every interface, so both 127.0.0.1 and ::1 ("localhost") answer. */
  HOST: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().optional(),
  ),
  /** Where the API listens; the web server proxies /api and /auth there and loaders call it. */
  API_URL: origin.default('http://127.0.0.1:4000'),
  /** The site's public address: canonical URLs, structured data and the https redirect. */
  PUBLIC_ORIGIN: origin.optional(),
  /** Behind a load balancer: believe its X-Forwarded-Proto/-For (https redirect, client address). */
  TRUST_PROXY: trustProxy.default(false),
  /**
   * Seconds an identical public answer (an anonymous page, a public API answer) is served from the
   * web server's memory; 0 turns the shared cache off (decision 016).
   */
  SHARED_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * Seconds after that an answer may still be served while a new one is made in the background
   * (stale-while-revalidate, decision 054); 0 makes every expired answer wait for its new one.
   */
  SHARED_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  /** The most memory the shared cache may hold, MB (in each web process). */
  SHARED_CACHE_MB: z.coerce.number().int().min(1).max(1024).default(64),
  /**
   * Web processes in production, under one supervisor (decisions 054 and 062). One by default: on
   * two cores with the API beside it, a second one answered far less under load, not more.
   */
  WEB_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** An analytics provider's script (https), loaded only after a visitor consents to statistics. */
  ANALYTICS_SCRIPT_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional(),
  ),
  /** AdSense publisher id (`ca-pub-…`): ads load only after a visitor consents to advertising. */
  ADSENSE_CLIENT_ID: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^ca-pub-\d{10,20}$/, 'must look like ca-pub-1234567890')
      .optional(),
  ),
  /** The ad unit of each placement: `PROFILE_TOP=1234567890,BROWSE_TOP=…`. */
  ADSENSE_SLOTS: z
    .string()
    .default('')
    .transform((value) =>
      Object.fromEntries(
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
          .map((entry) => entry.split('=').map((part) => part.trim())),
      ),
    )
    .pipe(z.record(z.string().regex(/^[A-Z_]+$/), z.string().regex(/^\d+$/))),
  /** Origins a configured ad or analytics provider loads from, allowed by the CSP. */
  CSP_THIRD_PARTY_ORIGINS: originList.default([]),
  /** Who runs the site and their privacy officer (decision 019): all or none, required in production. */
  SITE_OPERATOR_NAME: optionalText(text(2, 200)),
  SITE_OPERATOR_ADDRESS: optionalText(text(5, 300)),
  SITE_OPERATOR_EMAIL: optionalText(email),
  SITE_OPERATOR_PHONE: optionalText(phone),
  PRIVACY_OFFICER_NAME: optionalText(text(2, 200)),
  PRIVACY_OFFICER_EMAIL: optionalText(email),
  PRIVACY_OFFICER_PHONE: optionalText(phone),
  /**
   * A demonstration run in production mode (the root `pnpm start`, the end-to-end tests) may show
   * the labelled placeholders instead; a deployment leaves it unset.
   */
  SITE_OPERATOR_PLACEHOLDERS: booleanFlag.default(false),
  /**
   * The demo's mailbox page (`/dev/mailbox`, DESIGN §8.5). Unset: on outside production, off in
   * production; the root `pnpm start` (a production build run as a demo on this machine) sets it.
   */
  DEMO_MAILBOX: z.preprocess((value) => (value === '' ? undefined : value), booleanFlag.optional()),
  /**
   * The API's mail server, read only to know that mail leaves (`pnpm start` and `pnpm dev` give both
   * servers one environment): then nothing is held and there is no mailbox to show.
   */
  SMTP_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
});

/**
 * Production rules (issue 15): the public origin is never guessed (a wrong one puts another host in
 * every canonical URL), it is https unless it is this machine, and an https site has a TLS proxy in
 * front of this plain-http server that must be named: otherwise every request looks like http (a
 * redirect loop) and every visitor has the proxy's address (one rate-limit bucket for all).
 */
const envSchema = envObject
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.PUBLIC_ORIGIN) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message: 'required when NODE_ENV=production (the site’s https address)',
      });
      return;
    }
    // Held mail shown to anyone who asks belongs to a demonstration on this machine, never a site.
    if (env.DEMO_MAILBOX && !isLocalOrigin(env.PUBLIC_ORIGIN)) {
      context.addIssue({
        code: 'custom',
        path: ['DEMO_MAILBOX'],
        message:
          'only for a demonstration on this machine: in production it needs a localhost PUBLIC_ORIGIN',
      });
    }
    if (isLocalOrigin(env.PUBLIC_ORIGIN)) return;
    if (!env.PUBLIC_ORIGIN.startsWith('https:')) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message: 'must be https when NODE_ENV=production',
      });
    } else if (env.TRUST_PROXY === false) {
      context.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          'required with an https PUBLIC_ORIGIN: name the TLS proxy in front of this http server (a hop count or its addresses)',
      });
    }
  })
  .transform(({ DEMO_MAILBOX, SMTP_URL, ...env }) => ({
    ...env,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? DEVELOPMENT_ORIGIN,
    /**
     * Whether the site offers the demo's mailbox (its page, the demo notice's link, the start's log
     * line). The API has the last word: its route exists only without SMTP_URL outside production.
     */
    demoMailbox: SMTP_URL === undefined && (DEMO_MAILBOX ?? env.NODE_ENV !== 'production'),
  }));

const OPERATOR_VARIABLES = [
  'SITE_OPERATOR_NAME',
  'SITE_OPERATOR_ADDRESS',
  'SITE_OPERATOR_EMAIL',
  'SITE_OPERATOR_PHONE',
  'PRIVACY_OFFICER_NAME',
  'PRIVACY_OFFICER_EMAIL',
  'PRIVACY_OFFICER_PHONE',
] as const;

type ParsedEnv = z.infer<typeof envSchema>;

export type Env = Omit<ParsedEnv, (typeof OPERATOR_VARIABLES)[number]> & {
  /** The configured operator, or outside production the placeholder (labelled as one). */
  siteOperator: SiteOperator;
};

/** The operator from its variables, or the problems: set all or none, and in production all. */
function siteOperatorOf(env: ParsedEnv): { operator?: SiteOperator; problems: string[] } {
  const missing = OPERATOR_VARIABLES.filter((name) => env[name] === undefined);
  if (missing.length === OPERATOR_VARIABLES.length) {
    if (env.NODE_ENV === 'production' && !env.SITE_OPERATOR_PLACEHOLDERS) {
      return { problems: missing.map((name) => `  ${name}: required in production`) };
    }
    return { operator: PLACEHOLDER_SITE_OPERATOR, problems: [] };
  }
  if (missing.length > 0) {
    return {
      problems: missing.map((name) => `  ${name}: set every operator variable, or none`),
    };
  }
  return {
    operator: {
      name: env.SITE_OPERATOR_NAME!,
      address: env.SITE_OPERATOR_ADDRESS!,
      email: env.SITE_OPERATOR_EMAIL!,
      phone: env.SITE_OPERATOR_PHONE!,
      privacyOfficer: {
        name: env.PRIVACY_OFFICER_NAME!,
        email: env.PRIVACY_OFFICER_EMAIL!,
        phone: env.PRIVACY_OFFICER_PHONE!,
      },
      placeholder: false,
    },
    problems: [],
  };
}

/** Reads the environment once; a wrong value stops the process with the list of what is wrong. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const { operator, problems } = siteOperatorOf(result.data);
  if (!operator) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  const env: Partial<ParsedEnv> = { ...result.data };
  for (const name of OPERATOR_VARIABLES) delete env[name];
  return {
    ...(env as Omit<ParsedEnv, (typeof OPERATOR_VARIABLES)[number]>),
    siteOperator: operator,
  };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
