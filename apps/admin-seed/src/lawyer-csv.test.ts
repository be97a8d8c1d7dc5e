import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from './directory-csv.ts';
import type { ExportLawyer } from '@cld/contract/admin';
import { DEFAULT_OFFICE_HOURS } from '@cld/reference/practice-details';
import {
  exportLawyerToCsvRow,
  formatProblems,
  LAWYER_CSV_COLUMNS,
  LAWYER_EXPORT_CSV_COLUMNS,
  LawyerCsvError,
  readLawyerCsv,
} from './lawyer-csv.ts';
import { toCsvRow } from './directory-csv.ts';
import { formatFlatFees, parseFlatFees, parseOfficeHours } from './practice-details-csv.ts';
import { csvLawyer, lawyersCsv } from './test-lawyers.ts';

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks, numbering records by their first line', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\n\nlast,,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['x, y', 'say "hi"', 'two\nlines'] },
      { line: 5, fields: ['last', '', ''] },
    ]);
  });

  it('reads a last record without a line break and an empty quoted field', () => {
    expect(parseCsv('a,""')).toEqual([{ line: 1, fields: ['a', ''] }]);
  });

  it('numbers records after Windows line breaks inside quoted fields and after blank CRLF lines', () => {
    const text = 'a,"one\r\ntwo\r\nthree"\r\n\r\nb,c\r\n"x\ny",z';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'one\r\ntwo\r\nthree'] },
      { line: 5, fields: ['b', 'c'] },
      { line: 6, fields: ['x\ny', 'z'] },
    ]);
  });

  it('names the line of an unclosed quote that opens after multi-line records', () => {
    expect(() => parseCsv('"a\nb",c\nd,"e\n')).toThrow('line 3: a quoted field is never closed');
  });

  it.each([
    ['a,"open\n', 'line 1: a quoted field is never closed'],
    ['a,b\nx"y,z\n', 'line 2: a quote inside an unquoted field'],
    ['"a"b,c\n', 'line 1: unexpected text after a closing quote'],
  ])('refuses malformed CSV %j', (text, message) => {
    expect(() => parseCsv(text)).toThrow(CsvSyntaxError);
    expect(() => parseCsv(text)).toThrow(message);
  });
});

describe('readLawyerCsv', () => {
  it('turns valid rows into import records', () => {
    const report = readLawyerCsv(lawyersCsv([csvLawyer(1), csvLawyer(2, { isVerified: 'no' })]));
    expect(report.problems).toEqual([]);
    expect(report.valid.map((row) => row.line)).toEqual([2, 4]);
    expect(report.valid[0]?.lawyer).toMatchObject({
      firmName: 'Firm 1, LLP',
      location: 'Toronto, ON',
      experience: 12,
      specializations: ['Divorce', 'Custody'],
      languages: ['English', 'French'],
      bio: expect.stringContaining('"collaborative"'),
    });
    expect(report.valid[1]?.lawyer).toMatchObject({ isVerified: false });
  });

  it('reports every problem of every row by line number', () => {
    const report = readLawyerCsv(
      lawyersCsv([
        csvLawyer(1),
        csvLawyer(2, { phone: 'call me' }),
        csvLawyer(3, { email: 'nope', experience: 'ten', isVerified: 'maybe' }),
      ]),
    );
    expect(report.valid).toHaveLength(1);
    // Each row spans two lines: its bio holds a line break.
    expect(formatProblems(report.problems)).toEqual([
      'line 4: phone: Please enter a valid phone number',
      'line 6: isVerified: must be true or false',
      'line 6: email: Please enter a valid email address',
      'line 6: experience: Experience must be a number',
    ]);
  });

  it('reports a row with the wrong number of fields', () => {
    const text = `${lawyersCsv([csvLawyer(1)])}only,three,fields\r\n`;
    expect(formatProblems(readLawyerCsv(text).problems)).toEqual([
      `line 4: expected ${LAWYER_CSV_COLUMNS.length} fields, found 3`,
    ]);
  });

  it('reads the bio in French, in English or both, and needs one of them', () => {
    const bioFr = 'Accompagne les familles lors d’une séparation.';
    const report = readLawyerCsv(
      lawyersCsv([
        csvLawyer(1, { bio: '', bioFr }),
        csvLawyer(2, { bioFr }),
        csvLawyer(3, { bio: '' }),
      ]),
    );
    expect(report.valid.map((row) => row.lawyer.bioFr)).toEqual([bioFr, bioFr]);
    expect(report.valid[0]?.lawyer.bio).toBeUndefined();
    expect(formatProblems(report.problems)).toEqual([
      'line 5: bio: Bio must be at least 10 characters',
    ]);
  });

  it('accepts columns in any order, without the optional ones, and ignores an id column', () => {
    const text =
      'phone,id,name,email,practiceArea,city,province,address,experience,hourlyRate,feeStructure,bio,specializations,languages\n4165550100,77,Ann Lee,ann@example.com,Family Law,Ottawa,on,1 Main St,3,200,Hourly,Ten characters or more,Wills,English\n';
    const report = readLawyerCsv(text);
    expect(report.problems).toEqual([]);
    expect(report.valid[0]?.lawyer).toMatchObject({
      name: 'Ann Lee',
      location: 'Ottawa, ON',
      province: 'ON',
      // A file from before issue 20: a new profile's details.
      otherPracticeAreas: [],
      flatFees: [],
      feeOffers: [],
      funding: [],
      meetingModes: ['in-person'],
      officeHours: DEFAULT_OFFICE_HOURS,
    });
    expect(report.valid[0]?.lawyer.freeConsultationMinutes).toBeUndefined();
    expect(report.valid[0]?.lawyer.acceptingClients).toBeUndefined();
    expect(report.valid[0]?.lawyer.acceptingConfirmedAt).toBeUndefined();
  });

  it.each([
    ['', 'the file is empty'],
    ['name,colour\n', 'unknown column(s): colour'],
    ['name,email\n', 'missing column(s): phone, practiceArea'],
    ['a,"b\n', 'a quoted field is never closed'],
  ])('refuses a file whose header cannot be used: %j', (text, message) => {
    expect(() => readLawyerCsv(text)).toThrow(LawyerCsvError);
    expect(() => readLawyerCsv(text)).toThrow(message);
  });
});

describe('practice details in the lawyers CSV (issue 20)', () => {
  const details = {
    otherPracticeAreas: 'Wills & Estates; Real Estate Law',
    freeConsultationMinutes: '30',
    flatFees: 'Uncontested divorce=1500-2500; Simple will=$400',
    feeOffers: 'limited-scope; Sliding scale',
    funding: 'Legal aid; pro-bono',
    meetingModes: 'in-person; video',
    stepFreeAccess: 'Yes',
    officeHours: 'mon 09:00-12:00,13:00-17:00; tue 9:00-20:00; wed 09:00-17:00; sat closed',
    acceptingClients: 'no',
    acceptingConfirmedAt: '2026-10-01',
  };

  it('reads every detail column', () => {
    const report = readLawyerCsv(lawyersCsv([csvLawyer(1, details)]));
    expect(formatProblems(report.problems)).toEqual([]);
    expect(report.valid[0]?.lawyer).toMatchObject({
      otherPracticeAreas: ['Wills & Estates', 'Real Estate Law'],
      freeConsultationMinutes: 30,
      flatFees: [
        { service: 'Uncontested divorce', minPrice: 1500, maxPrice: 2500 },
        { service: 'Simple will', minPrice: 400, maxPrice: null },
      ],
      feeOffers: ['limited-scope', 'sliding-scale'],
      funding: ['legal-aid', 'pro-bono'],
      meetingModes: ['in-person', 'video'],
      stepFreeAccess: true,
      officeHours: {
        mon: [
          { opens: '09:00', closes: '12:00' },
          { opens: '13:00', closes: '17:00' },
        ],
        tue: [{ opens: '09:00', closes: '20:00' }],
        wed: [{ opens: '09:00', closes: '17:00' }],
        thu: [],
        fri: [],
        sat: [],
        sun: [],
      },
      acceptingClients: false,
      acceptingConfirmedAt: '2026-10-01',
    });
  });

  it('reads empty detail cells as not stated, or as a new profile has them', () => {
    const blank = Object.fromEntries(Object.keys(details).map((column) => [column, '']));
    const report = readLawyerCsv(lawyersCsv([csvLawyer(1, blank)]));
    expect(formatProblems(report.problems)).toEqual([]);
    expect(report.valid[0]?.lawyer).toMatchObject({
      flatFees: [],
      meetingModes: ['in-person'],
      officeHours: DEFAULT_OFFICE_HOURS,
    });
    expect(report.valid[0]?.lawyer.stepFreeAccess).toBeUndefined();
    expect(report.valid[0]?.lawyer.acceptingClients).toBeUndefined();
  });

  it.each([
    [{ flatFees: 'Uncontested divorce 1500' }, 'flatFees: cannot read service 1'],
    [{ flatFees: 'Divorce=2500-1500' }, 'flatFees.0.maxPrice:'],
    [{ flatFees: 'Divorce=9999999' }, 'flatFees.0.minPrice:'],
    [{ flatFees: 'X=100' }, 'flatFees.0.service:'],
    [{ officeHours: 'weekdays 9-5' }, 'officeHours: cannot read "weekdays 9-5"'],
    [{ officeHours: 'mon 09:00-17:00; mon 10:00-12:00' }, 'officeHours: mon is given twice'],
    [{ officeHours: 'mon 18:00-09:00' }, 'officeHours.mon.0.closes:'],
    [{ officeHours: 'mon 9h-17h' }, 'officeHours.mon.0.opens:'],
    [{ freeConsultationMinutes: 'half an hour' }, 'freeConsultationMinutes:'],
    [{ feeOffers: 'free-consultation' }, 'feeOffers.0:'],
    [{ funding: 'grant' }, 'funding.0:'],
    [{ meetingModes: 'carrier pigeon' }, 'meetingModes'],
    [{ stepFreeAccess: 'maybe' }, 'stepFreeAccess:'],
    [{ acceptingClients: 'perhaps' }, 'acceptingClients:'],
    [{ otherPracticeAreas: 'x'.repeat(101) }, 'otherPracticeAreas.0:'],
    [{ acceptingClients: 'yes', acceptingConfirmedAt: 'last week' }, 'acceptingConfirmedAt:'],
    [
      { acceptingClients: 'yes', acceptingConfirmedAt: '2999-01-01' },
      'acceptingConfirmedAt: Must not be in the future',
    ],
    [{ acceptingConfirmedAt: '2026-01-01' }, 'acceptingConfirmedAt: Needs acceptingClients'],
  ])('names the column of a bad value: %j', (overrides, message) => {
    const report = readLawyerCsv(lawyersCsv([csvLawyer(1, overrides)]));
    expect(report.valid).toEqual([]);
    expect(formatProblems(report.problems).join('\n')).toContain(`line 2: ${message}`);
  });

  it('writes flat fees and office hours the way it reads them, escapes included', () => {
    const fees = [
      { service: 'Will; codicil = update \\ review', minPrice: 400, maxPrice: null },
      { service: 'Divorce', minPrice: 1500, maxPrice: 2500 },
    ];
    const text = formatFlatFees(fees);
    expect(text).toBe('Will\\; codicil \\= update \\\\ review=400; Divorce=1500-2500');
    expect(parseFlatFees(text)).toEqual([
      { service: fees[0]!.service, minPrice: 400 },
      { service: 'Divorce', minPrice: 1500, maxPrice: 2500 },
    ]);
    expect(parseFlatFees('Will=$1,500 – $2,500')).toEqual([
      { service: 'Will', minPrice: 1500, maxPrice: 2500 },
    ]);
    expect(parseOfficeHours('Mon. 9:00-17:00; SUN closed').mon).toEqual([
      { opens: '09:00', closes: '17:00' },
    ]);
  });

  it('keeps every field through an export and an import', () => {
    const exported: ExportLawyer = {
      id: 7,
      ownerId: null,
      name: 'Rita Roundtrip',
      firmName: 'Roundtrip, Return & Co.',
      email: 'rita@example.com',
      phone: '5145550111',
      practiceArea: 'Family Law',
      practiceAreas: ['Family Law', 'Wills & Estates'],
      location: 'Centre-ville de Montréal',
      city: 'Montréal',
      province: 'QC',
      address: '1, rue Notre-Dame, bureau 300',
      postalCode: 'H2Y 1C6',
      experience: 12,
      hourlyRate: 250,
      feeStructure: 'Hourly, Flat fee',
      bio: null,
      bioFr: 'Accompagne les familles lors d’une séparation.',
      specializations: ['Divorce', 'Médiation'],
      languages: ['French', 'English'],
      freeConsultationMinutes: 30,
      flatFees: [
        { service: 'Divorce à l’amiable', minPrice: 1500, maxPrice: 2500 },
        { service: 'Testament; mandat', minPrice: 600, maxPrice: null },
      ],
      feeOffers: ['free-consultation', 'flat-fees', 'payment-plans'],
      funding: ['legal-aid'],
      meetingModes: ['in-person', 'phone'],
      stepFreeAccess: false,
      officeHours: {
        ...DEFAULT_OFFICE_HOURS,
        mon: [
          { opens: '09:00', closes: '12:00' },
          { opens: '13:00', closes: '17:00' },
        ],
        sat: [],
      },
      // Lapsed on the public pages; the lawyer's answer and its date still travel.
      acceptingClients: null,
      acceptingClientsStated: { accepting: true, confirmedAt: '2026-07-01T14:30:00.000Z' },
      website: null,
      linkedin: 'https://linkedin.example.com/in/rita',
      isHidden: false,
      hiddenReason: null,
      verificationStatus: 'verified',
      licenceNumber: 'B-1234',
      regulator: 'barreau-du-quebec',
      licenceClass: null,
      verificationNotes: null,
      rejectionReason: null,
      verificationRequestedAt: null,
      verifiedAt: '2026-01-01T00:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const text = toCsvRow(LAWYER_EXPORT_CSV_COLUMNS) + exportLawyerToCsvRow(exported);
    const report = readLawyerCsv(text);
    expect(formatProblems(report.problems)).toEqual([]);
    expect(report.valid[0]?.lawyer).toEqual({
      name: exported.name,
      firmName: exported.firmName,
      email: exported.email,
      phone: exported.phone,
      practiceArea: 'Family Law',
      otherPracticeAreas: ['Wills & Estates'],
      location: exported.location,
      city: exported.city,
      province: 'QC',
      address: exported.address,
      postalCode: 'H2Y 1C6',
      experience: 12,
      hourlyRate: 250,
      feeStructure: exported.feeStructure,
      bioFr: exported.bioFr,
      specializations: exported.specializations,
      languages: exported.languages,
      linkedin: exported.linkedin,
      licenceNumber: 'B-1234',
      regulator: 'barreau-du-quebec',
      isVerified: true,
      freeConsultationMinutes: 30,
      flatFees: exported.flatFees,
      // The two offers that follow from the details come back from them, not from the cell.
      feeOffers: ['payment-plans'],
      funding: ['legal-aid'],
      meetingModes: ['in-person', 'phone'],
      stepFreeAccess: false,
      officeHours: exported.officeHours,
      acceptingClients: true,
      acceptingConfirmedAt: '2026-07-01T14:30:00.000Z',
    });
  });
});
