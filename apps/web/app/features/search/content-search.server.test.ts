import { BLOG_ARTICLES } from '@cld/content/blog';
import { describe, expect, it } from 'vitest';
import type { ContentResult } from './content-results.ts';
import { searchContent, snippetOf } from './content-search.server.ts';

const marked = (result: ContentResult) =>
  result.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase());
const snippetText = (result: ContentResult) => result.snippet.map((part) => part.text).join('');

describe('searchContent', () => {
  it('finds the pages about duty counsel by their text, the words marked in each snippet', () => {
    const results = searchContent('duty counsel');
    expect(results.length).toBeGreaterThan(2);
    for (const result of results) {
      expect(snippetText(result).toLowerCase()).toContain('duty counsel');
      expect(marked(result)).toEqual(expect.arrayContaining(['duty', 'counsel']));
    }
    // The emergency steps and the legal aid plans both say it; the police-stop article too.
    const paths = results.map((result) => result.path);
    expect(paths).toContain('/legal-resources#legal-aid');
    expect(paths).toContain('/blog/know-your-rights-police-stop');
  });

  it('ranks a page about the subject above pages that mention it', () => {
    const [first] = searchContent('divorce');
    expect(first).toMatchObject({ kind: 'blog', path: '/blog/how-divorce-works-in-canada' });
  });

  it('forgives a typo in a word of five letters or more, and ignores accents and case', () => {
    const typo = searchContent('dutty counsle');
    expect(typo.slice(0, 4).map((r) => r.path)).toEqual(
      expect.arrayContaining(['/blog/know-your-rights-police-stop', '/legal-resources#legal-aid']),
    );
    expect(marked(typo[0]!)).toEqual(['duty', 'counsel']);
    expect(searchContent('QUÉBEC')).toEqual(searchContent('quebec'));
    expect(searchContent('Québec')[0]).toMatchObject({ kind: 'province', title: 'Quebec' });
  });

  it('does not forgive typos in short words: "wil" is not "will"', () => {
    const titles = searchContent('make a will').map((r) => r.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(searchContent('wil zzq')).toEqual([]);
  });

  it('needs every word when some page has them all, else most of them', () => {
    const all = searchContent('legal aid manitoba');
    expect(all[0]).toMatchObject({ kind: 'resource', title: 'Legal Aid Manitoba' });
    // No page has "duty counsel" and "xylophone": the pages with two of the three words remain.
    const most = searchContent('duty counsel xylophone');
    expect(most.length).toBeGreaterThan(0);
    expect(searchContent('xylophone zzqq counsel')).toEqual([]);
  });

  it('finds resources, news and the how-to-choose steps, each linked to its page section', () => {
    const paths = new Set(BLOG_ARTICLES.map((article) => `/blog/${article.slug}`));
    const sections = [
      '/practice-areas',
      '/provincial-guide',
      '/provincial-guide#jurisdiction',
      '/faq',
      '/legal-news',
      '/how-to-choose-lawyer',
      '/legal-resources#legal-aid',
      '/legal-resources#emergency',
      '/legal-resources#self-help',
      '/legal-resources#community',
    ];
    const seen = new Set<string>();
    for (const query of ['law', 'court', 'legal', 'lawyer', 'help', 'police', 'library']) {
      for (const result of searchContent(query, 100)) {
        seen.add(result.kind);
        if (result.kind === 'blog') expect(paths).toContain(result.path);
        else expect(sections).toContain(result.path);
      }
    }
    expect([...seen].sort()).toEqual(
      ['blog', 'faq', 'guide', 'news', 'practice-area', 'province', 'resource'].sort(),
    );
  });

  it('shows at most three results that lead to the same section', () => {
    const results = searchContent('duty counsel', 100);
    const legalAid = results.filter((r) => r.path === '/legal-resources#legal-aid');
    expect(legalAid.length).toBeLessThanOrEqual(3);
  });

  it('answers nothing to empty, filler-only or punctuation-only queries, and quickly to long ones', () => {
    expect(searchContent('')).toEqual([]);
    expect(searchContent(' a ')).toEqual([]);
    expect(searchContent('how do I')).toEqual([]);
    expect(searchContent('%%% *** (( ]] \\ $^')).toEqual([]);
    expect(searchContent('law', 3)).toHaveLength(3);
    const started = performance.now();
    searchContent('counsel '.repeat(2000));
    searchContent('🙂 法律 закон ' + 'x'.repeat(10_000));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('snippetOf', () => {
  it('picks the passage with most matched words and marks them', () => {
    const snippet = snippetOf(
      ['Nothing here.', 'Ask for duty counsel at court.', 'Duty only.'],
      new Set(['duty', 'counsel']),
    );
    expect(snippet).toEqual([
      { text: 'Ask for ' },
      { text: 'duty', match: true },
      { text: ' ' },
      { text: 'counsel', match: true },
      { text: ' at court.' },
    ]);
  });

  it('marks accented words by their folded form', () => {
    expect(snippetOf(['Civil Code of Québec.'], new Set(['quebec']))).toContainEqual({
      text: 'Québec',
      match: true,
    });
  });

  it('cuts a long passage around its first match, with ellipses', () => {
    const passage = `${'Lorem ipsum dolor sit amet. '.repeat(10)}Ask for duty counsel. ${'More text here. '.repeat(20)}`;
    const snippet = snippetOf([passage], new Set(['duty']));
    const text = snippet.map((part) => part.text).join('');
    expect(text.startsWith('… ')).toBe(true);
    expect(text.endsWith(' …')).toBe(true);
    expect(text).toContain('Ask for duty counsel');
    expect(text.length).toBeLessThanOrEqual(230);
  });

  it('starts a passage without matches from its beginning', () => {
    expect(snippetOf(['First passage.', 'Second.'], new Set(['zzz']))).toEqual([
      { text: 'First passage.' },
    ]);
  });
});

describe('searchContent on a French page', () => {
  it('searches the French records, accents folded, and finds no English page', () => {
    const results = searchContent('petites creances', 10, 'fr');
    expect(results.length).toBeGreaterThan(0);
    expect(snippetText(results[0]!).toLowerCase()).toContain('petites créances');
    expect(searchContent('petites créances', 10, 'fr')).toEqual(results);
    expect(searchContent('small claims', 10, 'fr').map((r) => r.title)).not.toContain(
      searchContent('small claims')[0]?.title,
    );
  });

  it('finds a French blog post under its French slug, and drops French stop words', () => {
    const [first] = searchContent('le divorce', 10, 'fr');
    expect(first).toMatchObject({
      kind: 'blog',
      title: 'Le divorce au Canada, étape par étape',
      path: '/blog/le-divorce-au-canada-etape-par-etape',
    });
    expect(searchContent('le la les de', 10, 'fr')).toEqual([]);
  });
});
