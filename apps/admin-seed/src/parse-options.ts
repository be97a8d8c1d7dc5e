import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { usageError } from './cli-io.ts';

/** `-h`/`--help`, which every command takes. */
export const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;

/** The options of a command that talks to the API: `--api-url` and `--help`. */
export const API_OPTIONS = { 'api-url': { type: 'string' }, ...HELP_OPTION } as const;

const usageHint = (command: string) => `Run "admin-seed ${command} --help" for usage.`;

/** parseArgs in strict mode, its errors turned into usage errors that name the command. */
export function parseOptions<T extends ParseArgsOptionsConfig>(
  command: string,
  args: string[],
  options: T,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw usageError(`${command}: ${detail}\n${usageHint(command)}`);
  }
}

/**
 * Options plus exactly the named positional arguments (`['ID']`, `['FILE']`). With `--help` the
 * arguments may be missing, so a command can always show its help.
 */
export function parseCommandLine<T extends ParseArgsOptionsConfig>(
  command: string,
  args: string[],
  options: T,
  positionals: readonly string[],
) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw usageError(`${command}: ${detail}\n${usageHint(command)}`);
  }
  const values = parsed.values as Record<string, unknown>;
  if (values.help !== true) {
    if (parsed.positionals.length < positionals.length) {
      const missing = positionals.slice(parsed.positionals.length).join(' ');
      throw usageError(`${command}: missing ${missing}\n${usageHint(command)}`);
    }
    if (parsed.positionals.length > positionals.length) {
      const extra = parsed.positionals[positionals.length];
      throw usageError(`${command}: unexpected argument "${extra}"\n${usageHint(command)}`);
    }
  }
  return { values: parsed.values, positionals: parsed.positionals };
}

/** A whole number option within bounds, or a usage error naming the option. */
export function parseWholeNumber({
  command,
  name,
  value,
  min,
  max,
}: {
  command: string;
  name: string;
  value: string;
  min: number;
  max: number;
}): number {
  const number = /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    throw usageError(
      `${command}: --${name} must be a whole number from ${min} to ${max}, got "${value}"`,
    );
  }
  return number;
}

/** A lawyer's id as a positional argument. */
export function parseLawyerId(command: string, value: string | undefined): number {
  const id = value !== undefined && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw usageError(
      `${command}: ID must be a lawyer's id (a positive whole number), got "${value}"`,
    );
  }
  return id;
}
