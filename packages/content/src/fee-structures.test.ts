import { describe, expect, it } from 'vitest';
import { PRACTICE_AREA_NAMES_FR } from '@cld/reference/practice-area-names.fr';
import { FEE_STRUCTURE_LABELS_FR } from './fee-structures.fr.ts';
import { FEE_STRUCTURES, formatFeeStructure, parseFeeStructure } from './fee-structures.ts';
import { frenchLabels } from './french-labels.ts';
import { LANGUAGE_NAMES_FR } from './languages.fr.ts';

describe('fee structures', () => {
  it('formats in the canonical order without duplicates', () => {
    expect(formatFeeStructure(['Retainer', 'Hourly', 'Retainer'])).toBe('Hourly, Retainer');
  });

  it('parses case-insensitively and drops unknown parts', () => {
    expect(parseFeeStructure(' retainer ,FLAT FEE, barter')).toEqual(['Flat fee', 'Retainer']);
  });
});

describe('fee structures in French', () => {
  const { feeStructure } = frenchLabels({
    practiceAreaNames: PRACTICE_AREA_NAMES_FR,
    languageNames: LANGUAGE_NAMES_FR,
    feeStructureLabels: FEE_STRUCTURE_LABELS_FR,
    cityNames: {},
  });

  it('keeps the French table in the canonical order', () => {
    expect(Object.keys(FEE_STRUCTURE_LABELS_FR)).toEqual([...FEE_STRUCTURES]);
  });

  it.each([
    'Hourly',
    'Retainer, Hourly',
    ' retainer ,FLAT FEE, barter',
    'Contingency, Flat fee, Hourly, Retainer',
  ])('reads “%s” as the English reading does', (stored) => {
    expect(feeStructure(stored)).toBe(
      parseFeeStructure(stored)
        .map((structure) => FEE_STRUCTURE_LABELS_FR[structure])
        .join(', '),
    );
  });

  it('shows a value it cannot read as stored', () => {
    expect(feeStructure('barter')).toBe('barter');
  });
});
