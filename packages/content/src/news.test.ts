import { describe, expect, it } from 'vitest';
import { auditContent, findDuplicates } from './content-audit.ts';
import { filterNews, NEWS_ARTICLES, NEWS_CATEGORIES, UPCOMING_CHANGES } from './news.ts';

describe('news', () => {
  it('has six articles and three upcoming changes, with unique ids', () => {
    expect(NEWS_ARTICLES).toHaveLength(6);
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
    expect(filterNews({ query: '', category: 'supreme-court' })).toHaveLength(1);
    expect(filterNews({ query: 'no such words', category: 'all' })).toEqual([]);
  });
});
