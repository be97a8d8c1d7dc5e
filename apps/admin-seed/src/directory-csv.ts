import { CsvError, parse } from 'csv-parse/sync';
import type { DemoLawyer } from '@cld/content/demo-directory.types';
import { DEFAULT_OFFICE_HOURS } from '@cld/reference/practice-details';
import { PRACTICE_DETAILS_CSV_COLUMNS, practiceDetailsCells } from './practice-details-csv.ts';

/**
 * The practice and profile columns both CSVs (the demo directory's and the lawyers') write, in
 * this order.
 */
export const PROFILE_CSV_COLUMNS = [
  'experience',
  'hourlyRate',
  'feeStructure',
  'bio',
  'bioFr',
  'specializations',
  'languages',
] as const;

/** The demo lawyer's own columns of the demo directory's CSV. */
const DEMO_COLUMNS = [
  'name',
  'firmName',
  'practiceAreas',
  'location',
  'city',
  'province',
  'address',
  'phone',
  'email',
  'website',
  'linkedin',
  ...PROFILE_CSV_COLUMNS,
  'rating',
  'reviewCount',
  'isVerified',
] as const satisfies readonly (keyof DemoLawyer)[];

/**
 * Columns of the demo directory's CSV, in order; list fields are joined with "; ", the practice
 * details written as the lawyers CSV writes them. `acceptingConfirmedDaysAgo`: how many days before
 * seeding the lawyer confirmed `acceptingClients` (the generator never reads the clock).
 */
export const CSV_COLUMNS = [
  ...DEMO_COLUMNS,
  ...PRACTICE_DETAILS_CSV_COLUMNS,
  'acceptingConfirmedDaysAgo',
] as const;

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break. */
export function toCsvField(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : Array.isArray(value)
        ? value.join('; ')
        : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsvRow(values: readonly unknown[]): string {
  return `${values.map(toCsvField).join(',')}\r\n`;
}

export function lawyerToCsvRow(lawyer: DemoLawyer): string {
  const minutes = lawyer.freeConsultationMinutes ?? null;
  const flatFees = lawyer.flatFees ?? [];
  const details = practiceDetailsCells({
    freeConsultationMinutes: minutes,
    flatFees,
    feeOffers: lawyer.feeOffers ?? [],
    funding: lawyer.funding ?? [],
    meetingModes: lawyer.meetingModes ?? ['in-person'],
    stepFreeAccess: lawyer.stepFreeAccess ?? null,
    officeHours: lawyer.officeHours ?? DEFAULT_OFFICE_HOURS,
    acceptingClients: lawyer.acceptingClients?.accepting ?? null,
  });
  const cells: Record<(typeof CSV_COLUMNS)[number], unknown> = {
    ...lawyer,
    location: lawyer.location ?? `${lawyer.city}, ${lawyer.province}`,
    ...details,
    acceptingConfirmedDaysAgo: lawyer.acceptingClients?.confirmedDaysAgo ?? null,
  };
  return toCsvRow(CSV_COLUMNS.map((column) => cells[column]));
}

/** One record of a CSV file and the line it starts on (1-based; a quoted field may span lines). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvSyntaxError';
    this.line = line;
  }
}

const SYNTAX_MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  INVALID_OPENING_QUOTE: 'a quote inside an unquoted field (quote the whole field)',
  CSV_INVALID_CLOSING_QUOTE: 'unexpected text after a closing quote',
};

const LINE_BREAK = /\r\n|\r|\n/g;
const countLineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

/**
 * RFC 4180 through `csv-parse`: fields separated by commas, records by CRLF or LF; a quoted field may
 * hold commas, line breaks and doubled quotes. A byte-order mark and blank lines are skipped; a record
 * may have any number of fields (the caller says which count it expects, naming the line).
 *
 * Line numbers come from the byte offsets csv-parse reports, not its `lines` counter, which counts a
 * CRLF inside a quoted field twice.
 */
export function parseCsv(text: string): CsvRecord[] {
  const bytes = Buffer.from(text.startsWith('\uFEFF') ? text.slice(1) : text);
  const records: CsvRecord[] = [];
  // Records come in order: count the line breaks of each stretch once.
  let offset = 0;
  let breaksBefore = 0;
  try {
    parse(bytes, {
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      on_record: (fields: string[], { bytes: end }) => {
        const consumed = bytes.subarray(offset, end).toString();
        breaksBefore += countLineBreaks(consumed);
        offset = end;
        const lastLine = 1 + breaksBefore - (/[\r\n]$/.test(consumed) ? 1 : 0);
        const breaksInside = fields.reduce((sum, field) => sum + countLineBreaks(field), 0);
        records.push({ line: lastLine - breaksInside, fields });
        return null;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = 1 + countLineBreaks(bytes.subarray(0, Number(error.bytes)).toString());
      throw new CsvSyntaxError(line, SYNTAX_MESSAGES[error.code] ?? error.message);
    }
    throw error;
  }
  return records;
}
