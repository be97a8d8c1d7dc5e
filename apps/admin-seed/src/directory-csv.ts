import type { DemoLawyer } from '@cld/content/demo-directory.types';

/** Columns of the CSV export, in order; list fields are joined with "; ". */
export const CSV_COLUMNS = [
  'name',
  'firmName',
  'practiceAreas',
  'city',
  'province',
  'address',
  'phone',
  'email',
  'website',
  'linkedin',
  'experience',
  'hourlyRate',
  'feeStructure',
  'bio',
  'specializations',
  'languages',
  'rating',
  'reviewCount',
  'isVerified',
] as const satisfies readonly (keyof DemoLawyer)[];

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
  return toCsvRow(CSV_COLUMNS.map((column) => lawyer[column]));
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

/**
 * RFC 4180: fields separated by commas, records by CRLF or LF; a quoted field may hold commas,
 * line breaks and doubled quotes. A byte-order mark and blank lines are skipped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let wasQuoted = false;
  let i = text.startsWith('\uFEFF') ? 1 : 0;

  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    const blank = fields.length === 1 && fields[0] === '';
    if (!blank) records.push({ line: recordLine, fields });
    fields = [];
  };

  while (i < text.length) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        wasQuoted = true;
        i += 1;
        const next = text[i];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          throw new CsvSyntaxError(line, 'unexpected text after a closing quote');
        }
        continue;
      }
      if (char === '\n') line += 1;
      field += char;
      i += 1;
      continue;
    }
    if (char === '"') {
      if (field !== '' || wasQuoted) {
        throw new CsvSyntaxError(line, 'a quote inside an unquoted field (quote the whole field)');
      }
      quoted = true;
      i += 1;
    } else if (char === ',') {
      endField();
      i += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      field += char;
      i += 1;
    }
  }
  if (quoted) throw new CsvSyntaxError(recordLine, 'a quoted field is never closed');
  if (field !== '' || fields.length > 0 || wasQuoted) endRecord();
  return records;
}
