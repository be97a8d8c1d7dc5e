import { LAWYER_CSV_COLUMNS } from './lawyer-csv.ts';
import { toCsvRow } from './directory-csv.ts';

type CsvLawyer = Partial<Record<(typeof LAWYER_CSV_COLUMNS)[number], string>>;

/** A valid row of the lawyers CSV; `n` keeps e-mails and phones apart. */
export function csvLawyer(n: number, overrides: CsvLawyer = {}): CsvLawyer {
  return {
    name: `Test Lawyer ${n}`,
    firmName: `Firm ${n}, LLP`,
    email: `test.lawyer.${n}@example.com`,
    phone: `41655501${String(n % 100).padStart(2, '0')}`,
    practiceArea: 'Family Law',
    location: '',
    city: 'Toronto',
    province: 'ON',
    address: `${n} King Street West`,
    experience: '12',
    hourlyRate: '300',
    feeStructure: 'Hourly',
    bio: 'Helps families through separation and "collaborative" divorce.\nSecond line.',
    specializations: 'Divorce; Custody',
    languages: 'English; French',
    website: 'https://example.com',
    linkedin: '',
    licenceNumber: '',
    regulator: '',
    isVerified: '',
    ...overrides,
  };
}

/** A lawyers CSV with the given rows, header first. */
export function lawyersCsv(rows: CsvLawyer[]): string {
  return [
    toCsvRow(LAWYER_CSV_COLUMNS),
    ...rows.map((row) => toCsvRow(LAWYER_CSV_COLUMNS.map((column) => row[column] ?? ''))),
  ].join('');
}
