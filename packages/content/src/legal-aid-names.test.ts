import { describe, expect, it } from 'vitest';
import { findLegalAid } from './legal-aid.ts';
import { findLegalAidFr } from './legal-aid.fr.ts';
import { LEGAL_AID_PLAN_NAMES, legalAidPlanShortName } from './legal-aid-names.ts';
import { PROVINCES } from './provinces.ts';

describe('LEGAL_AID_PLAN_NAMES', () => {
  it.each(PROVINCES.map(({ code }) => code))(
    'names the plan of %s as the sourced records do',
    (code) => {
      expect(LEGAL_AID_PLAN_NAMES[code]).toEqual({
        en: findLegalAid(code)?.organization,
        fr: findLegalAidFr(code)?.organization,
      });
    },
  );
});

describe('legalAidPlanShortName', () => {
  it('drops a trailing aside, so a sentence can put the name in its own parentheses', () => {
    expect(legalAidPlanShortName('QC', 'fr')).toBe('Commission des services juridiques');
    expect(legalAidPlanShortName('YT', 'en')).toBe('Yukon Legal Services Society');
    expect(legalAidPlanShortName('ON', 'fr')).toBe('Aide juridique Ontario');
    expect(legalAidPlanShortName('', 'en')).toBeNull();
    expect(legalAidPlanShortName(null, 'fr')).toBeNull();
  });
});
