import { describe, expect, it } from 'vitest';
import { generateDirectory } from '@cld/content/demo-directory.server';
import { DEFAULT_OFFICE_HOURS } from '@cld/reference/practice-details';
import { CSV_COLUMNS, lawyerToCsvRow, parseCsv, toCsvField, toCsvRow } from './directory-csv.ts';

describe('CSV encoding', () => {
  it('quotes fields with commas, quotes or line breaks', () => {
    expect(toCsvField('plain')).toBe('plain');
    expect(toCsvField('Suite 4, 10 King Street')).toBe('"Suite 4, 10 King Street"');
    expect(toCsvField('the "best"')).toBe('"the ""best"""');
    expect(toCsvField('two\nlines')).toBe('"two\nlines"');
  });

  it('writes empty fields for null and joins lists', () => {
    expect(toCsvRow([null, ['English', 'French'], 4.5, true])).toBe(
      ',English; French,4.5,true\r\n',
    );
  });
});

describe('the demo directory as CSV', () => {
  it('writes the practice details as the lawyers CSV does', () => {
    const [lawyer] = generateDirectory({ count: 1, seed: 5 });
    const row = lawyerToCsvRow({
      ...lawyer!,
      location: 'Laval, QC',
      freeConsultationMinutes: 30,
      flatFees: [{ service: 'Divorce à l’amiable', minPrice: 1500, maxPrice: 2500 }],
      feeOffers: ['sliding-scale'],
      funding: ['legal-aid'],
      meetingModes: ['in-person', 'video'],
      stepFreeAccess: true,
      officeHours: { ...DEFAULT_OFFICE_HOURS, sat: [] },
      acceptingClients: { accepting: true, confirmedDaysAgo: 12 },
    });
    const [record] = parseCsv(row);
    const cells = new Map(CSV_COLUMNS.map((column, index) => [column, record!.fields[index]]));
    expect(Object.fromEntries(cells)).toMatchObject({
      location: 'Laval, QC',
      freeConsultationMinutes: '30',
      flatFees: 'Divorce à l’amiable=1500-2500',
      feeOffers: 'sliding-scale',
      funding: 'legal-aid',
      meetingModes: 'in-person; video',
      stepFreeAccess: 'yes',
      officeHours:
        'mon 09:00-18:00; tue 09:00-18:00; wed 09:00-18:00; thu 09:00-18:00; fri 09:00-18:00; sat closed; sun closed',
      acceptingClients: 'yes',
      acceptingConfirmedDaysAgo: '12',
    });
  });
});
