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
});

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
}

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
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
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
  };
}
