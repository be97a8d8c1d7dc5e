import type { PracticeAreaSlug } from '@cld/reference/practice-areas';

/**
 * The practice-area taxonomy. It covers every area the spec names: the dashboard's fourteen, the
 * blog's six categories and the consultation form's legal issues (`consultationIssue`).
 */
export interface PracticeArea {
  slug: PracticeAreaSlug;
  name: string;
  /** The consultation form's legal-issue value for this area (spec §9), when it has one. */
  consultationIssue?: string;
  /** Short plain-language description shown on cards and landing pages. */
  summary: string;
}

export const PRACTICE_AREAS = [
  {
    slug: 'family-law',
    name: 'Family Law',
    consultationIssue: 'family-law',
    summary:
      'Separation, divorce, parenting arrangements, child and spousal support, and property division.',
  },
  {
    slug: 'criminal-law',
    name: 'Criminal Law',
    consultationIssue: 'criminal-law',
    summary: 'Defence against criminal charges, bail hearings, impaired driving and youth matters.',
  },
  {
    slug: 'corporate-law',
    name: 'Corporate Law',
    consultationIssue: 'corporate-law',
    summary: 'Incorporation, governance, shareholder agreements, financing and mergers.',
  },
  {
    slug: 'real-estate-law',
    name: 'Real Estate Law',
    consultationIssue: 'real-estate',
    summary: 'Buying and selling property, mortgages, title, leases and condominium issues.',
  },
  {
    slug: 'immigration-law',
    name: 'Immigration Law',
    consultationIssue: 'immigration',
    summary:
      'Permanent residence, work and study permits, sponsorship, refugee claims and citizenship.',
  },
  {
    slug: 'personal-injury',
    name: 'Personal Injury',
    consultationIssue: 'personal-injury',
    summary:
      'Compensation after car accidents, slips and falls, medical negligence and other injuries.',
  },
  {
    slug: 'employment-law',
    name: 'Employment Law',
    consultationIssue: 'employment-law',
    summary:
      'Wrongful dismissal, workplace harassment, contracts, severance and human rights at work.',
  },
  {
    slug: 'tax-law',
    name: 'Tax Law',
    consultationIssue: 'tax-law',
    summary: 'Disputes with the Canada Revenue Agency, tax planning and voluntary disclosures.',
  },
  {
    slug: 'environmental-law',
    name: 'Environmental Law',
    consultationIssue: 'environmental-law',
    summary: 'Environmental regulation, assessments, contamination and compliance.',
  },
  {
    slug: 'intellectual-property',
    name: 'Intellectual Property',
    consultationIssue: 'intellectual-property',
    summary: 'Trademarks, copyright, patents, trade secrets and licensing.',
  },
  {
    slug: 'contract-law',
    name: 'Contract Law',
    consultationIssue: 'contract-law',
    summary: 'Drafting, reviewing and enforcing contracts, and resolving contract disputes.',
  },
  {
    slug: 'constitutional-law',
    name: 'Constitutional Law',
    summary: 'Charter rights, division of powers and challenges to government action.',
  },
  {
    slug: 'health-law',
    name: 'Health Law',
    consultationIssue: 'healthcare-law',
    summary: 'Patient rights, consent and capacity, professional regulation and health privacy.',
  },
  {
    slug: 'securities-law',
    name: 'Securities Law',
    summary: 'Capital raising, prospectus exemptions, disclosure and securities regulators.',
  },
  {
    slug: 'bankruptcy-insolvency',
    name: 'Bankruptcy & Insolvency',
    consultationIssue: 'bankruptcy',
    summary: 'Consumer proposals, bankruptcy, creditor claims and restructuring.',
  },
  {
    slug: 'civil-litigation',
    name: 'Civil Litigation',
    consultationIssue: 'civil-litigation',
    summary: 'Lawsuits and disputes in court or tribunals, from small claims to appeals.',
  },
  {
    slug: 'wills-estates',
    name: 'Wills & Estates',
    consultationIssue: 'wills-estates',
    summary: 'Wills, powers of attorney, probate, estate administration and estate disputes.',
  },
  {
    slug: 'human-rights-law',
    name: 'Human Rights Law',
    summary: 'Discrimination complaints before human rights commissions and tribunals.',
  },
] as const satisfies readonly PracticeArea[];

const bySlug = new Map<string, PracticeArea>(PRACTICE_AREAS.map((a) => [a.slug, a]));
const byName = new Map<string, PracticeArea>(PRACTICE_AREAS.map((a) => [a.name.toLowerCase(), a]));

/** Resolves a practice area from its slug, its name (any case) or its consultation-issue value. */
export function findPracticeArea(value: string): PracticeArea | undefined {
  const key = value.trim().toLowerCase();
  return (
    bySlug.get(key) ??
    byName.get(key) ??
    PRACTICE_AREAS.find((a) => 'consultationIssue' in a && a.consultationIssue === key)
  );
}
