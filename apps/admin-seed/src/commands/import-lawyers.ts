import { readFile } from 'node:fs/promises';
import { openAdminSession } from '../admin-session.ts';
import { API_URL_HELP } from '../api-client.ts';
import { CliError, type CliIo, write } from '../cli-io.ts';
import {
  formatProblems,
  LAWYER_CSV_COLUMNS,
  LawyerCsvError,
  readLawyerCsv,
} from '../lawyer-csv.ts';
import { importInBatches } from '../lawyer-import.ts';
import { API_OPTIONS, parseCommandLine } from '../parse-options.ts';

export const IMPORT_LAWYERS_HELP = `Usage: admin-seed import-lawyers FILE.csv [options]

Adds the lawyers of a CSV file to the directory through the API. Every row is checked first, with
the API's own rules, and each problem is reported by line ("line 7: phone: Please enter a valid
phone number"). With any invalid row nothing is imported (exit 1), unless --skip-invalid.
Needs "admin-seed login" first (not for --dry-run).

The file has a header row naming its columns, in any order:
  ${LAWYER_CSV_COLUMNS.join(',')}
firmName, location, website, linkedin, licenceNumber, regulator and isVerified may be left out;
an empty location becomes "City, PR". specializations and languages are lists separated by ";".
An id column (as export-lawyers writes) is ignored: every row becomes a new lawyer.

Options:
  --skip-invalid         import the valid rows and report the skipped ones
  --dry-run              only check the file; import nothing
${API_URL_HELP}
  -h, --help             show this help
`;

export async function runImportLawyers(args: string[], io: CliIo): Promise<number> {
  const { values: options, positionals } = parseCommandLine(
    'import-lawyers',
    args,
    {
      'skip-invalid': { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      ...API_OPTIONS,
    },
    ['FILE.csv'],
  );
  if (options.help) {
    write(io.stdout, IMPORT_LAWYERS_HELP);
    return 0;
  }
  const file = positionals[0] as string;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new CliError(`import-lawyers: cannot read ${file}: ${detail}`, { cause: error });
  }
  let report;
  try {
    report = readLawyerCsv(text);
  } catch (error) {
    if (error instanceof LawyerCsvError) {
      throw new CliError(`import-lawyers: ${file}: ${error.message}`, { cause: error });
    }
    throw error;
  }
  const skipInvalid = options['skip-invalid'] === true;
  const { problems, valid } = report;
  if (problems.length) {
    write(io.stderr, formatProblems(problems).join('\n'));
    if (!skipInvalid) {
      throw new CliError(
        `import-lawyers: ${problems.length} of ${report.rows} rows are invalid; nothing was imported (fix them, or use --skip-invalid)`,
      );
    }
  }
  if (options['dry-run']) {
    write(
      io.stdout,
      `Dry run: ${valid.length} of ${report.rows} rows are valid${problems.length ? `, ${problems.length} would be skipped` : ''}; nothing was imported`,
    );
    return 0;
  }
  if (valid.length === 0) throw new CliError('import-lawyers: there is no valid row to import');

  const session = await openAdminSession({
    command: 'import-lawyers',
    apiUrl: options['api-url'],
    io,
  });
  const result = await importInBatches({
    command: 'import-lawyers',
    session,
    rows: valid,
    io,
    label: 'Importing',
    skipRefused: skipInvalid,
  });
  if (result.refused.length) write(io.stderr, formatProblems(result.refused).join('\n'));
  const skipped = problems.length + result.refused.length;
  write(
    io.stdout,
    `Imported ${result.imported} lawyers from ${file}${skipped ? `; skipped ${skipped} invalid rows` : ''}`,
  );
  return 0;
}
