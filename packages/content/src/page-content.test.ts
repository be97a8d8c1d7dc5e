import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from './blog.ts';
import { BLOG_ARTICLES_FR } from './blog.fr.ts';
import { BLOG_SLUGS_FR, blogIdOf, blogSlugIn } from './blog-slugs.ts';
import { FAQ } from './faq.ts';
import { FAQ_FR } from './faq.fr.ts';
import { blogPostFor, pageContent, type ContentPage } from './page-content.ts';
import { PRIVACY_POLICY } from './privacy-policy.ts';
import { PRIVACY_POLICY_FR } from './privacy-policy.fr.ts';
import { slugify } from './text-folding.ts';

const PAGES: readonly ContentPage[] = [
  'faq',
  'contact',
  'blog',
  'legalNews',
  'privacyPolicy',
  'terms',
  'about',
  'howToChoose',
  'legalGuide',
  'practiceAreas',
  'provincialGuide',
  'legalResources',
];

describe('pageContent', () => {
  it('gives each page its records in the language asked for', async () => {
    expect((await pageContent('faq', 'en')).entries).toBe(FAQ);
    expect((await pageContent('faq', 'fr')).entries).toBe(FAQ_FR);
    expect((await pageContent('privacyPolicy', 'fr')).document).toBe(PRIVACY_POLICY_FR);
    expect((await pageContent('privacyPolicy', 'en')).document).toBe(PRIVACY_POLICY);
  });

  it('has the same shape in both languages for every page, and different words', async () => {
    for (const page of PAGES) {
      const [en, fr] = await Promise.all([pageContent(page, 'en'), pageContent(page, 'fr')]);
      expect(Object.keys(fr).sort(), page).toEqual(Object.keys(en).sort());
      expect(JSON.stringify(fr), page).not.toBe(JSON.stringify(en));
    }
  });

  it('labels English keys with themselves and French keys in French', async () => {
    expect((await pageContent('howToChoose', 'en')).riskLabels['High Risk']).toBe('High Risk');
    expect((await pageContent('howToChoose', 'fr')).riskLabels['High Risk']).toBe('Risque élevé');
    expect((await pageContent('blog', 'fr')).categoryLabels['Family Law']).toBe(
      'Droit de la famille',
    );
  });

  it('picks the contact page’s three questions and the legal guide’s four areas in order', async () => {
    const contact = await pageContent('contact', 'fr');
    expect(contact.questions.map((q) => q.id)).toEqual([
      'is-it-free',
      'is-this-legal-advice',
      'join-directory',
    ]);
    const guide = await pageContent('legalGuide', 'fr');
    expect(guide.guides.map((g) => g.slug)).toEqual([
      'personal-injury',
      'family-law',
      'criminal-law',
      'real-estate-law',
    ]);
  });

  it('lists blog posts without their bodies', async () => {
    const { posts } = await pageContent('blog', 'fr');
    expect(posts.map((p) => p.id)).toEqual(BLOG_ARTICLES.map((p) => p.id));
    expect(posts.every((p) => !('content' in p))).toBe(true);
  });
});

describe('blog slugs', () => {
  it('gives every post a French slug of its own, made of plain URL characters', () => {
    expect(Object.keys(BLOG_SLUGS_FR).sort()).toEqual(BLOG_ARTICLES.map((a) => a.slug).sort());
    const french = Object.values(BLOG_SLUGS_FR);
    expect(new Set(french).size).toBe(french.length);
    for (const slug of french) {
      expect(slugify(slug)).toBe(slug);
      expect(BLOG_ARTICLES.some((a) => a.slug === slug)).toBe(false);
    }
    expect(BLOG_ARTICLES_FR.map((a) => a.slug)).toEqual(
      BLOG_ARTICLES.map((a) => BLOG_SLUGS_FR[a.slug as keyof typeof BLOG_SLUGS_FR]),
    );
  });

  it('translates a slug from either language, for the language switch', () => {
    expect(blogSlugIn('fr', 'employee-rights-in-canada')).toBe('vos-droits-au-travail-au-canada');
    expect(blogSlugIn('en', 'vos-droits-au-travail-au-canada')).toBe('employee-rights-in-canada');
    expect(blogSlugIn('fr', 'vos-droits-au-travail-au-canada')).toBe(
      'vos-droits-au-travail-au-canada',
    );
    expect(blogSlugIn('en', 'no-such-post')).toBeUndefined();
    expect(blogIdOf('le-divorce-au-canada-etape-par-etape')).toBe('how-divorce-works-in-canada');
  });

  it('finds a post only under its own language’s slug', async () => {
    expect((await blogPostFor('fr', 'le-divorce-au-canada-etape-par-etape'))?.title).toBe(
      'Le divorce au Canada, étape par étape',
    );
    expect((await blogPostFor('en', 'how-divorce-works-in-canada'))?.title).toBe(
      BLOG_ARTICLES.find((a) => a.id === 'how-divorce-works-in-canada')?.title,
    );
    expect(await blogPostFor('fr', 'how-divorce-works-in-canada')).toBeUndefined();
    expect(await blogPostFor('en', 'le-divorce-au-canada-etape-par-etape')).toBeUndefined();
    expect(await blogPostFor('en', 'no-such-post')).toBeUndefined();
  });
});
