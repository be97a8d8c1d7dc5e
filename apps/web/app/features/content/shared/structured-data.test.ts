import { describe, expect, it } from 'vitest';
import { breadcrumbSchema } from '../../../lib/seo/structured-data.ts';
import { articleSchema, faqPageSchema } from './structured-data.ts';

describe('breadcrumbSchema', () => {
  it('numbers the crumbs from 1 with absolute addresses', () => {
    const schema = breadcrumbSchema({
      origin: 'https://example.ca',
      crumbs: [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
      ],
    });
    expect(schema.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.ca/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://example.ca/blog' },
    ]);
  });
});

describe('articleSchema', () => {
  it('dates the article and joins its keywords, modified defaulting to published', () => {
    const schema = articleSchema({
      url: 'https://example.ca/blog/x',
      headline: 'X',
      description: 'About X',
      datePublished: '2026-03-01',
      author: 'Editors',
      publisher: 'Site',
      keywords: ['a', 'b'],
    });
    expect(schema).toMatchObject({
      '@type': 'Article',
      dateModified: '2026-03-01',
      keywords: 'a, b',
      author: { name: 'Editors' },
    });
    expect(schema).not.toHaveProperty('isBasedOn');
  });
});

describe('faqPageSchema', () => {
  it('gives every question its accepted answer', () => {
    const schema = faqPageSchema({
      url: 'https://example.ca/faq',
      entries: [{ question: 'Q?', answer: 'A.' }],
    });
    expect(schema.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
  });
});
