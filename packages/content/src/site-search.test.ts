import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from './blog.ts';
import { searchContent } from './site-search.ts';

describe('searchContent', () => {
  it('finds a blog post by the words of its title, title matches first', () => {
    const results = searchContent('divorce');
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]).toMatchObject({ kind: 'blog', path: '/blog/how-divorce-works-in-canada' });
  });

  it('ignores accents and case', () => {
    expect(searchContent('QUEBEC').map((r) => r.title)).toContain('Quebec');
    expect(searchContent('québec')).toEqual(searchContent('quebec'));
  });

  it('needs every word of the query', () => {
    const both = searchContent('divorce custody');
    const one = searchContent('divorce');
    expect(both.length).toBeLessThanOrEqual(one.length);
    expect(searchContent('divorce zzzunknownword')).toEqual([]);
  });

  it('links each result to the page that shows it', () => {
    const paths = new Set(BLOG_ARTICLES.map((article) => `/blog/${article.slug}`));
    for (const result of searchContent('law', 100)) {
      if (result.kind === 'blog') expect(paths).toContain(result.path);
      else expect(['/practice-areas', '/provincial-guide', '/faq']).toContain(result.path);
      expect(result.summary.length).toBeLessThanOrEqual(181);
    }
  });

  it('answers nothing to an empty or one-letter query, and respects the limit', () => {
    expect(searchContent('')).toEqual([]);
    expect(searchContent(' a ')).toEqual([]);
    expect(searchContent('law', 3)).toHaveLength(3);
  });
});

describe('searchContent across provinces', () => {
  it('finds a practice area guide by its provincial notes', () => {
    expect(searchContent('family law ontario').map((result) => result.kind)).toContain(
      'practice-area',
    );
  });
});
