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
}

export const PRACTICE_AREAS = [
  {
    slug: 'family-law',
    name: 'Family Law',
    consultationIssue: 'family-law',
  },
  {
    slug: 'criminal-law',
    name: 'Criminal Law',
    consultationIssue: 'criminal-law',
  },
  {
    slug: 'corporate-law',
    name: 'Corporate Law',
    consultationIssue: 'corporate-law',
  },
  {
    slug: 'real-estate-law',
    name: 'Real Estate Law',
    consultationIssue: 'real-estate',
  },
  {
    slug: 'immigration-law',
    name: 'Immigration Law',
    consultationIssue: 'immigration',
  },
  {
    slug: 'personal-injury',
    name: 'Personal Injury',
    consultationIssue: 'personal-injury',
  },
  {
    slug: 'employment-law',
    name: 'Employment Law',
    consultationIssue: 'employment-law',
  },
  {
    slug: 'tax-law',
    name: 'Tax Law',
    consultationIssue: 'tax-law',
  },
  {
    slug: 'environmental-law',
    name: 'Environmental Law',
    consultationIssue: 'environmental-law',
  },
  {
    slug: 'intellectual-property',
    name: 'Intellectual Property',
    consultationIssue: 'intellectual-property',
  },
  {
    slug: 'contract-law',
    name: 'Contract Law',
    consultationIssue: 'contract-law',
  },
  {
    slug: 'constitutional-law',
    name: 'Constitutional Law',
  },
  {
    slug: 'health-law',
    name: 'Health Law',
    consultationIssue: 'healthcare-law',
  },
  {
    slug: 'securities-law',
    name: 'Securities Law',
  },
  {
    slug: 'bankruptcy-insolvency',
    name: 'Bankruptcy & Insolvency',
    consultationIssue: 'bankruptcy',
  },
  {
    slug: 'civil-litigation',
    name: 'Civil Litigation',
    consultationIssue: 'civil-litigation',
  },
  {
    slug: 'wills-estates',
    name: 'Wills & Estates',
    consultationIssue: 'wills-estates',
  },
  {
    slug: 'human-rights-law',
    name: 'Human Rights Law',
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
