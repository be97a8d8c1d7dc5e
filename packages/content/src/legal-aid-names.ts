import type { ProvinceCode } from '@cld/reference/provinces';

/**
 * The name of each province's and territory's legal-aid plan, in English and in French: the
 * "Accepts legal aid" filter and badge name the plan of the lawyer's province (issue 20). The full
 * records, with their sources, are `legal-aid.ts` and `legal-aid.fr.ts`; this small copy keeps the
 * browse page's scripts light, and a test keeps it equal to them.
 */
export const LEGAL_AID_PLAN_NAMES: Record<ProvinceCode, { en: string; fr: string }> = {
  ON: { en: 'Legal Aid Ontario', fr: 'Aide juridique Ontario' },
  QC: {
    en: 'Commission des services juridiques (aide juridique)',
    fr: 'Commission des services juridiques (aide juridique)',
  },
  BC: { en: 'Legal Aid BC', fr: 'Legal Aid BC' },
  AB: { en: 'Legal Aid Alberta', fr: 'Legal Aid Alberta' },
  MB: { en: 'Legal Aid Manitoba', fr: 'Aide juridique Manitoba' },
  SK: { en: 'Legal Aid Saskatchewan', fr: 'Legal Aid Saskatchewan' },
  NS: { en: 'Nova Scotia Legal Aid', fr: 'Nova Scotia Legal Aid' },
  NB: {
    en: 'New Brunswick Legal Aid Services Commission',
    fr: 'Commission des services d’aide juridique du Nouveau-Brunswick',
  },
  NL: {
    en: 'Newfoundland and Labrador Legal Aid Commission',
    fr: 'Newfoundland and Labrador Legal Aid Commission',
  },
  PE: { en: 'Prince Edward Island Legal Aid', fr: 'Prince Edward Island Legal Aid' },
  NT: {
    en: 'Legal Aid Commission of the Northwest Territories',
    fr: 'Legal Aid Commission of the Northwest Territories',
  },
  YT: {
    en: 'Yukon Legal Services Society (Legal Aid)',
    fr: 'Yukon Legal Services Society (aide juridique)',
  },
  NU: {
    en: 'Legal Services Board of Nunavut (Nunavut Legal Aid)',
    fr: 'Legal Services Board of Nunavut (Nunavut Legal Aid)',
  },
};

/**
 * The plan's name without a trailing aside ("Commission des services juridiques (aide juridique)"
 * → "Commission des services juridiques"), for a sentence that puts it in its own parentheses:
 * "Accepts legal aid (Commission des services juridiques)".
 */
export function legalAidPlanShortName(
  province: ProvinceCode | '' | null | undefined,
  language: 'en' | 'fr',
): string | null {
  if (!province || !Object.hasOwn(LEGAL_AID_PLAN_NAMES, province)) return null;
  return LEGAL_AID_PLAN_NAMES[province][language].replace(/\s*\([^()]*\)$/, '');
}
