import { describe, expect, it } from 'vitest';
import { feeStructureIn, languageNameIn, practiceAreaNameIn, provinceNameIn } from './labels.ts';

describe('labels of stored values', () => {
  it('names a province in the page’s language from its code', () => {
    expect(provinceNameIn('fr', 'BC')).toBe('Colombie-Britannique');
    expect(provinceNameIn('fr', 'qc')).toBe('Québec');
    expect(provinceNameIn('en', 'QC')).toBe('Quebec');
    expect(provinceNameIn('fr', 'XX')).toBe('XX');
  });

  it('names a practice area from its English name, slug or French name', () => {
    expect(practiceAreaNameIn('fr', 'Family Law')).toBe('Droit de la famille');
    expect(practiceAreaNameIn('fr', 'personal-injury')).toBe('Préjudice corporel');
    expect(practiceAreaNameIn('en', 'droit de la famille')).toBe('Family Law');
    expect(practiceAreaNameIn('en', 'Family Law')).toBe('Family Law');
    expect(practiceAreaNameIn('fr', 'Something else')).toBe('Something else');
  });

  it('names a language in French, and keeps English and unknown values as stored', () => {
    expect(languageNameIn('fr', 'French')).toBe('Français');
    expect(languageNameIn('fr', 'punjabi')).toBe('Pendjabi');
    expect(languageNameIn('en', 'punjabi')).toBe('Punjabi');
    expect(languageNameIn('fr', 'Klingon')).toBe('Klingon');
  });

  it('names a fee structure’s values in French, and keeps the English as stored', () => {
    expect(feeStructureIn('fr', 'Hourly, Retainer')).toBe('À l’heure, Provision');
    expect(feeStructureIn('fr', 'Contingency')).toBe('Au pourcentage');
    expect(feeStructureIn('en', 'Hourly, Retainer')).toBe('Hourly, Retainer');
    expect(feeStructureIn('fr', 'Pro bono')).toBe('Pro bono');
  });
});
