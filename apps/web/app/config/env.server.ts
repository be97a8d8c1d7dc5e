import { z } from 'zod';

const origin = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

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
