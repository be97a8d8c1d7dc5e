import { describe, expect, it } from 'vitest';
import { auditContent, findDuplicates } from './content-audit.ts';
import {
  filterNews,
  NEWS_ARTICLES,
  NEWS_CATEGORIES,
  NEWS_CURRENT_AS_OF,
  UPCOMING_CHANGES,
} from './news.ts';

describe('news', () => {
  it('has eight articles and three upcoming changes, with unique ids', () => {
    expect(NEWS_ARTICLES).toHaveLength(8);
    expect(UPCOMING_CHANGES).toHaveLength(3);
    expect(findDuplicates([...NEWS_ARTICLES, ...UPCOMING_CHANGES].map((n) => n.id))).toEqual([]);
  });

  it('covers every news category', () => {
    expect(new Set(NEWS_ARTICLES.map((a) => a.category))).toEqual(new Set(NEWS_CATEGORIES));
  });

  it('lists articles newest first and changes soonest first', () => {
    const dates = NEWS_ARTICLES.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const effective = UPCOMING_CHANGES.map((c) => c.effectiveDate);
    expect(effective).toEqual([...effective].sort());
  });

  it('dates developments in the past and upcoming changes after the review date', () => {
    for (const a of NEWS_ARTICLES) expect(a.date <= a.asOf, a.id).toBe(true);
    for (const c of UPCOMING_CHANGES) expect(c.effectiveDate > c.asOf, c.id).toBe(true);
  });

  it('is sourced, dated, https and well-formed throughout', () => {
    expect(auditContent([NEWS_ARTICLES, UPCOMING_CHANGES])).toEqual([]);
  });

  it('is current as of a stated day, with developments of 2026 from their official pages', () => {
    for (const a of NEWS_ARTICLES) expect(a.date <= NEWS_CURRENT_AS_OF, a.id).toBe(true);
    const of2026 = NEWS_ARTICLES.filter((a) => a.kind === 'development' && a.date >= '2026-01-01');
    expect(of2026.length).toBeGreaterThan(0);
    for (const a of of2026) expect(new URL(a.source).pathname.length, a.id).toBeGreaterThan(1);
  });
});

describe('filterNews', () => {
  it('combines a case-insensitive search with the category', () => {
    expect(filterNews({ query: 'SMALL CLAIMS', category: 'all' }).map((a) => a.id)).toEqual([
      'higher-small-claims-limits-explainer',
      'ontario-small-claims-50000',
    ]);
    expect(filterNews({ query: 'small claims', category: 'practice' }).map((a) => a.id)).toEqual([
      'higher-small-claims-limits-explainer',
    ]);
    expect(filterNews({ query: '', category: 'supreme-court' })).toHaveLength(2);
    expect(filterNews({ query: 'no such words', category: 'all' })).toEqual([]);
  });
});
