import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readRegisterCsv, RegisterCsvError } from './register-csv.ts';

const fixture = (name: string) =>
  readFile(new URL(`../fixtures/registers/${name}`, import.meta.url), 'utf8');

const ONTARIO_HEADER =
  'Member Name,Licence Number,Status,City,Province,Business Name,Areas of Law,Languages of Service,Register Date,Email,Phone';

describe('readRegisterCsv', () => {
  it('reads an Ontario-style file through its mapping', async () => {
    const report = readRegisterCsv({
      text: await fixture('ontario-2026-11-01.csv'),
      regulator: 'law-society-of-ontario',
    });
    expect(report.problems).toEqual([]);
    expect(report.valid).toHaveLength(5);
    expect(report.valid[0]).toEqual({
      line: 2,
      entry: {
        name: 'Avery Fictional',
        licenceNumber: 'LSO-P90001',
        status: 'practising',
        city: 'Toronto',
        province: 'ON',
        firm: 'Fictional Family Law',
        practiceAreas: ['family-law', 'wills-estates'],
        languages: ['English', 'French'],
        registerDate: '2026-11-01',
        email: 'avery.fictional@example.com',
        phone: '416-555-0101',
      },
    });
    expect(report.valid[2]?.entry).toMatchObject({
      province: 'ON',
      firm: undefined,
      phone: undefined,
    });
    expect(report.valid[3]?.entry.status).toBe('non-practising');
  });

  it('reads a Québec-style file: French headers, status words, areas and languages', async () => {
    const report = readRegisterCsv({
      text: await fixture('quebec-2026-11-15.csv'),
      regulator: 'barreau-du-quebec',
    });
    expect(report.problems).toEqual([]);
    expect(report.valid.map((row) => row.entry.status)).toEqual([
      'practising',
      'practising',
      'suspended',
      'practising',
      'non-practising',
    ]);
    expect(report.valid[3]?.entry).toMatchObject({
      practiceAreas: ['immigration-law', 'corporate-law'],
      languages: ['French', 'English', 'Spanish'],
      province: 'QC',
    });
  });

  it('reads the standard format for a regulator without a mapping', async () => {
    const report = readRegisterCsv({
      text: await fixture('british-columbia-2026-11-20.csv'),
      regulator: 'law-society-of-british-columbia',
    });
    expect(report.problems).toEqual([]);
    expect(report.valid.map((row) => row.entry.status)).toEqual([
      'practising',
      'practising',
      'deceased',
    ]);
  });

  it('names the line and the file’s column of each bad row', () => {
    const text = [
      ONTARIO_HEADER,
      'Good Person,P1,In Good Standing,Toronto,ON,,,,2026-11-01,,',
      'Bad Status,P2,Retraité,Toronto,ON,,,,2026-11-01,,',
      'Bad Area,P3,In Good Standing,Toronto,ON,,Space Law,,2026-11-01,,',
      'Bad Date,P4,In Good Standing,Toronto,ON,,,,2026-02-30,,',
      '"Nul\u0000Name",P5,In Good Standing,Toronto,ON,,,,2026-11-01,,',
      `${'x'.repeat(5000)},P6,In Good Standing,Toronto,ON,,,,2026-11-01,,`,
      'Short,row',
      'Bad Mail,P8,In Good Standing,Toronto,ON,,,,2026-11-01,not-an-address,',
      'Lone \ud800,P9,In Good Standing,Toronto,ON,,,,2026-11-01,,',
    ].join('\n');
    const report = readRegisterCsv({ text, regulator: 'law-society-of-ontario' });
    expect(report.valid.map((row) => row.line)).toEqual([2]);
    expect(report.problems).toEqual([
      { line: 3, messages: [expect.stringMatching(/^Status: unknown status "Retraité"/)] },
      { line: 4, messages: ['Areas of Law: unknown practice area(s): Space Law'] },
      {
        line: 5,
        messages: [
          'Register Date: Please enter the register’s date as YYYY-MM-DD, not in the future',
        ],
      },
      { line: 6, messages: ['Member Name: contains a NUL character or an unpaired surrogate'] },
      { line: 7, messages: ['Member Name: longer than 2000 characters'] },
      { line: 8, messages: ['expected 11 fields, found 2'] },
      { line: 9, messages: ['Email: Please enter a valid email address'] },
      // Read from a file, an unpaired surrogate (or any byte that is not UTF-8) is U+FFFD.
      { line: 10, messages: ['Member Name: not valid UTF-8 text (save the file as UTF-8)'] },
    ]);
  });

  it('refuses a header it cannot map, naming what is wrong and what it expects', () => {
    expect(() =>
      readRegisterCsv({ text: 'Nom,Statut\nA,Inscrit', regulator: 'law-society-of-ontario' }),
    ).toThrow(RegisterCsvError);
    expect(() =>
      readRegisterCsv({ text: 'Nom,Statut\nA,Inscrit', regulator: 'law-society-of-ontario' }),
    ).toThrow(/unknown column\(s\): Nom, Statut; missing column\(s\): Member Name, Licence Number/);
    expect(() => readRegisterCsv({ text: '', regulator: 'law-society-of-ontario' })).toThrow(
      /empty/,
    );
  });

  it('reports progress row by row', async () => {
    const seen: number[] = [];
    readRegisterCsv({
      text: await fixture('ontario-2026-12-01.csv'),
      regulator: 'law-society-of-ontario',
      onRow: (done, total) => {
        expect(total).toBe(6);
        seen.push(done);
      },
    });
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
