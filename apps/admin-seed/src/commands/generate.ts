import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DEFAULT_DIRECTORY_SEED,
  DEFAULT_DIRECTORY_SIZE,
  generateDirectory,
} from '@cld/content/demo-directory.server';
import { CliError, type CliIo, usageError, write } from '../cli-io.ts';
import { CSV_COLUMNS, lawyerToCsvRow, toCsvRow } from '../directory-csv.ts';
import { HELP_OPTION, parseOptions, parseWholeNumber } from '../parse-options.ts';

export const MAX_LAWYERS = 1_000_000;
const FORMATS = ['json', 'csv'] as const;
type Format = (typeof FORMATS)[number];

export const GENERATE_HELP = `Usage: admin-seed generate [options]

Writes the deterministic demo directory of fictional lawyers: the same seed always gives the same
lawyers. Phones are in the reserved 555-01xx range and e-mails at example domains.

Options:
  --lawyers N            number of lawyers, 0 to ${MAX_LAWYERS} (default ${DEFAULT_DIRECTORY_SIZE})
  --seed S               whole-number seed (default ${DEFAULT_DIRECTORY_SEED}, the API's demo seed)
  --format json|csv      output format (default: csv when --out ends in .csv, else json)
  -o, --out FILE         write to FILE instead of standard output
  -h, --help             show this help
`;

function* jsonChunks(lawyers: Iterable<unknown>): Generator<string> {
  yield '[';
  let first = true;
  for (const lawyer of lawyers) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(lawyer)}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

function* csvChunks(lawyers: Iterable<Parameters<typeof lawyerToCsvRow>[0]>): Generator<string> {
  yield toCsvRow(CSV_COLUMNS);
  for (const lawyer of lawyers) yield lawyerToCsvRow(lawyer);
}

function chooseFormat(format: string | undefined, out: string | undefined): Format {
  if (format === undefined) return out?.toLowerCase().endsWith('.csv') ? 'csv' : 'json';
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw usageError(`generate: --format must be json or csv, got "${format}"`);
  }
  return format as Format;
}

export async function runGenerate(args: string[], io: CliIo): Promise<number> {
  const options = parseOptions('generate', args, {
    lawyers: { type: 'string' },
    seed: { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string', short: 'o' },
    ...HELP_OPTION,
  });
  if (options.help) {
    write(io.stdout, GENERATE_HELP);
    return 0;
  }
  const count =
    options.lawyers === undefined
      ? DEFAULT_DIRECTORY_SIZE
      : parseWholeNumber({
          command: 'generate',
          name: 'lawyers',
          value: options.lawyers,
          min: 0,
          max: MAX_LAWYERS,
        });
  const seed =
    options.seed === undefined
      ? DEFAULT_DIRECTORY_SEED
      : parseWholeNumber({
          command: 'generate',
          name: 'seed',
          value: options.seed,
          min: Number.MIN_SAFE_INTEGER,
          max: Number.MAX_SAFE_INTEGER,
        });
  const format = chooseFormat(options.format, options.out);
  const lawyers = generateDirectory({ count, seed });
  const source = Readable.from(format === 'csv' ? csvChunks(lawyers) : jsonChunks(lawyers));

  if (options.out === undefined) {
    // Standard output stays open for whoever runs us.
    await pipeline(source, io.stdout, { end: false });
    return 0;
  }
  const out = options.out;
  try {
    await pipeline(source, createWriteStream(out));
  } catch (error) {
    await rm(out, { force: true });
    const detail = error instanceof Error ? error.message : String(error);
    throw new CliError(`generate: cannot write ${out}: ${detail}`, { cause: error });
  }
  write(io.stderr, `Wrote ${count} lawyers (seed ${seed}) as ${format} to ${out}`);
  return 0;
}
