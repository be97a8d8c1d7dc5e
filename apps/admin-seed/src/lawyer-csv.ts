import type { ExportLawyer, ImportLawyer } from '@cld/contract/admin';
import { importLawyerSchema } from '@cld/contract/admin';
import { CsvSyntaxError, PROFILE_CSV_COLUMNS, parseCsv, toCsvRow } from './directory-csv.ts';
import {
  CellError,
  parseFlatFees,
  parseOfficeHours,
  PRACTICE_DETAILS_CSV_COLUMNS,
  practiceDetailsCells,
  toSlug,
} from './practice-details-csv.ts';

/**
 * Columns of the lawyers CSV that import-lawyers reads and export-lawyers writes (list fields are
 * joined with "; "; the practice details as `practice-details-csv.ts` writes them). Export adds `id`
 * first; import ignores it and always adds new lawyers. `acceptingConfirmedAt` is when the lawyer
 * last confirmed `acceptingClients`: kept by a round trip (without it, the import confirms now).
 */
export const LAWYER_CSV_COLUMNS = [
  'name',
  'firmName',
  'email',
  'phone',
  'practiceArea',
  'location',
  'city',
  'province',
  'address',
  'postalCode',
  ...PROFILE_CSV_COLUMNS,
  'website',
  'linkedin',
  'licenceNumber',
  'regulator',
  'isVerified',
  'otherPracticeAreas',
  ...PRACTICE_DETAILS_CSV_COLUMNS,
  'acceptingConfirmedAt',
] as const;
type Column = (typeof LAWYER_CSV_COLUMNS)[number];

// `bio` (English) and `bioFr` (French): a row needs one of them, which the schema checks.
const OPTIONAL_COLUMNS = new Set<string>([
  'firmName',
  // Issue 37: a file from before it imports without one.
  'postalCode',
  'bio',
  'bioFr',
  'location',
  'website',
  'linkedin',
  'licenceNumber',
  'regulator',
  'isVerified',
  // Issue 20: a file from before them imports with a new profile's details.
  'otherPracticeAreas',
  ...PRACTICE_DETAILS_CSV_COLUMNS,
  'acceptingConfirmedAt',
]);
const IGNORED_COLUMNS = new Set(['id']);
const LIST_COLUMNS = new Set<string>(['specializations', 'languages', 'otherPracticeAreas']);
/** Lists of slugs, read as people may type them ("Legal aid"). */
const SLUG_COLUMNS = new Set<string>(['feeOffers', 'funding']);
/** Columns whose empty cell means "as a new profile has it" (the schema's default). */
const DEFAULTED_COLUMNS = new Set<string>(['meetingModes', 'officeHours', 'acceptingConfirmedAt']);

/** One cell as the import schema takes it; a cell that cannot be read throws a `CellError`. */
function readCell(column: Column, text: string): unknown {
  if (LIST_COLUMNS.has(column)) return splitList(text);
  if (SLUG_COLUMNS.has(column) || column === 'meetingModes') return splitList(text).map(toSlug);
  switch (column) {
    case 'flatFees':
      return parseFlatFees(text);
    case 'officeHours':
      return parseOfficeHours(text);
    case 'stepFreeAccess':
    case 'acceptingClients':
      return text.trim().toLowerCase();
    case 'acceptingConfirmedAt':
      return text.trim();
    default:
      return text;
  }
}

export interface RowProblem {
  line: number;
  messages: string[];
}
export interface ValidRow {
  line: number;
  lawyer: ImportLawyer;
}
export interface LawyerCsvReport {
  rows: number;
  valid: ValidRow[];
  problems: RowProblem[];
}

/** The header could not be read: nothing in the file can be imported. */
export class LawyerCsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LawyerCsvError';
  }
}

const splitList = (value: string) =>
  value
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');

function parseBoolean(value: string): boolean | undefined | 'invalid' {
  const text = value.trim().toLowerCase();
  if (text === '') return undefined;
  if (['true', 'yes', '1'].includes(text)) return true;
  if (['false', 'no', '0'].includes(text)) return false;
  return 'invalid';
}

/**
 * Reads a lawyers CSV and checks every row against the contract's import schema, so the report
 * names every problem by line before anything is sent. An empty `location` becomes "City, PR".
 */
export function readLawyerCsv(text: string): LawyerCsvReport {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new LawyerCsvError(error.message);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new LawyerCsvError('the file is empty (expected a header row)');
  const names = header.fields.map((name) => name.trim());
  const known = new Set<string>(LAWYER_CSV_COLUMNS);
  const unknown = names.filter((name) => !known.has(name) && !IGNORED_COLUMNS.has(name));
  const missing = LAWYER_CSV_COLUMNS.filter(
    (name) => !OPTIONAL_COLUMNS.has(name) && !names.includes(name),
  );
  const duplicated = names.filter((name, index) => names.indexOf(name) !== index);
  const headerProblems = [
    unknown.length ? `unknown column(s): ${unknown.join(', ')}` : '',
    missing.length ? `missing column(s): ${missing.join(', ')}` : '',
    duplicated.length ? `repeated column(s): ${duplicated.join(', ')}` : '',
  ].filter(Boolean);
  if (headerProblems.length) {
    throw new LawyerCsvError(
      `line ${header.line}: ${headerProblems.join('; ')}\nExpected columns: ${LAWYER_CSV_COLUMNS.join(',')}`,
    );
  }

  const report: LawyerCsvReport = { rows: rows.length, valid: [], problems: [] };
  for (const { line, fields } of rows) {
    if (fields.length !== names.length) {
      report.problems.push({
        line,
        messages: [`expected ${names.length} fields, found ${fields.length}`],
      });
      continue;
    }
    const cells = new Map(names.map((name, index) => [name, fields[index] ?? '']));
    const cell = (column: Column) => cells.get(column) ?? '';
    const messages: string[] = [];
    const input: Record<string, unknown> = {};
    for (const column of LAWYER_CSV_COLUMNS) {
      if (!cells.has(column)) continue;
      if (DEFAULTED_COLUMNS.has(column) && cell(column).trim() === '') continue;
      if (column === 'isVerified') {
        const flag = parseBoolean(cell(column));
        if (flag === 'invalid') messages.push('isVerified: must be true or false');
        else if (flag !== undefined) input[column] = flag;
        continue;
      }
      try {
        input[column] = readCell(column, cell(column));
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        messages.push(error.message);
      }
    }
    if (!String(input.location ?? '').trim() && cell('city').trim() && cell('province').trim()) {
      input.location = `${cell('city').trim()}, ${cell('province').trim().toUpperCase()}`;
    }
    const parsed = importLawyerSchema.safeParse(input);
    if (!parsed.success) {
      messages.push(
        ...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      );
    }
    // One field may break several rules with the same message (length and pattern of a phone).
    if (!parsed.success || messages.length) {
      report.problems.push({ line, messages: [...new Set(messages)] });
    } else report.valid.push({ line, lawyer: parsed.data as ImportLawyer });
  }
  return report;
}

export const formatProblems = (problems: readonly RowProblem[]) =>
  problems.flatMap(({ line, messages }) => messages.map((message) => `line ${line}: ${message}`));

export const LAWYER_EXPORT_CSV_COLUMNS = ['id', ...LAWYER_CSV_COLUMNS] as const;

/** An exported lawyer as a CSV row that import-lawyers reads back. */
export function exportLawyerToCsvRow(lawyer: ExportLawyer): string {
  const stated = lawyer.acceptingClientsStated;
  const cells: Record<(typeof LAWYER_EXPORT_CSV_COLUMNS)[number], unknown> = {
    ...lawyer,
    isVerified: lawyer.verificationStatus === 'verified',
    otherPracticeAreas: lawyer.practiceAreas.slice(1),
    ...practiceDetailsCells({ ...lawyer, acceptingClients: stated?.accepting ?? null }),
    acceptingConfirmedAt: stated?.confirmedAt ?? '',
  };
  return toCsvRow(LAWYER_EXPORT_CSV_COLUMNS.map((column) => cells[column]));
}
