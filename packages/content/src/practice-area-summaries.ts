import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import { findPracticeArea } from './practice-areas.ts';

/**
 * Each practice area in a sentence, in plain language: a profile says what its lawyer's area
 * covers. Apart from the taxonomy (`practice-areas.ts`, on every page) because only a profile shows
 * one, and its French twin is `PRACTICE_AREAS_FR` (`practice-areas.fr.ts`).
 */
export const PRACTICE_AREA_SUMMARIES: Record<PracticeAreaSlug, string> = {
  'family-law':
    'Separation, divorce, parenting arrangements, child and spousal support, and property division.',
  'criminal-law':
    'Defence against criminal charges, bail hearings, impaired driving and youth matters.',
  'corporate-law': 'Incorporation, governance, shareholder agreements, financing and mergers.',
  'real-estate-law':
    'Buying and selling property, mortgages, title, leases and condominium issues.',
  'immigration-law':
    'Permanent residence, work and study permits, sponsorship, refugee claims and citizenship.',
  'personal-injury':
    'Compensation after car accidents, slips and falls, medical negligence and other injuries.',
  'employment-law':
    'Wrongful dismissal, workplace harassment, contracts, severance and human rights at work.',
  'tax-law': 'Disputes with the Canada Revenue Agency, tax planning and voluntary disclosures.',
  'environmental-law': 'Environmental regulation, assessments, contamination and compliance.',
  'intellectual-property': 'Trademarks, copyright, patents, trade secrets and licensing.',
  'contract-law': 'Drafting, reviewing and enforcing contracts, and resolving contract disputes.',
  'constitutional-law': 'Charter rights, division of powers and challenges to government action.',
  'health-law': 'Patient rights, consent and capacity, professional regulation and health privacy.',
  'securities-law': 'Capital raising, prospectus exemptions, disclosure and securities regulators.',
  'bankruptcy-insolvency': 'Consumer proposals, bankruptcy, creditor claims and restructuring.',
  'civil-litigation': 'Lawsuits and disputes in court or tribunals, from small claims to appeals.',
  'wills-estates': 'Wills, powers of attorney, probate, estate administration and estate disputes.',
  'human-rights-law': 'Discrimination complaints before human rights commissions and tribunals.',
};

/** The summary of an area given by its English name or slug; undefined for an unknown value. */
export function practiceAreaSummary(value: string): string | undefined {
  const area = findPracticeArea(value);
  return area && PRACTICE_AREA_SUMMARIES[area.slug];
}
