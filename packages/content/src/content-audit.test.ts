import { describe, expect, it } from 'vitest';
import {
  LEGAL_AID_PHONE_BACKLOG,
  auditContent,
  auditLegalAidContacts,
  findDuplicates,
  findMissingProvinces,
  isHomePage,
} from './content-audit.ts';
import { PROVINCES } from './provinces.ts';

const good = {
  name: 'Legal Aid Example',
  website: 'https://legalaid.example.ca',
  phone: '1-800-555-0100',
  source: 'https://legalaid.example.ca/contact',
  asOf: '2026-11-22',
};

describe('auditContent', () => {
  it('accepts a sourced, dated record with https addresses and well-formed phones', () => {
    expect(auditContent([good, { phone: '911', source: good.source, asOf: good.asOf }])).toEqual(
      [],
    );
  });

  it('flags a record a reader could act on that has no source or no date', () => {
    const { source: _source, asOf: _asOf, ...bare } = good;
    expect(auditContent({ items: [bare] }).map((p) => p.message)).toEqual([
      'record a reader could act on has no source',
      'record a reader could act on has no asOf date',
    ]);
  });

  it('flags http and malformed addresses, wherever they sit', () => {
    const problems = auditContent({
      deep: { list: [{ ...good, website: 'http://legalaid.example.ca' }] },
      other: { ...good, url: 'not a url' },
      linked: { ...good, memberLookupUrl: 'ftp://example.ca' },
    });
    expect(problems.map((p) => p.path)).toEqual([
      '$.deep.list[0].website',
      '$.other.url',
      '$.linked.memberLookupUrl',
    ]);
  });

  it('flags phone numbers not written as 1-800-555-0100, 416-555-0100 or N11', () => {
    for (const phone of ['(416) 555-0100', '4165550100', '1-416-555-0100', '1-900-555-0100', '999'])
      expect(auditContent({ ...good, phone }), phone).toHaveLength(1);
    expect(auditContent({ ...good, tollFreePhone: '555-0100' })).toHaveLength(1);
  });

  it('flags an asOf that is not a 2026 day', () => {
    expect(auditContent({ ...good, asOf: '2026-11' })).toHaveLength(1);
    expect(auditContent({ ...good, asOf: '2025-11-22' })).toHaveLength(1);
  });
});

describe('auditContent: a fact cites the page that states it', () => {
  it('flags a phone number, a limit or a deadline whose source is a home page', () => {
    for (const source of [
      'https://legalaid.example.ca',
      'https://legalaid.example.ca/',
      'https://legalaid.example.ca/en/',
      'https://legalaid.example.ca/index.html',
    ]) {
      expect(auditContent({ ...good, source }), source).toEqual([
        { path: '$', message: 'phone cites a home page, not the page that states it' },
      ]);
    }
    const court = { court: 'Small claims', limit: 35000, asOf: '2026-11-24' };
    expect(auditContent({ ...court, source: 'https://courts.example.ca' })).toEqual([
      { path: '$', message: 'limit cites a home page, not the page that states it' },
    ]);
    expect(auditContent({ ...court, source: 'https://courts.example.ca/small-claims' })).toEqual(
      [],
    );
    expect(
      auditContent({ timeLimit: '2 years', source: 'https://x.example.ca', asOf: '2026-11-24' }),
    ).toHaveLength(1);
  });

  it('lets a website be sourced by its own home page, not another site’s', () => {
    const site = { name: 'Court', url: 'https://court.example.ca/en/', asOf: '2026-11-24' };
    expect(auditContent({ ...site, source: 'https://court.example.ca' })).toEqual([]);
    expect(auditContent({ ...site, source: 'https://other.example.ca' })).toEqual([
      {
        path: '$',
        message: 'url on another site cites a home page, not the page that states it',
      },
    ]);
  });

  it('recognises home pages', () => {
    expect(isHomePage('https://lso.ca')).toBe(true);
    expect(isHomePage('https://www.nwtcourts.ca/en/')).toBe(true);
    expect(isHomePage('https://lso.ca/protecting-the-public')).toBe(false);
  });

  it('exempts no home page: every emergency line and limit cites the page that states it', () => {
    const line = { phone: '988', website: 'https://988.ca', asOf: '2026-11-24' };
    expect(auditContent({ ...line, source: 'https://988.ca' })).toEqual([
      { path: '$', message: 'phone cites a home page, not the page that states it' },
    ]);
    expect(
      auditContent({ ...line, source: 'https://crtc.gc.ca/eng/archive/2022/2022-234.htm' }),
    ).toEqual([]);
  });
});

describe('auditLegalAidContacts', () => {
  const everywhere = PROVINCES.map(({ code }) => ({
    province: code,
    website: `https://legalaid.example.ca/${code}`,
    phone: '1-800-555-0100',
  }));

  it('accepts 13 plans, each with a website and a phone', () => {
    expect(auditLegalAidContacts(everywhere, [])).toEqual([]);
  });

  it('names a province or territory with no plan', () => {
    expect(
      auditLegalAidContacts(
        everywhere.filter((p) => p.province !== 'NU'),
        [],
      ),
    ).toEqual([{ path: 'NU', message: 'no legal aid plan' }]);
  });

  it('flags a plan without a website, even on the phone backlog', () => {
    const plans = everywhere.map((p) => (p.province === 'PE' ? { ...p, website: undefined } : p));
    expect(auditLegalAidContacts(plans, ['PE'])).toEqual([
      { path: 'PE', message: 'legal aid plan has no website' },
      {
        path: 'PE',
        message: 'legal aid plan has a phone number or local offices: take it off the backlog',
      },
    ]);
  });

  it('allows a missing phone only while the plan is on the backlog', () => {
    const plans = everywhere.map((p) => (p.province === 'QC' ? { ...p, phone: undefined } : p));
    expect(auditLegalAidContacts(plans, [])).toEqual([
      {
        path: 'QC',
        message: 'legal aid plan has no phone number and no page sending readers to a local office',
      },
    ]);
    expect(auditLegalAidContacts(plans, ['QC'])).toEqual([]);
  });

  it('accepts, instead of a phone, the page saying to call the office nearest you', () => {
    const plans = everywhere.map((p) =>
      p.province === 'NS'
        ? { ...p, phone: undefined, localOffices: { source: 'https://legalaid.example.ca/faq' } }
        : p,
    );
    expect(auditLegalAidContacts(plans, [])).toEqual([]);
    expect(auditLegalAidContacts(plans, ['NS'])).toEqual([
      {
        path: 'NS',
        message: 'legal aid plan has a phone number or local offices: take it off the backlog',
      },
    ]);
  });

  it('keeps a phone backlog that may only shrink', () => {
    // Two plans that no official page in our sources gives a number or local offices; none may be added.
    expect(LEGAL_AID_PHONE_BACKLOG.length).toBeLessThanOrEqual(2);
    expect(new Set(LEGAL_AID_PHONE_BACKLOG).size).toBe(LEGAL_AID_PHONE_BACKLOG.length);
  });
});

describe('findDuplicates', () => {
  it('returns each repeated value once', () => {
    expect(findDuplicates(['a', 'b', 'a', 'c', 'a', 'b'])).toEqual(['a', 'b']);
    expect(findDuplicates(['a', 'b'])).toEqual([]);
  });
});

describe('findMissingProvinces', () => {
  it('names the provinces and territories left out', () => {
    const codes = PROVINCES.map((p) => p.code).filter((c) => c !== 'NU' && c !== 'PE');
    expect(findMissingProvinces(codes)).toEqual(['PE', 'NU']);
    expect(findMissingProvinces(PROVINCES.map((p) => p.code))).toEqual([]);
  });
});
