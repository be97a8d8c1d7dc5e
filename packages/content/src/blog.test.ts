import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES, BLOG_CATEGORIES, filterBlog, findBlogArticle } from './blog.ts';
import { auditContent, findDuplicates } from './content-audit.ts';
import { readingMinutes } from './rich-text.ts';

describe('BLOG_ARTICLES', () => {
  it('has six articles with unique slugs, one per blog category', () => {
    expect(BLOG_ARTICLES).toHaveLength(6);
    expect(findDuplicates(BLOG_ARTICLES.map((a) => a.slug))).toEqual([]);
    expect(BLOG_ARTICLES.map((a) => a.category).sort()).toEqual([...BLOG_CATEGORIES].sort());
  });

  it('uses URL-safe slugs and dates no later than the review date, newest first', () => {
    for (const a of BLOG_ARTICLES) expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const dates = BLOG_ARTICLES.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((d) => d <= '2026-11-22')).toBe(true);
  });

  it('computes reading time from the body, with tags to show', () => {
    for (const a of BLOG_ARTICLES) {
      expect(a.readTime).toBe(readingMinutes(a.content));
      expect(a.readTime, a.slug).toBeGreaterThanOrEqual(2);
      expect(a.tags.length, a.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('finds an article by slug and nothing for an unknown slug', () => {
    expect(findBlogArticle('how-divorce-works-in-canada')?.category).toBe('Family Law');
    expect(findBlogArticle('no-such-post')).toBeUndefined();
  });

  it('is free of unsafe addresses and malformed numbers', () => {
    expect(auditContent(BLOG_ARTICLES)).toEqual([]);
  });
});

describe('filterBlog', () => {
  it('matches title, excerpt or tags case-insensitively, combined with the category', () => {
    expect(filterBlog({ query: 'FHSA', category: 'All' }).map((a) => a.category)).toEqual([
      'Real Estate Law',
    ]);
    expect(filterBlog({ query: 'charter', category: 'All' }).map((a) => a.category)).toEqual([
      'Criminal Law',
    ]);
    expect(filterBlog({ query: 'charter', category: 'Family Law' })).toEqual([]);
    expect(filterBlog({ query: '', category: 'Employment Law' })).toHaveLength(1);
    expect(filterBlog({ query: '', category: 'All' })).toHaveLength(6);
  });
});
