// @vitest-environment jsdom
import { blogPostFor, pageContent, type ContentPage } from '@cld/content/page-content';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import {
  AboutPage,
  BlogPage,
  BlogPostPage,
  ContactPage,
  FaqPage,
  HowToChoosePage,
  LegalGuidePage,
  LegalNewsPage,
  LegalResourcesPage,
  PolicyPage,
  PracticeAreasPage,
  ProvincialGuidePage,
} from './index.ts';
import { formatContentDate } from './shared/format-date.ts';

// Each content page on a French page (decision 028): given the loader's French records, it shows
// them, and none of the English ones.
await loadFrench();

function renderFrench(Page: ComponentType) {
  renderAt({
    url: '/fr',
    path: '/fr',
    Component: () => (
      <FrenchPage>
        <Page />
      </FrenchPage>
    ),
  });
}

const [fr, en] = await Promise.all(
  (['fr', 'en'] as const).map(async (locale) => ({
    faq: await pageContent('faq', locale),
    contact: await pageContent('contact', locale),
    blog: await pageContent('blog', locale),
    legalNews: await pageContent('legalNews', locale),
    privacyPolicy: await pageContent('privacyPolicy', locale),
    terms: await pageContent('terms', locale),
    about: await pageContent('about', locale),
    howToChoose: await pageContent('howToChoose', locale),
    legalGuide: await pageContent('legalGuide', locale),
    practiceAreas: await pageContent('practiceAreas', locale),
    provincialGuide: await pageContent('provincialGuide', locale),
    legalResources: await pageContent('legalResources', locale),
  })),
);
type Content = NonNullable<typeof fr>;

/** Each page, and the heading (or leading text) that says it is in one language. */
const PAGES: {
  page: ContentPage;
  render: (content: Content) => ComponentType;
  text: (content: Content) => string;
  role?: 'heading';
}[] = [
  {
    page: 'faq',
    render: (c) => () => <FaqPage content={c.faq} />,
    text: (c) => c.faq.entries.find((e) => e.category === 'general')!.question,
  },
  {
    page: 'contact',
    render: (c) => () => <ContactPage content={c.contact} />,
    text: (c) => c.contact.questions[0]!.question,
  },
  {
    page: 'blog',
    render: (c) => () => <BlogPage content={c.blog} />,
    text: (c) => c.blog.posts[0]!.title,
    role: 'heading',
  },
  {
    page: 'legalNews',
    render: (c) => () => <LegalNewsPage content={c.legalNews} />,
    text: (c) => c.legalNews.articles[0]!.title,
    role: 'heading',
  },
  {
    page: 'privacyPolicy',
    render: (c) => () => <PolicyPage document={c.privacyPolicy.document} path="/privacy-policy" />,
    text: (c) => c.privacyPolicy.document.title,
    role: 'heading',
  },
  {
    page: 'terms',
    render: (c) => () => (
      <PolicyPage document={c.terms.document} path="/terms-of-service" privacyOfficer={false} />
    ),
    text: (c) => c.terms.document.title,
    role: 'heading',
  },
  {
    page: 'about',
    render: (c) => () => <AboutPage content={c.about} />,
    text: (c) => c.about.about.title,
    role: 'heading',
  },
  {
    page: 'howToChoose',
    render: (c) => () => <HowToChoosePage content={c.howToChoose} />,
    text: (c) => c.howToChoose.steps[0]!.title,
  },
  {
    page: 'legalGuide',
    render: (c) => () => <LegalGuidePage content={c.legalGuide} />,
    text: (c) => c.legalGuide.jurisdiction.areas[0]!.title,
    role: 'heading',
  },
  {
    page: 'practiceAreas',
    render: (c) => () => <PracticeAreasPage content={c.practiceAreas} />,
    text: (c) => c.practiceAreas.guides[0]!.name,
    role: 'heading',
  },
  {
    page: 'provincialGuide',
    render: (c) => () => <ProvincialGuidePage content={c.provincialGuide} />,
    text: (c) => c.provincialGuide.quebecCivilLaw.title,
    role: 'heading',
  },
  {
    page: 'legalResources',
    render: (c) => () => <LegalResourcesPage content={c.legalResources} />,
    text: (c) => c.legalResources.call911First,
  },
];

describe('the content pages on a French page', () => {
  it.each(PAGES)('$page shows the French records and not the English', async (page) => {
    // As Testing Library reads the page: runs of spaces (the French no-break ones too) as one.
    const french = page.text(fr!).replace(/\s+/g, ' ');
    const english = page.text(en!).replace(/\s+/g, ' ');
    expect(french).not.toBe(english);
    renderFrench(page.render(fr!));
    const heading = { name: (name: string) => name.replace(/\s+/g, ' ') === french };
    if (page.role) expect(await screen.findByRole('heading', heading)).toBeVisible();
    else expect(await screen.findByText(french)).toBeInTheDocument();
    expect(screen.queryByText(english)).toBeNull();
  });

  it('names provinces and labels keys in French on the guides and resources', async () => {
    renderFrench(() => <LegalResourcesPage content={fr!.legalResources} />);
    expect(await screen.findByRole('tab', { name: 'Colombie-Britannique' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'British Columbia' })).toBeNull();
    expect(screen.getAllByText('En ligne, en tout temps').length).toBeGreaterThan(0);
    expect(screen.queryByText('Online, any time')).toBeNull();
  });

  it('labels the blog’s categories and the risk levels in French', async () => {
    renderFrench(() => <BlogPage content={fr!.blog} />);
    expect(await screen.findByRole('button', { name: 'Droit de la famille' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Family Law' })).toBeNull();
    document.body.innerHTML = '';
    renderFrench(() => <HowToChoosePage content={fr!.howToChoose} />);
    await screen.findByText(fr!.howToChoose.steps[0]!.title);
  });

  it('writes the dates in French', async () => {
    const { document } = fr!.privacyPolicy;
    renderFrench(() => <PolicyPage document={document} path="/privacy-policy" />);
    const date = formatContentDate(document.lastUpdated, 'fr');
    expect(date).toMatch(/^(?:1er|\d{1,2})\u00a0[a-zéû]+\u00a0\d{4}$/);
    // Testing Library reads the non-breaking spaces as spaces.
    expect(await screen.findByText(new RegExp(date.replaceAll('\u00a0', ' ')))).toBeInTheDocument();
  });

  it('shows a French blog post under its French title, category in French', async () => {
    const post = (await blogPostFor('fr', 'le-divorce-au-canada-etape-par-etape'))!;
    renderFrench(() => <BlogPostPage post={post} categoryLabel="Droit de la famille" />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Le divorce au Canada, étape par étape',
      }),
    ).toBeVisible();
    expect(screen.getAllByText('Droit de la famille').length).toBeGreaterThan(0);
    expect(screen.queryByText('Family Law')).toBeNull();
  });
});
