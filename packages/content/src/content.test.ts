import { describe, expect, it } from 'vitest';
import { ABOUT } from './about.ts';
import { BLOG_ARTICLES } from './blog.ts';
import { CHOOSING_STEPS, QUESTION_CATEGORIES } from './choosing-steps.ts';
import { COMMUNITY_RESOURCES } from './community-resources.ts';
import {
  HOME_PAGE_SOURCE_BACKLOG,
  auditContent,
  findDuplicates,
  findMissingProvinces,
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

  it('uses every home page left on the backlog: a re-sourced fact leaves it', () => {
    const sources = JSON.stringify(ALL_CONTENT);
    for (const source of HOME_PAGE_SOURCE_BACKLOG) {
      expect(sources, source).toContain(`"source":"${source}"`);
    }
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
