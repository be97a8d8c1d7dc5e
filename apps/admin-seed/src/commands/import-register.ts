import { readFile } from 'node:fs/promises';
import type { RegisterChange, RegisterImportReport } from '@cld/contract/claims';
import { REGULATOR_SLUGS } from '@cld/reference/regulators';
import { REGISTER_IMPORT_MAX } from '@cld/validation/register';
import { assertAuthorized, openAdminSession } from '../admin-session.ts';
import { API_URL_HELP, callApi, describeApiError } from '../api-client.ts';
import { CliError, type CliIo, usageError, write } from '../cli-io.ts';
import { formatProblems } from '../lawyer-csv.ts';
import { API_OPTIONS, parseCommandLine } from '../parse-options.ts';
import { createProgress, type Progress } from '../progress.ts';
import { readRegisterCsv, RegisterCsvError, type RegisterRow } from '../register-csv.ts';
import {
  REGISTER_FIELDS,
  REGISTER_FORMATS,
  type RegisterField,
  STANDARD_FORMAT,
} from '../register-formats.ts';

const COMMAND = 'import-register';

export const IMPORT_REGISTER_HELP = `Usage: admin-seed ${COMMAND} FILE.csv --regulator SLUG [--dry-run]

Imports a regulator's public register into the directory (issue 39). Each practising person the
directory does not list becomes an unclaimed listing that says which register it comes from and
its date; a listing whose status is no longer practising is hidden (never deleted); changed names,
firms, places, areas, languages and contact details are updated. Every change is audited.

Every row is checked first (line and column of each problem); with any bad row, nothing is
imported. The file is applied in one transaction: all of it or nothing. Importing the same file
again changes nothing. Needs "admin-seed login" first (also for --dry-run, which compares with
the directory).

The standard format (README, "The register format") has the columns:
  ${REGISTER_FIELDS.map((field) => STANDARD_FORMAT.columns[field]).join(',')}
These regulators' files are read with their own column names and status words:
${Object.entries(REGISTER_FORMATS)
  .map(
    ([slug, format]) =>
      `  ${slug} (${format.label}):\n    ${REGISTER_FIELDS.map((field) => format.columns[field]).join(',')}\n    statuses: ${Object.keys(format.statuses).join(', ')}`,
  )
  .join('\n')}

Options:
  --regulator SLUG       whose register it is (${REGULATOR_SLUGS.length} law societies, e.g. law-society-of-ontario)
  --dry-run              print what would change; change nothing
${API_URL_HELP}
  -h, --help             show this help
`;

function describeChange(change: RegisterChange): string {
  const fields = Object.entries(change.fields)
    .map(([field, { before, after }]) => `${field}: ${show(before)} → ${show(after)}`)
    .join('; ');
  return `${change.licenceNumber} ${change.name}${fields ? ` (${fields})` : ''}`;
}
const show = (value: unknown) =>
  value === null || value === ''
    ? '(none)'
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);

export function formatRegisterReport(report: RegisterImportReport): string {
  const head = `${report.dryRun ? 'Dry run: ' : ''}${report.regulator}: ${report.added.length} new, ${report.changed.length} changed, ${report.noLongerPractising.length} no longer practising (hidden), ${report.unchanged} unchanged; ${report.notListed} not practising and not listed; ${report.notInFile} listed but not in this file (left as they are)${report.dryRun ? '. Nothing was changed.' : ''}`;
  return [
    head,
    ...report.added.map((change) => `new: ${change.licenceNumber} ${change.name}`),
    ...report.changed.map((change) => `changed: ${describeChange(change)}`),
    ...report.noLongerPractising.map((change) => `no longer practising: ${describeChange(change)}`),
  ].join('\n');
}

export async function runImportRegister(args: string[], io: CliIo): Promise<number> {
  const { values: options, positionals } = parseCommandLine(
    COMMAND,
    args,
    { regulator: { type: 'string' }, 'dry-run': { type: 'boolean' }, ...API_OPTIONS },
    ['FILE.csv'],
  );
  if (options.help) {
    write(io.stdout, IMPORT_REGISTER_HELP);
    return 0;
  }
  const given = options.regulator as string | undefined;
  const regulator = REGULATOR_SLUGS.find((slug) => slug === given);
  if (!regulator) {
    throw usageError(
      `${COMMAND}: --regulator must be one of ${REGULATOR_SLUGS.join(', ')}${given ? `, got "${given}"` : ''}`,
    );
  }
  const file = positionals[0] as string;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new CliError(`${COMMAND}: cannot read ${file}: ${detail}`, { cause: error });
  }

  let progress: Progress | undefined;
  let report;
  try {
    report = readRegisterCsv({
      text,
      regulator,
      onRow: (done, total) => {
        progress ??= createProgress({ stream: io.stderr, label: 'Checking', total });
        progress.update(done);
      },
    });
  } catch (error) {
    if (error instanceof RegisterCsvError) {
      throw new CliError(`${COMMAND}: ${file}: ${error.message}`, { cause: error });
    }
    throw error;
  }
  progress?.finish();
  if (report.problems.length) {
    write(io.stderr, formatProblems(report.problems).join('\n'));
    throw new CliError(
      `${COMMAND}: ${report.problems.length} of ${report.rows} rows are invalid; nothing was imported`,
    );
  }
  if (report.valid.length === 0) throw new CliError(`${COMMAND}: ${file} has no entries`);
  if (report.valid.length > REGISTER_IMPORT_MAX) {
    throw new CliError(
      `${COMMAND}: ${report.valid.length} entries; one import takes at most ${REGISTER_IMPORT_MAX} (split the file by province or by initial)`,
    );
  }

  const session = await openAdminSession({ command: COMMAND, apiUrl: options['api-url'], io });
  const dryRun = options['dry-run'] === true;
  write(
    io.stderr,
    `${dryRun ? 'Comparing' : 'Applying'} ${report.valid.length} entries in one transaction…`,
  );
  const response = await callApi({
    command: COMMAND,
    what: 'importing the register',
    baseUrl: session.baseUrl,
    request: () =>
      session.client.claims.importRegister({
        body: { regulator, dryRun, entries: report.valid.map((row) => row.entry) },
      }),
  });
  assertAuthorized(COMMAND, response);
  if (response.status !== 200) {
    throw new CliError(
      [
        `${COMMAND}: the API refused the file; nothing was imported:`,
        ...refusalLines(response.body, report.valid, report.format.columns),
      ].join('\n'),
    );
  }
  write(io.stdout, formatRegisterReport(response.body));
  return 0;
}

/** The API's `entries.N.field` issues as the file's lines and column names. */
function refusalLines(
  body: { message: string; issues?: { path: (string | number)[]; message: string }[] },
  rows: readonly RegisterRow[],
  columns: Record<RegisterField, string>,
): string[] {
  const lines = (body.issues ?? []).flatMap(({ path, message }) => {
    const row = path[0] === 'entries' ? rows[Number(path[1])] : undefined;
    if (!row) return [];
    const field = path[2] as RegisterField | undefined;
    return [`line ${row.line}: ${field ? (columns[field] ?? field) : '(row)'}: ${message}`];
  });
  return lines.length ? lines : [describeApiError(body)];
}
