import { describe, expect, it } from 'vitest';
import { toCsvField, toCsvRow } from './directory-csv.ts';

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
