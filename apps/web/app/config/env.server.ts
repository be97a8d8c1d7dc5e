import { z } from 'zod';

const origin = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** Unset means every interface, so both 127.0.0.1 and ::1 ("localhost") answer. */
  HOST: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().optional(),
  ),
  /** Where the API listens; the web server proxies /api and /auth there and loaders call it. */
  API_URL: origin.default('http://127.0.0.1:4000'),
  /** The site's public address, used for canonical URLs and structured data. */
  PUBLIC_ORIGIN: origin.default('http://localhost:3000'),
  /** Behind a load balancer: believe its X-Forwarded-Proto/-For (https redirect, client address). */
  TRUST_PROXY: booleanFlag.default(false),
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
});

export type Env = z.infer<typeof envSchema>;

/** Reads the environment once; a wrong value stops the process with the list of what is wrong. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
