// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { pageContent } from '@cld/content/page-content';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server.ts';
import { renderAt } from '../../../../test/render.tsx';
import { AboutPage } from '../about/about-page.tsx';
import { PracticeAreasPage } from './practice-areas-page.tsx';

const [practiceAreas, aboutContent] = await Promise.all([
  pageContent('practiceAreas', 'en'),
  pageContent('about', 'en'),
]);

function renderPage() {
  renderAt({
    url: '/practice-areas',
    path: '/practice-areas',
    Component: () => <PracticeAreasPage content={practiceAreas} />,
  });
}

/** The figures of a page's statistics panel, by label. */
async function figuresOf(heading: string): Promise<Record<string, string>> {
  const panel = (await screen.findByRole('heading', { name: heading })).parentElement!;
  await within(panel).findByText('Practice areas');
  const figures: Record<string, string> = {};
  for (const term of within(panel).getAllByRole('term')) {
    figures[term.textContent!] = term.nextElementSibling!.textContent!;
  }
  return figures;
}

const serveStats = () =>
  server.use(
    http.get('*/api/stats', () =>
      HttpResponse.json({
        lawyers: 7012,
        cities: 210,
        practiceAreas: 17,
        provinces: 12,
        demo: false,
      }),
    ),
  );

describe('PracticeAreasPage', () => {
  it('shows the live count of each area, and the directory’s figures with no sum of areas', async () => {
    serveStats();
    server.use(
      http.get('*/api/practice-areas', () =>
        HttpResponse.json([
          { name: 'Personal Injury', slug: 'personal-injury', count: '5321' },
          { name: 'Family Law', slug: 'family-law', count: '4100' },
        ]),
      ),
    );
    renderPage();
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('5,321 lawyers')).toBeInTheDocument();
    // Lawyers practise several areas: the page counts each lawyer once (7,012), never 9,421.
    expect(await figuresOf('The directory in figures')).toEqual({
      'Lawyers listed': '7,012',
      'Practice areas': '17',
      'Provinces and territories': '12',
      'Guides on this page': '6',
    });
    expect(screen.queryByText('9,421')).not.toBeInTheDocument();
  });

  it('shows no count for an area the directory does not report, and switches areas', async () => {
    server.use(http.get('*/api/practice-areas', () => HttpResponse.json([])));
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('tab', { name: 'Personal Injury' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Criminal Law' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Criminal Law' })).toBeInTheDocument();
    expect(within(panel).queryByText(/\d lawyers?$/)).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Find Criminal Law lawyers' })).toHaveAttribute(
      'href',
      '/browse-lawyers?practiceAreas=Criminal%20Law',
    );
  });

  it('states the same figures as the about page', async () => {
    serveStats();
    renderPage();
    const practiceAreas = await figuresOf('The directory in figures');
    document.body.innerHTML = '';
    renderAt({
      url: '/about',
      path: '/about',
      Component: () => <AboutPage content={aboutContent} />,
    });
    const about = await figuresOf('The directory today');
    for (const label of ['Lawyers listed', 'Practice areas', 'Provinces and territories']) {
      expect(about[label], label).toBe(practiceAreas[label]);
    }
    expect(about['Practice areas']).toBe('17');
  });
});
