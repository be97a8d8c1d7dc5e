import { describe, expect, it } from 'vitest';
import {
  cityNameIn,
  feeStructureIn,
  languageNameIn,
  practiceAreaNameIn,
  provinceNameIn,
} from './labels.ts';
import { frenchLabels } from './french-labels.ts';
import { LANGUAGE_NAMES_FR } from './languages.fr.ts';
import { PRACTICE_AREA_NAMES_FR } from '@cld/reference/practice-area-names.fr';
import { FEE_STRUCTURE_LABELS_FR } from './fee-structures.fr.ts';
import { CITY_NAMES_FR } from './city-names.fr.ts';

describe('labels of stored values', () => {
  it('names a province in the page’s language from its code', () => {
    expect(provinceNameIn('fr', 'BC')).toBe('Colombie-Britannique');
    expect(provinceNameIn('fr', 'qc')).toBe('Québec');
    expect(provinceNameIn('en', 'QC')).toBe('Quebec');
    expect(provinceNameIn('fr', 'XX')).toBe('XX');
    // The API's labels name a province in English.
    expect(provinceNameIn('fr', 'Quebec')).toBe('Québec');
    expect(provinceNameIn('fr', 'Prince Edward Island')).toBe('Île-du-Prince-Édouard');
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

  it('names a city by its French name on a French page: Québec, not Quebec City', () => {
    expect(cityNameIn('fr', 'Quebec City')).toBe('Québec');
    expect(cityNameIn('en', 'Quebec City')).toBe('Quebec City');
    expect(cityNameIn('fr', 'Montréal')).toBe('Montréal');
    expect(cityNameIn('fr', 'Trois-Rivières')).toBe('Trois-Rivières');
  });
});

describe('French names inside a sentence', () => {
  const french = frenchLabels({
    practiceAreaNames: PRACTICE_AREA_NAMES_FR,
    languageNames: LANGUAGE_NAMES_FR,
    feeStructureLabels: FEE_STRUCTURE_LABELS_FR,
    cityNames: CITY_NAMES_FR,
  });

  it('writes a language in lower case, as French does inside a sentence', () => {
    expect(french.languageInSentence('French')).toBe('français');
    expect(french.languageInSentence('english')).toBe('anglais');
    expect(french.languageInSentence('Farsi')).toBe('persan (farsi)');
    expect(french.language('French')).toBe('Français');
  });

  it('keeps a language it does not know as given', () => {
    expect(french.languageInSentence('Klingon')).toBe('Klingon');
  });
});
