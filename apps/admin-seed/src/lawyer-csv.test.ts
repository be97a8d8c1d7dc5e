import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from './directory-csv.ts';
import { formatProblems, LawyerCsvError, readLawyerCsv } from './lawyer-csv.ts';
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
      'line 4: expected 21 fields, found 3',
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
    });
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
