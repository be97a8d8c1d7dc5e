import { describe, expect, it } from 'vitest';
import { ABOUT } from './about.ts';
import { BLOG_ARTICLES } from './blog.ts';
import { CHOOSING_STEPS, QUESTION_CATEGORIES } from './choosing-steps.ts';
import { COMMUNITY_RESOURCES } from './community-resources.ts';
import {
  LEGAL_AID_PHONE_BACKLOG,
  auditContent,
  auditLegalAidContacts,
  findDuplicates,
  findMissingProvinces,
  isHomePage,
} from './content-audit.ts';
import { EMERGENCY_SERVICES, EMERGENCY_SITUATIONS } from './emergency.ts';
import { FAQ } from './faq.ts';
import { FEE_GUIDES } from './fees.ts';
import {
  CONSTITUTION_SOURCE,
  COURT_OVERVIEW,
  JURISDICTION,
  QUEBEC_CIVIL_LAW,
} from './jurisdiction.ts';
import { LAW_SOCIETIES } from './law-societies.ts';
import { LEGAL_AID } from './legal-aid.ts';
import { NEWS_ARTICLES, UPCOMING_CHANGES } from './news.ts';
import { PRACTICE_AREA_GUIDES } from './practice-area-guides.ts';
import { PRIVACY_POLICY } from './privacy-policy.ts';
import { PROVINCIAL_GUIDES } from './provincial-guides.ts';
import { GOOD_SIGNS, RED_FLAGS } from './red-flags.ts';
import { SELF_HELP } from './self-help.ts';
import { TERMS } from './terms.ts';

/** Every content module, so one audit covers all of them (the operator's own contact aside). */
const { contact: _operatorContact, ...about } = ABOUT;
const ALL_CONTENT = {
  about,
  BLOG_ARTICLES,
  CHOOSING_STEPS,
  COMMUNITY_RESOURCES,
  QUESTION_CATEGORIES,
  EMERGENCY_SERVICES,
  EMERGENCY_SITUATIONS,
  FAQ,
  FEE_GUIDES,
  CONSTITUTION_SOURCE,
  COURT_OVERVIEW,
  JURISDICTION,
  QUEBEC_CIVIL_LAW,
  LAW_SOCIETIES,
  LEGAL_AID,
  NEWS_ARTICLES,
  UPCOMING_CHANGES,
  PRACTICE_AREA_GUIDES,
  PRIVACY_POLICY,
  PROVINCIAL_GUIDES,
  RED_FLAGS,
  GOOD_SIGNS,
  SELF_HELP,
  TERMS,
};

describe('all content', () => {
  it('sources and dates every actionable record, with https addresses and well-formed phones', () => {
    expect(auditContent(ALL_CONTENT)).toEqual([]);
  });

  it('sources every emergency line and small-claims limit by the page that states it', () => {
    for (const line of EMERGENCY_SERVICES) {
      expect(isHomePage(line.source), line.service).toBe(false);
      expect(line.source, line.service).not.toBe(line.website);
    }
    const limits = PROVINCIAL_GUIDES.flatMap((g) => g.courtSystem.smallClaims ?? []);
    expect(limits.length).toBeGreaterThan(0);
    for (const limit of limits) expect(isHomePage(limit.source), limit.court).toBe(false);
  });

  it('gives every province and territory a legal aid website and phone or local offices (the backlog aside)', () => {
    expect(auditLegalAidContacts(LEGAL_AID)).toEqual([]);
    expect(
      LEGAL_AID.filter((plan) => plan.phone === undefined && plan.localOffices === undefined).map(
        (p) => p.province,
      ),
    ).toEqual(LEGAL_AID_PHONE_BACKLOG);
    expect(LEGAL_AID.filter((plan) => plan.localOffices).map((p) => p.province)).toEqual([
      'QC',
      'NS',
      'NB',
      'NL',
      'NT',
    ]);
  });

  it('never repeats a slug within a collection', () => {
    for (const [name, slugs] of Object.entries({
      blog: BLOG_ARTICLES.map((a) => a.slug),
      lawSocieties: LAW_SOCIETIES.map((s) => s.slug),
      practiceAreaGuides: PRACTICE_AREA_GUIDES.map((g) => g.slug),
      selfHelp: SELF_HELP.map((c) => c.slug),
      communityResources: COMMUNITY_RESOURCES.map((c) => c.slug),
      emergencySituations: EMERGENCY_SITUATIONS.map((s) => s.slug),
      news: [...NEWS_ARTICLES, ...UPCOMING_CHANGES].map((n) => n.id),
      faq: FAQ.map((e) => e.id),
    }))
      expect(findDuplicates(slugs), name).toEqual([]);
  });

  it('covers all 13 provinces and territories wherever content is by province', () => {
    for (const [name, codes] of Object.entries({
      legalAid: LEGAL_AID.map((p) => p.province),
      lawSocieties: LAW_SOCIETIES.map((s) => s.province),
      provincialGuides: PROVINCIAL_GUIDES.map((g) => g.code),
    }))
      expect(findMissingProvinces(codes), name).toEqual([]);
  });
});
