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
