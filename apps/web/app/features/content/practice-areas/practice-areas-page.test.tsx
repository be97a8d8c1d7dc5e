// @vitest-environment jsdom
import { PRACTICE_AREA_GUIDES } from '@cld/content/practice-area-guides';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server.ts';
import { renderAt } from '../../../../test/render.tsx';
import { PracticeAreasPage } from './practice-areas-page.tsx';

const builtIn = (name: string) => PRACTICE_AREA_GUIDES.find((g) => g.name === name)!.count;

function renderPage() {
  renderAt({ url: '/practice-areas', path: '/practice-areas', Component: PracticeAreasPage });
}

describe('PracticeAreasPage', () => {
  it('replaces the built-in counts with the live ones it gets, and totals them', async () => {
    server.use(
      http.get('*/api/practice-areas', () =>
        HttpResponse.json([
          { name: 'Personal Injury', slug: 'personal-injury', count: '321' },
          { name: 'Family Law', slug: 'family-law', count: '100' },
        ]),
      ),
    );
    renderPage();
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('321 lawyers')).toBeInTheDocument();
    const others = PRACTICE_AREA_GUIDES.filter(
      (g) => g.name !== 'Personal Injury' && g.name !== 'Family Law',
    ).reduce((sum, g) => sum + g.count, 0);
    const total = (321 + 100 + others).toLocaleString('en-CA');
    expect(screen.getByText('Lawyers in these areas').nextSibling).toHaveTextContent(total);
  });

  it('keeps the built-in counts while the directory has none, and switches areas', async () => {
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
    expect(
      within(panel).getByText(`${builtIn('Criminal Law').toLocaleString('en-CA')} lawyers`),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Find Criminal Law lawyers' })).toHaveAttribute(
      'href',
      '/browse-lawyers?practiceAreas=Criminal%20Law',
    );
  });
});
