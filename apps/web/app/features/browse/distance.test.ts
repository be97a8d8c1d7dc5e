import { describe, expect, it } from 'vitest';
import { loadT } from '../../i18n/i18n.ts';
import { EMPTY_BROWSE_STATE, type BrowseState } from './browse-params.ts';
import { elidesBefore } from '../../i18n/elision.ts';
import { capitalised, withinText } from './distance.ts';
import { legalAidPlanShortName as legalAidPlanName } from '@cld/content/legal-aid-names';

const inCity = (city: string, province: BrowseState['province'], radius = 25): BrowseState => ({
  ...EMPTY_BROWSE_STATE,
  province,
  city,
  radius,
});

describe('withinText', () => {
  it('says how far and from where, in English and in French', async () => {
    const en = await loadT('en');
    const fr = await loadT('fr');
    expect(withinText(en, inCity('Laval', 'QC'), undefined)).toBe('within 25 km of Laval, QC');
    expect(withinText(fr, inCity('Laval', 'QC'), undefined)).toBe(
      'à moins de 25\u00a0km de Laval (QC)',
    );
    expect(capitalised(withinText(fr, inCity('Laval', 'QC'), undefined)!)).toBe(
      'À moins de 25\u00a0km de Laval (QC)',
    );
    // French elides « de » before a vowel sound.
    expect(withinText(fr, inCity('Ottawa', 'ON', 50), undefined)).toBe(
      'à moins de 50\u00a0km d’Ottawa (ON)',
    );
  });

  it('prefers the API’s centre and radius, and names no place for a position', async () => {
    const en = await loadT('en');
    const near = { ...EMPTY_BROWSE_STATE, near: 'laval' };
    expect(
      withinText(en, near, { name: 'Laval', province: 'QC', lat: 45.6, lng: -73.7, radiusKm: 25 }),
    ).toBe('within 25 km of Laval, QC');
    expect(withinText(en, { ...EMPTY_BROWSE_STATE, lat: 45.5, lng: -73.6 }, undefined)).toBe(
      'within 25 km of your position',
    );
    expect(withinText(en, inCity('Laval', 'QC', 0), undefined)).toBeNull();
  });
});

describe('elidesBefore', () => {
  it('knows the vowel sounds', () => {
    expect(['Ottawa', 'Edmonton', 'Iqaluit', 'Halifax', 'Île-Perrot'].every(elidesBefore)).toBe(
      true,
    );
    expect(['Laval', 'Montréal', 'Toronto'].some(elidesBefore)).toBe(false);
  });
});

describe('legalAidPlanName', () => {
  it('names the province’s plan in the page’s language, without its trailing aside', () => {
    expect(legalAidPlanName('QC', 'fr')).toBe('Commission des services juridiques');
    expect(legalAidPlanName('ON', 'en')).toBe('Legal Aid Ontario');
    expect(legalAidPlanName('ON', 'fr')).toBe('Aide juridique Ontario');
    expect(legalAidPlanName('', 'en')).toBeNull();
  });
});
