import type { ExportLawyer, ImportLawyer } from '@cld/contract/admin';
import { importLawyerSchema } from '@cld/contract/admin';
import { CsvSyntaxError, PROFILE_CSV_COLUMNS, parseCsv, toCsvRow } from './directory-csv.ts';

/**
 * Columns of the lawyers CSV that import-lawyers reads and export-lawyers writes (list fields are
 * joined with "; "). Export adds `id` first; import ignores it and always adds new lawyers.
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
  ...PROFILE_CSV_COLUMNS,
  'website',
  'linkedin',
  'licenceNumber',
  'regulator',
  'isVerified',
] as const;
type Column = (typeof LAWYER_CSV_COLUMNS)[number];

// `bio` (English) and `bioFr` (French): a row needs one of them, which the schema checks.
const OPTIONAL_COLUMNS = new Set<string>([
  'firmName',
  'bio',
  'bioFr',
  'location',
  'website',
  'linkedin',
  'licenceNumber',
  'regulator',
  'isVerified',
]);
const IGNORED_COLUMNS = new Set(['id']);
const LIST_COLUMNS = new Set<string>(['specializations', 'languages']);

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
      if (LIST_COLUMNS.has(column)) input[column] = splitList(cell(column));
      else if (column === 'isVerified') {
        const flag = parseBoolean(cell(column));
        if (flag === 'invalid') messages.push('isVerified: must be true or false');
        else if (flag !== undefined) input[column] = flag;
      } else input[column] = cell(column);
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
  return toCsvRow(
    LAWYER_EXPORT_CSV_COLUMNS.map((column) =>
      column === 'isVerified' ? lawyer.verificationStatus === 'verified' : lawyer[column],
    ),
  );
}
