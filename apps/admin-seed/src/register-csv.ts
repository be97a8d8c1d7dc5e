import type { RegulatorSlug } from '@cld/reference/regulators';
import { isUnsafeText } from '@cld/validation/safe-text';
import { type RegisterEntryInput, registerEntrySchema } from '@cld/validation/register';
import { CsvSyntaxError, parseCsv } from './directory-csv.ts';
import type { RowProblem } from './lawyer-csv.ts';
import {
  fold,
  languageOf,
  practiceAreaOf,
  provinceOf,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterFormat,
  registerFormatOf,
  REQUIRED_REGISTER_FIELDS,
} from './register-formats.ts';

/**
 * Reads a regulator's register file (issue 39) through the regulator's mapping: the file's own
 * headers and words become register entries, checked with the API's schema, each problem reported
 * with its line and the file's column name ("line 7: Statut: unknown status "Retraité"").
 */

export interface RegisterRow {
  line: number;
  entry: RegisterEntryInput;
}
export interface RegisterCsvReport {
  rows: number;
  valid: RegisterRow[];
  problems: RowProblem[];
  format: RegisterFormat;
}

/** The header cannot be read: nothing in the file can be imported. */
export class RegisterCsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegisterCsvError';
  }
}

/** A cell longer than this is refused before anything else reads it. */
const MAX_CELL_LENGTH = 2000;

const splitList = (value: string) =>
  value
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');

export function readRegisterCsv({
  text,
  regulator,
  onRow,
}: {
  text: string;
  regulator: RegulatorSlug;
  /** Called after each row is checked, with how many are done (for a progress bar). */
  onRow?: (done: number, total: number) => void;
}): RegisterCsvReport {
  const format = registerFormatOf(regulator);
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new RegisterCsvError(error.message);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new RegisterCsvError('the file is empty (expected a header row)');

  const names = header.fields.map((name) => name.trim());
  const fieldOfHeader = new Map<string, RegisterField>(
    REGISTER_FIELDS.map((field) => [fold(format.columns[field]), field]),
  );
  const fields = names.map((name) => fieldOfHeader.get(fold(name)));
  const unknown = names.filter((_name, index) => fields[index] === undefined);
  const missing = REQUIRED_REGISTER_FIELDS.filter((field) => !fields.includes(field)).map(
    (field) => format.columns[field],
  );
  const repeated = names.filter((_name, index) => {
    const field = fields[index];
    return field !== undefined && fields.indexOf(field) !== index;
  });
  const headerProblems = [
    unknown.length ? `unknown column(s): ${unknown.join(', ')}` : '',
    missing.length ? `missing column(s): ${missing.join(', ')}` : '',
    repeated.length ? `repeated column(s): ${repeated.join(', ')}` : '',
  ].filter(Boolean);
  if (headerProblems.length) {
    throw new RegisterCsvError(
      `line ${header.line}: ${headerProblems.join('; ')}\nExpected columns (${format.label}): ${REGISTER_FIELDS.map((f) => format.columns[f]).join(',')}`,
    );
  }

  const report: RegisterCsvReport = { rows: rows.length, valid: [], problems: [], format };
  rows.forEach(({ line, fields: cells }, index) => {
    const messages = readRow(format, fields as RegisterField[], cells);
    if ('entry' in messages) report.valid.push({ line, entry: messages.entry });
    else report.problems.push({ line, messages: messages.problems });
    onRow?.(index + 1, rows.length);
  });
  return report;
}

function readRow(
  format: RegisterFormat,
  fields: readonly RegisterField[],
  cells: readonly string[],
): { entry: RegisterEntryInput } | { problems: string[] } {
  if (cells.length !== fields.length) {
    return { problems: [`expected ${fields.length} fields, found ${cells.length}`] };
  }
  const column = (field: RegisterField) => format.columns[field];
  const problems: string[] = [];
  const input: Record<string, unknown> = {};
  fields.forEach((field, index) => {
    const cell = cells[index] ?? '';
    if (cell.length > MAX_CELL_LENGTH) {
      problems.push(`${column(field)}: longer than ${MAX_CELL_LENGTH} characters`);
      return;
    }
    if (isUnsafeText(cell)) {
      problems.push(`${column(field)}: contains a NUL character or an unpaired surrogate`);
      return;
    }
    // What reading the file as UTF-8 put in place of bytes that were not (a Windows-1252 export).
    if (cell.includes('\uFFFD')) {
      problems.push(`${column(field)}: not valid UTF-8 text (save the file as UTF-8)`);
      return;
    }
    switch (field) {
      case 'status': {
        const status = format.statuses[fold(cell)];
        if (status) input.status = status;
        else {
          problems.push(
            `${column(field)}: unknown status "${cell.trim()}" (expected: ${Object.keys(format.statuses).join(', ')})`,
          );
        }
        return;
      }
      case 'province':
        input.province = provinceOf(cell) ?? cell;
        return;
      case 'practiceAreas':
      case 'languages': {
        const read = field === 'practiceAreas' ? practiceAreaOf : languageOf;
        const unknownWords: string[] = [];
        input[field] = splitList(cell).map((word) => {
          const value = read(word);
          if (!value) unknownWords.push(word);
          return value ?? word;
        });
        if (unknownWords.length) {
          const what = field === 'practiceAreas' ? 'practice area' : 'language';
          problems.push(`${column(field)}: unknown ${what}(s): ${unknownWords.join(', ')}`);
        }
        return;
      }
      default:
        input[field] = cell;
    }
  });
  if (problems.length) return { problems };
  const parsed = registerEntrySchema.safeParse(input);
  if (!parsed.success) {
    return {
      problems: [
        ...new Set(
          parsed.error.issues.map((issue) => {
            const field = issue.path[0] as RegisterField | undefined;
            return `${field ? column(field) : '(row)'}: ${issue.message}`;
          }),
        ),
      ],
    };
  }
  return { entry: parsed.data };
}
