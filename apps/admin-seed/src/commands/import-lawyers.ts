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
import { FLAT_FEES_FORMAT } from '../practice-details-csv.ts';
import {
  FUNDING_OPTIONS,
  MAX_FREE_CONSULTATION_MINUTES,
  MEETING_MODES,
  MIN_FREE_CONSULTATION_MINUTES,
  STATED_FEE_OFFERS,
} from '@cld/reference/practice-details';
import { API_OPTIONS, parseCommandLine } from '../parse-options.ts';

export const IMPORT_LAWYERS_HELP = `Usage: admin-seed import-lawyers FILE.csv [options]

Adds the lawyers of a CSV file to the directory through the API. Every row is checked first, with
the API's own rules, and each problem is reported by line ("line 7: phone: Please enter a valid
phone number"). With any invalid row nothing is imported (exit 1), unless --skip-invalid.
Needs "admin-seed login" first (not for --dry-run).

The file has a header row naming its columns, in any order:
  ${LAWYER_CSV_COLUMNS.join(',')}
firmName, location, website, linkedin, licenceNumber, regulator, isVerified and the practice
details (otherPracticeAreas to acceptingConfirmedAt) may be left out: a file without the details
imports each lawyer as a new profile (nothing stated, in person, the usual office hours).
An empty location becomes "City, PR". specializations, languages and otherPracticeAreas are lists
separated by ";". An id column (as export-lawyers writes) is ignored: every row becomes a new lawyer.

The practice details, each empty when not stated:
  freeConsultationMinutes  minutes of a free first consultation (${MIN_FREE_CONSULTATION_MINUTES}-${MAX_FREE_CONSULTATION_MINUTES})
  flatFees                 ${FLAT_FEES_FORMAT}:
                           Uncontested divorce=1500-2500; Simple will=400
                           (whole dollars; write "\\;" for a ";" inside a service)
  feeOffers                ${STATED_FEE_OFFERS.join('; ')}
                           (free-consultation and flat-fees follow from the two columns above)
  funding                  ${FUNDING_OPTIONS.join('; ')}
  meetingModes             ${MEETING_MODES.join('; ')} (empty: in-person)
  stepFreeAccess           yes, no or empty
  officeHours              each day's openings, days separated by ";" (up to two openings a day,
                           separated by ","; "closed" for none):
                           mon 09:00-18:00; tue 09:00-12:00,13:00-17:00; sat closed
                           (a day left out is closed; empty: weekdays 9-18, Saturday 9-17)
  acceptingClients         yes, no or empty (taking new clients)
  acceptingConfirmedAt     when the lawyer last confirmed it (YYYY-MM-DD or ISO 8601, as
                           export-lawyers writes it; empty: confirmed by this import)

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
