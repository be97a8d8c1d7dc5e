import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { usageError } from './cli-io.ts';

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
    throw usageError(`${command}: ${detail}\nRun "admin-seed ${command} --help" for usage.`);
  }
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
